import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqSection } from './faq-section';

describe('FaqSection', () => {
  it('renders each question as a button that expands and collapses its answer', () => {
    render(<FaqSection type="faq" heading="Questions" group="about" />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(6);
    const first = buttons[0]!;
    const panel = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    fireEvent.click(buttons[1]!);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getFaqGroup } from '../content/faqs';
import { FaqSection } from './faq-section';

describe('FaqSection', () => {
  it('renders each question as a closed disclosure (details) whose summary is the question and whose body is the answer', () => {
    const { container } = render(<FaqSection type="faq" heading="Questions" group="about" />);
    const { items } = getFaqGroup('about');
    const disclosures = [...container.querySelectorAll('details')];
    expect(disclosures).toHaveLength(items.length);
    expect(disclosures.every((details) => !details.open)).toBe(true);
    disclosures.forEach((details, index) => {
      expect(details.querySelector('summary h3')?.textContent).toBe(items[index]!.question);
      expect(details.querySelector(':scope > :not(summary)')?.textContent).toBe(items[index]!.answer);
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Questions' })).toBeTruthy();
  });
});

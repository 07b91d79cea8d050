import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CycleSection } from './cycle-section';

function stubReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') ? matches : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const items = [
  { title: 'Plan', text: 'We plan.' },
  { title: 'Build', text: 'We build.' },
  { title: 'Grow', text: 'We grow.' },
];

const current = () => screen.getAllByRole('button').find((button) => button.getAttribute('aria-current') === 'step')?.textContent;

describe('CycleSection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const renderCycle = () => render(<CycleSection type="cycle" heading="How we work" intervalMs={5000} items={items} />);

  it('highlights the next item every 5 seconds and wraps around', () => {
    renderCycle();
    expect(current()).toContain('Plan');
    act(() => vi.advanceTimersByTime(4999));
    expect(current()).toContain('Plan');
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toContain('Build');
    act(() => vi.advanceTimersByTime(10_000));
    expect(current()).toContain('Plan');
  });

  it('pauses while hovered and resumes after', () => {
    renderCycle();
    const list = screen.getByRole('list');
    fireEvent.mouseEnter(list);
    act(() => vi.advanceTimersByTime(20_000));
    expect(current()).toContain('Plan');
    fireEvent.mouseLeave(list);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toContain('Build');
  });

  it('pauses while focus is inside, and a chosen item is highlighted at once', () => {
    renderCycle();
    const grow = screen.getByRole('button', { name: /Grow/ });
    act(() => grow.focus());
    fireEvent.click(grow);
    expect(current()).toContain('Grow');
    act(() => vi.advanceTimersByTime(20_000));
    expect(current()).toContain('Grow');
  });

  it('does not move under reduced motion', () => {
    stubReducedMotion(true);
    renderCycle();
    act(() => vi.advanceTimersByTime(20_000));
    expect(current()).toContain('Plan');
  });
});

import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInView } from './use-in-view';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];

class FakeObserver {
  record: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

function Probe({ threshold }: { threshold?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const isInView = useInView(ref, threshold);
  return <div ref={ref}>{isInView ? 'visible' : 'hidden'}</div>;
}

describe('useInView', () => {
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('turns true once half the element is visible, then stops observing', () => {
    render(<Probe />);
    expect(screen.getByText('hidden')).toBeTruthy();
    expect(observers[0]!.options?.threshold).toBe(0.5);
    act(() => observers[0]!.callback([{ isIntersecting: true, intersectionRatio: 0.2 }]));
    expect(screen.getByText('hidden')).toBeTruthy();
    act(() => observers[0]!.callback([{ isIntersecting: true, intersectionRatio: 0.5 }]));
    expect(screen.getByText('visible')).toBeTruthy();
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('stays false while the element is out of view, and disconnects on unmount', () => {
    const { unmount } = render(<Probe threshold={0.3} />);
    act(() => observers[0]!.callback([{ isIntersecting: false, intersectionRatio: 0 }]));
    expect(screen.getByText('hidden')).toBeTruthy();
    unmount();
    expect(observers[0]!.disconnected).toBe(true);
  });
});

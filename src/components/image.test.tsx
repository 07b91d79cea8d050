import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './image';

// media/brand/mark-512.png is a 512 × 512 PNG (content/media/brand/), so its variants are 480w and 512w.
describe('Image', () => {
  it('renders a raster image as a picture with AVIF and WebP variants and its intrinsic size', () => {
    const { container } = render(<Image src="media/brand/mark-512.png" alt="Mark" sizes="50vw" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe('/media/brand/mark-512-480w.avif 480w, /media/brand/mark-512-512w.avif 512w');
    expect(sources[1]!.getAttribute('sizes')).toBe('50vw');
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('/media/brand/mark-512.png');
    expect(img.getAttribute('width')).toBe('512');
    expect(img.getAttribute('height')).toBe('512');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('keeps the aspect ratio when one side is given, and loads a priority image eagerly', () => {
    const { container } = render(<Image src="/media/brand/mark-512.png" alt="" width={100} priority />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('height')).toBe('100');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('renders an SVG as a plain img with the size from its viewBox or attributes', () => {
    const { container } = render(<Image src="media/brand/mark.svg" alt="Mark" />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/brand/mark.svg');
    expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
  });

  it('passes an unknown image through with the sizes it was given', () => {
    const { container } = render(<Image src="media/none/missing.jpg" alt="x" width={10} height={20} />);
    const img = container.querySelector('img')!;
    expect(container.querySelector('picture')).toBeNull();
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['10', '20']);
  });
});

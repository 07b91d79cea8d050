import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostImage } from './post-image';

const sourcesOf = (container: HTMLElement) => [...container.querySelectorAll('picture > source')].map((source) => source.getAttribute('type'));
const fallbacks = { image: 'media/blog/default.jpg', alt: 'Blog Image' };
const cover = 'media/blog/how-to-choose-the-right-web-hosting-plan.jpg';

describe('PostImage', () => {
  it('serves a cover as AVIF and WebP variants, sized for its slot, with the default cover to fall back on', () => {
    const { container } = render(<PostImage post={{ image: cover, alt: 'Cover' }} fallbacks={fallbacks} priority sizes="100vw" />);
    expect(sourcesOf(container)).toEqual(['image/avif', 'image/webp']);
    expect(container.querySelector('source')!.getAttribute('srcset')).toContain('-480w.avif 480w');
    const img = container.querySelector('img')!;
    expect([
      img.getAttribute('src'),
      img.getAttribute('alt'),
      img.getAttribute('width'),
      img.getAttribute('height'),
      img.getAttribute('fetchpriority'),
    ]).toEqual([`/${cover}`, 'Cover', '1200', '675', 'high']);
    expect(img.getAttribute('data-fallback-src')).toBe('/media/blog/default.jpg');
  });

  it('shows the default cover with the default text when the post has none', () => {
    const img = render(<PostImage post={{ image: null, alt: null }} fallbacks={fallbacks} />).container.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('loading')]).toEqual(['/media/blog/default.jpg', 'Blog Image', 'lazy']);
    expect(img.hasAttribute('data-fallback-src')).toBe(false);
  });
});

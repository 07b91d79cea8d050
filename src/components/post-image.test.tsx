import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostImage } from './post-image';

const sourcesOf = (container: HTMLElement) => [...container.querySelectorAll('picture > source')].map((source) => source.getAttribute('type'));

describe('PostImage', () => {
  it('serves a cover from content/media as AVIF and WebP variants, sized for its slot', () => {
    const { container } = render(<PostImage src="/media/blog/default.jpg" alt="Cover" priority sizes="100vw" />);
    expect(sourcesOf(container)).toEqual(['image/avif', 'image/webp']);
    expect(container.querySelector('source')!.getAttribute('srcset')).toContain('/media/blog/default-480w.avif 480w');
    const img = container.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('fetchpriority')]).toEqual(['/media/blog/default.jpg', '1200', '675', 'high']);
  });

  it('shows any other URL the posts API sent as it is, and the default cover in responsive form when there is none', () => {
    const external = render(<PostImage src="https://images.example.com/cover.jpg" alt="Cover" />).container;
    expect(sourcesOf(external)).toEqual([]);
    expect(external.querySelector('img')!.getAttribute('src')).toBe('https://images.example.com/cover.jpg');
    const missing = render(<PostImage src={null} alt="Cover" />).container;
    expect(sourcesOf(missing)).toEqual(['image/avif', 'image/webp']);
    expect(missing.querySelector('img')!.getAttribute('loading')).toBe('lazy');
  });
});

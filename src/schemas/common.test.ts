import { describe, expect, it } from 'vitest';
import { hrefSchema, internalHrefSchema, slugSchema } from './common';
import { mediaPathSchema } from './media-path';
import { isoDateSchema } from './iso-date';

describe('content field rules', () => {
  it('accepts slugs of lowercase letters, digits and single hyphens only', () => {
    expect(slugSchema.safeParse('web-hosting-service').success).toBe(true);
    for (const bad of ['Web', 'a--b', '-a', 'a-', 'a b', 'a_b', '']) expect(slugSchema.safeParse(bad).success).toBe(false);
  });

  it('accepts real calendar dates written YYYY-MM-DD', () => {
    expect(isoDateSchema.safeParse('2026-02-28').success).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', '2026/01/01', 'yesterday']) expect(isoDateSchema.safeParse(bad).success).toBe(false);
  });

  it('accepts media paths under media/ with a known extension', () => {
    expect(mediaPathSchema.safeParse('media/blog/cover.jpg').success).toBe(true);
    for (const bad of ['/media/a.jpg', 'media/a.exe', 'images/a.jpg', 'media/../site.yaml.jpg '.trim() + 'x']) {
      expect(mediaPathSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('tells internal paths from other links', () => {
    expect(internalHrefSchema.safeParse('/contact-us#form').success).toBe(true);
    expect(internalHrefSchema.safeParse('https://example.com').success).toBe(false);
    for (const ok of ['/x', 'https://example.com/a', 'mailto:a@b.in', 'tel:+919829012345']) expect(hrefSchema.safeParse(ok).success).toBe(true);
    for (const bad of ['javascript:alert(1)', 'http://insecure.example', 'contact']) expect(hrefSchema.safeParse(bad).success).toBe(false);
  });
});

describe('a media path that does not fit', () => {
  it('says exactly what to write instead', () => {
    const told = (path: string) => mediaPathSchema.safeParse(path).error?.issues[0]?.message;
    expect(told('media/services/SEO.jpg')).toBe('lower-case letters: write media/services/seo.jpg and name the file seo.jpg');
    expect(told('media/blog/My Photo.JPG')).toBe('lower-case letters, digits and - _ . only: write media/blog/my-photo.jpg and name the file my-photo.jpg');
    expect(told('/media/blog/a.jpg')).toBe('a path that starts at the media folder: media/blog/a.jpg');
    expect(told('blog/a.jpg')).toBe('a path that starts with media/, like media/blog/a.jpg');
    expect(told('media/blog/a.gif')).toBe('a file ending in .svg, .jpg, .jpeg, .png, .webp, .avif, .mp4, .webm');
  });
});

import { describe, expect, it } from 'vitest';
import { slugFromParam, slugify, UNTITLED_SLUG } from './slug';

describe('slugify', () => {
  it('lowercases and turns each run of other characters into one hyphen', () => {
    expect(slugify('Why Your Jaipur Business Needs a Fast Website')).toBe('why-your-jaipur-business-needs-a-fast-website');
    expect(slugify('WordPress or Shopify? Which is right…')).toBe('wordpress-or-shopify-which-is-right');
    expect(slugify('  --AI & ML: 2026!!  ')).toBe('ai-ml-2026');
  });

  it('gives untitled-post to a title without letters or digits', () => {
    expect(slugify('')).toBe(UNTITLED_SLUG);
    expect(slugify('!!! ???')).toBe('untitled-post');
  });
});

describe('slugFromParam', () => {
  it('URL-decodes the parameter and turns underscores into hyphens', () => {
    expect(slugFromParam('why_your_jaipur%20business')).toBe('why-your-jaipur business');
    expect(slugFromParam('local_seo_checklist')).toBe('local-seo-checklist');
    expect(slugFromParam('plain-slug')).toBe('plain-slug');
  });

  it('keeps a malformed escape as typed', () => {
    expect(slugFromParam('bad%E0%A4_post')).toBe('bad%E0%A4-post');
  });
});

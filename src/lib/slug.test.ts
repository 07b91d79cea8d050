import { describe, expect, it } from 'vitest';
import { slugFromParam, slugify, UNTITLED_SLUG } from './slug';

describe('slugify', () => {
  it('lowercases and turns each run of other characters into one hyphen', () => {
    expect(slugify('Why Your Jaipur Business Needs a Fast Website')).toBe('why-your-jaipur-business-needs-a-fast-website');
    expect(slugify('WordPress or Shopify? Which is right…')).toBe('wordpress-or-shopify-which-is-right');
    expect(slugify('  --AI & ML: 2026!!  ')).toBe('ai-ml-2026');
  });

  it('spells a Hindi title in Latin letters, leaving out the "a" Hindi does not say', () => {
    expect(slugify('Excel की वे स्किल्स जो 2026 में आपको नौकरी दिलाएँगी')).toBe('excel-ki-ve-skils-jo-2026-men-apko-naukri-dilaengi');
    expect(slugify('जयपुर की वेबसाइट के लिए SEO: ज़रूरी बातें')).toBe('jaipur-ki-vebsait-ke-lie-seo-zaruri-baten');
    expect(slugify('समझना, भारतीय, मित्र, संपर्क, ज्ञान, फ़ायदा')).toBe('samajhna-bhartiya-mitra-sampark-gyan-fayda');
    // Devanagari digits, and a nukta typed as its own sign or precomposed, give the same slug.
    expect(slugify('टॉप १० टिप्स')).toBe('top-10-tips');
    expect(slugify('\u095B\u0930\u0942\u0930\u0940')).toBe(slugify('\u091C\u093C\u0930\u0942\u0930\u0940'));
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

import { describe, expect, it } from 'vitest';
import { mergeTranslation, fieldsOfKind } from '../../scripts/content/translation';
import { hostingPlanSchema } from '../../src/schemas/hosting-plan';
import { serviceSchema } from '../../src/schemas/service';

const service = {
  slug: 'seo',
  title: 'Search engine optimisation',
  summary: 'SEO that brings enquiries.',
  seo: { keywords: ['SEO Jaipur'] },
  sections: [
    { type: 'banner', heading: 'SEO that works', image: { src: 'media/services/seo.jpg', alt: 'A search page' } },
    { type: 'cta', heading: 'Ready?', text: 'Call us on {site.phone.display} within 2 days.', action: { label: 'Contact us', href: '/contact-us' } },
  ],
};

describe('mergeTranslation', () => {
  it('lays the words over the English file and keeps its links, images and figures', () => {
    const merged = mergeTranslation(serviceSchema, service, {
      title: 'सर्च इंजन ऑप्टिमाइज़ेशन',
      sections: [{ heading: 'काम करने वाला SEO', image: { alt: 'सर्च पेज' } }, { text: '2 दिन में {site.phone.display} पर कॉल करें।' }],
    });
    expect(merged.problems).toEqual([]);
    expect(merged.data).toMatchObject({
      slug: 'seo',
      title: 'सर्च इंजन ऑप्टिमाइज़ेशन',
      sections: [
        { type: 'banner', heading: 'काम करने वाला SEO', image: { src: 'media/services/seo.jpg', alt: 'सर्च पेज' } },
        { type: 'cta', heading: 'Ready?', text: '2 दिन में {site.phone.display} पर कॉल करें।', action: { href: '/contact-us' } },
      ],
    });
    expect(serviceSchema.safeParse(merged.data).success).toBe(true);
  });

  it('lists the words left out as untranslated and marks their English text', () => {
    const merged = mergeTranslation(serviceSchema, service, { title: 'SEO सेवा' }, (text) => `[en]${text}`);
    expect(merged.untranslated).toContainEqual(['summary']);
    expect(merged.untranslated).toContainEqual(['sections', 1, 'action', 'label']);
    // Links, images and slugs are not words: they are never untranslated.
    expect(merged.untranslated).not.toContainEqual(['sections', 0, 'image', 'src']);
    expect(merged.untranslated).not.toContainEqual(['slug']);
    expect(merged.data).toMatchObject({ summary: '[en]SEO that brings enquiries.', seo: { keywords: ['[en]SEO Jaipur'] } });
    expect(merged.data).toHaveProperty('sections.0.image', { src: 'media/services/seo.jpg', alt: '[en]A search page' });
  });

  it('refuses a link, an image or a price written in the translation', () => {
    const merged = mergeTranslation(serviceSchema, service, { sections: [{ image: { src: 'media/other.jpg' } }, { action: { href: '/hi/contact-us' } }] });
    expect(merged.problems).toEqual([
      expect.objectContaining({ path: ['sections', 0, 'image', 'src'], message: expect.stringContaining('an image or media file comes from the English file') }),
      expect.objectContaining({ path: ['sections', 1, 'action', 'href'], message: expect.stringContaining('a link comes from the English file') }),
    ]);
    const plan = mergeTranslation(hostingPlanSchema, { slug: 'basic', name: 'Basic', yearlyPrice: 2399, features: ['1 website'] }, { yearlyPrice: 1999 });
    expect(plan.problems).toEqual([expect.objectContaining({ path: ['yearlyPrice'], message: expect.stringContaining('comes from the English file') })]);
  });

  it('refuses a field the English file lacks, with the fields it has', () => {
    const merged = mergeTranslation(serviceSchema, service, { titel: 'SEO' });
    expect(merged.problems).toEqual([{ path: ['titel'], atKey: true, message: expect.stringContaining('did you mean "title"?') }]);
  });

  it('refuses a text that changes a figure or has a placeholder of its own', () => {
    const changed = mergeTranslation(serviceSchema, service, { sections: [{}, { text: '3 दिन में {site.phone.display} पर कॉल करें।' }] });
    expect(changed.problems[0]?.message).toBe('the English text has the figure 2 where the translation has 3; keep the English figures, in Latin digits');
    const added = mergeTranslation(serviceSchema, service, { sections: [{}, { text: '2 दिन में {site.phone.dispaly} पर कॉल करें।' }] });
    expect(added.problems[0]?.message).toBe('{site.phone.dispaly} is not a placeholder of the English text; did you mean "{site.phone.display}"?');
  });

  it('shows the English text where the translation lacks a placeholder or figure of it, and says so', () => {
    const lost = mergeTranslation(serviceSchema, service, { sections: [{}, { text: '2 दिन में हमें कॉल करें।' }] }, (text) => `[en]${text}`);
    expect(lost.problems).toEqual([]);
    expect(lost.incomplete).toEqual([
      {
        path: ['sections', 1, 'text'],
        message:
          'the English text has {site.phone.display}, which the translation lacks; write it in the translation too, where the sentence needs it; until then the English text shows',
      },
    ]);
    expect(lost.data).toHaveProperty('sections.1.text', '[en]Call us on {site.phone.display} within 2 days.');
    const dropped = mergeTranslation(serviceSchema, service, { sections: [{}, { text: 'दो दिन में {site.phone.display} पर कॉल करें।' }] });
    expect(dropped.incomplete[0]?.message).toContain('the English text has the figure 2, which the translation lacks');
  });

  it('matches lists item by item and refuses extra items', () => {
    const merged = mergeTranslation(serviceSchema, service, { sections: [{}, {}, { heading: 'तीसरा' }] });
    expect(merged.problems).toEqual([expect.objectContaining({ path: ['sections', 2], message: expect.stringContaining('the English list has 2 items and this one 3') })]);
  });
});

describe('fieldsOfKind', () => {
  it('finds the links of a file, for the Hindi pages to point at Hindi pages', () => {
    expect(fieldsOfKind(serviceSchema, service, 'link')).toEqual([{ path: ['sections', 1, 'action', 'href'], value: '/contact-us' }]);
  });
});

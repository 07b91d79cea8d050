import { describe, expect, it } from 'vitest';
import { fieldsOfKind, hashOf, overlayTranslation, type TranslationRecord } from '../../scripts/content/translation';
import { parseYamlSource } from '../../scripts/content/source';
import { faqGroupSchema } from '../../src/schemas/faq';
import { hostingPlanSchema } from '../../src/schemas/hosting-plan';
import { navigationSchema } from '../../src/schemas/navigation';
import { serviceSchema } from '../../src/schemas/service';
import type { z } from 'zod';

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

/** The translation written as YAML, laid over `english`; `recorded` is its translation record. */
function overlay(schema: z.ZodType, english: unknown, yaml: string, recorded: TranslationRecord = new Map()) {
  const source = parseYamlSource('hi.yaml', yaml);
  return overlayTranslation(schema, english, source.data, recorded, source);
}

describe('overlayTranslation', () => {
  it('lays the words over the English file and keeps its links, images and figures', () => {
    const laid = overlay(
      serviceSchema,
      service,
      'title: सर्च इंजन ऑप्टिमाइज़ेशन\nsections:\n  - heading: काम करने वाला SEO\n    image: { alt: सर्च पेज }\n  - text: "2 दिन में {site.phone.display} पर कॉल करें।"\n',
    );
    expect(laid.problems).toEqual([]);
    expect(laid.data).toMatchObject({
      slug: 'seo',
      title: 'सर्च इंजन ऑप्टिमाइज़ेशन',
      sections: [
        { type: 'banner', heading: 'काम करने वाला SEO', image: { src: 'media/services/seo.jpg', alt: 'सर्च पेज' } },
        { type: 'cta', heading: 'Ready?', text: '2 दिन में {site.phone.display} पर कॉल करें।', action: { href: '/contact-us' } },
      ],
    });
    expect(serviceSchema.safeParse(laid.data).success).toBe(true);
  });

  it('lists the words left out as untranslated, showing their English text, and never a link, an image or a slug', () => {
    const laid = overlay(serviceSchema, service, 'title: SEO सेवा\n');
    expect(laid.untranslated).toContainEqual(['summary']);
    expect(laid.untranslated).toContainEqual(['sections', 1, 'action', 'label']);
    expect(laid.english).toContainEqual(['seo', 'keywords', 0]);
    expect(laid.untranslated).not.toContainEqual(['sections', 0, 'image', 'src']);
    expect(laid.untranslated).not.toContainEqual(['slug']);
    expect(laid.data).toMatchObject({ summary: 'SEO that brings enquiries.', seo: { keywords: ['SEO Jaipur'] } });
  });

  it('refuses a link, an image or a price written in the translation, saying what to remove from a line that has more', () => {
    const laid = overlay(serviceSchema, service, 'sections:\n  - image:\n      src: media/other.jpg\n  - action: { label: संपर्क, href: /hi/contact-us }\n');
    expect(laid.problems).toEqual([
      expect.objectContaining({
        path: ['sections', 0, 'image', 'src'],
        message: expect.stringMatching(/^an image or media file comes from the English file.*; remove this line$/),
      }),
      expect.objectContaining({
        path: ['sections', 1, 'action', 'href'],
        message:
          'a link comes from the English file, so a translation leaves it out (it would have to be changed twice); remove "href: /hi/contact-us" from this line, and keep the rest of it',
      }),
    ]);
    const plan = overlay(hostingPlanSchema, { slug: 'basic', name: 'Basic', yearlyPrice: 2399, features: ['1 website'] }, 'yearlyPrice: 1999\n');
    expect(plan.problems).toEqual([expect.objectContaining({ path: ['yearlyPrice'], message: expect.stringContaining('comes from the English file') })]);
  });

  it('refuses a field the English file lacks, with the fields it has', () => {
    const laid = overlay(serviceSchema, service, 'titel: SEO\n');
    expect(laid.problems).toEqual([{ path: ['titel'], atKey: true, message: expect.stringContaining('did you mean "title"?') }]);
  });

  it('refuses a text that changes a figure or has a placeholder of its own', () => {
    const changed = overlay(serviceSchema, service, 'sections:\n  - {}\n  - text: "3 दिन में {site.phone.display} पर कॉल करें।"\n');
    expect(changed.problems[0]?.message).toBe('the English text has the figure 2 where the translation has 3; keep the English figures, in Latin digits');
    const added = overlay(serviceSchema, service, 'sections:\n  - {}\n  - text: "2 दिन में {site.phone.dispaly} पर कॉल करें।"\n');
    expect(added.problems[0]?.message).toBe('{site.phone.dispaly} is not a placeholder of the English text; did you mean "{site.phone.display}"?');
  });

  it('shows the English text where the translation lacks a placeholder or figure of it, and says so', () => {
    const lost = overlay(serviceSchema, service, 'sections:\n  - {}\n  - text: 2 दिन में हमें कॉल करें।\n');
    expect(lost.problems).toEqual([]);
    expect(lost.incomplete).toEqual([
      {
        path: ['sections', 1, 'text'],
        message:
          'the English text has {site.phone.display}, which the translation lacks; write it in the translation too, where the sentence needs it; until then the English text shows',
      },
    ]);
    expect(lost.data).toHaveProperty('sections.1.text', 'Call us on {site.phone.display} within 2 days.');
    expect(lost.english).toContainEqual(['sections', 1, 'text']);
  });
});

describe('a list with keys', () => {
  const navigation = (items: [string, string][]) => ({
    header: items.map(([label, href]) => ({ label, href })),
    mobile: [{ label: 'Home', href: '/' }],
    footer: {
      quickLinks: [{ label: 'Home', href: '/' }],
      services: [{ label: 'SEO', href: '/services/seo' }],
      legal: [{ label: 'Terms', href: '/terms-of-use' }],
    },
    cta: { label: 'Get a quote', href: '/contact-us' },
  });
  const hindi = 'header:\n  - { href: /about-us, label: हमारे बारे में }\n  - { href: /services, label: सेवाएँ }\n  - { href: /blog, label: ब्लॉग }\n';
  const english: [string, string][] = [
    ['About us', '/about-us'],
    ['Services', '/services'],
    ['Blog', '/blog'],
  ];

  it('matches each translated item by the link it names, wherever the English list puts it, and shows a new English item in English', () => {
    const moved = overlay(navigationSchema, navigation([['Careers', '/career'], ...english.slice().reverse()]), hindi);
    expect(moved.problems).toEqual([]);
    expect(moved.data).toHaveProperty('header', [
      { label: 'Careers', href: '/career' },
      { label: 'ब्लॉग', href: '/blog' },
      { label: 'सेवाएँ', href: '/services' },
      { label: 'हमारे बारे में', href: '/about-us' },
    ]);
    expect(moved.untranslated).toContainEqual(['header', 0, 'label']);
  });

  it('leaves out an item whose link the English list no longer has, with a warning that says which lines to delete', () => {
    const gone = overlay(navigationSchema, navigation(english.slice(0, 2)), hindi);
    expect(gone.problems).toEqual([]);
    expect(gone.warnings).toEqual([
      { path: ['header', 2], message: 'links to /blog, which no item of the English list has any more, so it is left out; delete line 4' },
    ]);
    expect(gone.data).toHaveProperty('header', [
      { label: 'हमारे बारे में', href: '/about-us' },
      { label: 'सेवाएँ', href: '/services' },
    ]);
  });
});

describe('a list without keys and the translation record', () => {
  const faqs = (questions: string[]) => ({ slug: 'seo', items: questions.map((question) => ({ question, answer: `About ${question}` })) });
  const hindi = 'items:\n  - question: पहला?\n    answer: पहले के बारे में\n  - question: दूसरा?\n    answer: दूसरे के बारे में\n';
  const recordOf = (english: string[]) => overlay(faqGroupSchema, faqs(english), hindi).record;
  const recorded = recordOf(['One?', 'Two?']);

  it('records what each text was translated from, with a hash of the translation', () => {
    expect(recorded.get('items.0.question')).toEqual({ en: 'One?', hi: hashOf('पहला?') });
    expect(recorded.get('items.1.answer')).toEqual({ en: 'About Two?', hi: hashOf('दूसरे के बारे में') });
  });

  it.each([
    ['at the start', ['New?', 'One?', 'Two?'], 0],
    ['in the middle', ['One?', 'New?', 'Two?'], 1],
    ['at the end', ['One?', 'Two?', 'New?'], 2],
  ])('keeps each translation beside the English item it translates when one is inserted %s, and shows the new one in English', (_, english, added) => {
    const laid = overlay(faqGroupSchema, faqs(english), hindi, recorded);
    const items = english.map((question) =>
      question === 'One?'
        ? { question: 'पहला?', answer: 'पहले के बारे में' }
        : question === 'Two?'
          ? { question: 'दूसरा?', answer: 'दूसरे के बारे में' }
          : { question, answer: `About ${question}` },
    );
    expect(laid.data).toEqual({ slug: 'seo', items });
    expect(laid.untranslated).toEqual([
      ['items', added, 'question'],
      ['items', added, 'answer'],
    ]);
    expect(laid.warnings).toEqual([]);
  });

  it('shows a text whose English text changed since it was translated in English, as stale, whatever else of the file changed', () => {
    const changed = {
      slug: 'seo',
      items: [
        { question: 'One?', answer: 'About One?' },
        { question: 'Two?', answer: 'All about Two?' },
      ],
    };
    const laid = overlay(faqGroupSchema, changed, hindi.replace('पहले के बारे में', 'पहले सवाल के बारे में'), recorded);
    expect(laid.data).toHaveProperty('items.1', { question: 'दूसरा?', answer: 'All about Two?' });
    expect(laid.stale).toEqual([{ path: ['items', 1, 'answer'], before: 'About Two?', after: 'All about Two?' }]);
    expect(laid.english).toEqual([['items', 1, 'answer']]);
    // The other text, changed in the translation, is recorded as translated from the English text beside it now.
    expect(laid.record.get('items.0.answer')).toEqual({ en: 'About One?', hi: hashOf('पहले सवाल के बारे में') });
    expect(laid.record.get('items.1.answer')).toEqual(recorded.get('items.1.answer'));
  });

  it('leaves out a translation whose English item is gone, with a warning that names it and the lines to delete', () => {
    const laid = overlay(faqGroupSchema, faqs(['Two?']), hindi, recorded);
    expect(laid.data).toEqual({ slug: 'seo', items: [{ question: 'दूसरा?', answer: 'दूसरे के बारे में' }] });
    expect(laid.warnings).toEqual([
      { path: ['items', 0], message: 'translates "One?", which the English list no longer has, so it is left out; delete lines 2–3' },
    ]);
  });
});

describe('fieldsOfKind', () => {
  it('finds the links of a file, for the Hindi pages to point at Hindi pages', () => {
    expect(fieldsOfKind(serviceSchema, service, 'link')).toEqual([{ path: ['sections', 1, 'action', 'href'], value: '/contact-us' }]);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildFaqGroup } from '../../tests/support/content-fixtures';
import { FaqSection } from './faq-section';

const group = buildFaqGroup();
// A Hindi group whose second answer has no translation yet: the content build says so in the item's `lang`.
const hindi = {
  slug: 'hindi',
  items: [
    { question: 'क्या आप सप्ताहांत में पढ़ाते हैं?', answer: 'हाँ, शनिवार और रविवार को।' },
    { question: 'क्या सर्टिफ़िकेट मिलता है?', answer: 'Every course ends with one.', lang: { answer: 'en-IN' } },
  ],
};
vi.mock('../content/faqs', () => ({ getFaqGroup: (slug: string) => [group, hindi].find((g) => g.slug === slug) }));

describe('FaqSection', () => {
  it('renders each question as a closed disclosure (details) whose summary is the question and whose body is the answer', () => {
    const { container } = render(<FaqSection type="faq" heading="Questions" group={group.slug} />);
    const { items } = group;
    const disclosures = [...container.querySelectorAll('details')];
    expect(disclosures).toHaveLength(items.length);
    expect(disclosures.every((details) => !details.open)).toBe(true);
    disclosures.forEach((details, index) => {
      expect(details.querySelector('summary h3')?.textContent).toBe(items[index]!.question);
      expect(details.querySelector(':scope > :not(summary)')?.textContent).toBe(items[index]!.answer);
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Questions' })).toBeTruthy();
  });

  it('sets lang on each text the data marks as another language, and on no other', () => {
    const { container } = render(<FaqSection type="faq" heading="Questions" group="hindi" lang={{ heading: 'en-IN' }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Questions' }).getAttribute('lang')).toBe('en-IN');
    expect([...container.querySelectorAll('[lang]')].map((element) => element.textContent)).toEqual(['Questions', 'Every course ends with one.']);
  });
});

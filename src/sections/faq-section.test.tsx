import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildFaqGroup } from '../../tests/support/content-fixtures';
import { FaqSection } from './faq-section';

const group = buildFaqGroup();
vi.mock('../content/faqs', () => ({ getFaqGroup: (slug: string) => (slug === group.slug ? group : undefined) }));

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
});

import { getFaqGroup } from '../content/faqs';
import type { SectionOf } from '../schemas/section';

export function FaqSection({ heading, group }: SectionOf<'faq'>) {
  const { items } = getFaqGroup(group);
  return (
    <section>
      <h2>{heading}</h2>
      {items.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}

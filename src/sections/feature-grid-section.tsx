import type { SectionOf } from '../schemas/section';

export function FeatureGridSection({ heading, lead, items }: SectionOf<'features'>) {
  return (
    <section>
      <h2>{heading}</h2>
      {lead && <p>{lead}</p>}
      <ul>
        {items.map((item) => (
          <li key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { SectionOf } from '../schemas/section';

export function BannerSection({ heading, lead }: SectionOf<'banner'>) {
  return (
    <section>
      <h1>{heading}</h1>
      {lead && <p>{lead}</p>}
    </section>
  );
}

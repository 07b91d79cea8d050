import { Island } from '../islands/island';
import { Section } from '../components/section';
import type { SectionOf } from '../schemas/section';
import { CycleList } from '../islands/cycle-list';

/** Items highlighted one after another every few seconds (an island that wakes when it comes into view). */
export function CycleSection({ heading, eyebrow, lead, intervalMs, items, tone = 'default', lang }: SectionOf<'cycle'>) {
  return (
    <Section heading={heading} eyebrow={eyebrow} lead={lead} align="center" tone={tone} lang={lang}>
      <Island name="cycle" component={CycleList} props={{ intervalMs, items }} hydrate="visible" />
    </Section>
  );
}

import { ButtonLink } from '../components/button';
import { TickList } from '../components/tick-list';
import { Section } from '../components/section';
import { HiddenName, Text } from '../components/text';
import { listHostingPlans } from '../content/hosting-plans';
import { useLocale } from '../components/page-locale';
import { formatRupees } from '../lib/format';
import type { HostingPlan } from '../schemas/hosting-plan';
import type { SectionOf } from '../schemas/section';
import styles from './pricing-section.module.css';

/** The yearly hosting plans from content/hosting-plans/, each with a join button. */
export function PricingSection({ heading, eyebrow, lead, periodLabel, featuredLabel, action, note, tone = 'muted', lang }: SectionOf<'pricing'>) {
  const locale = useLocale();
  return (
    <Section heading={heading} eyebrow={eyebrow} lead={lead} tone={tone} align="center" lang={lang}>
      <ul className={styles.list}>
        {listHostingPlans(locale).map((plan) => (
          <PlanCard key={plan.slug} plan={plan} periodLabel={periodLabel} featuredLabel={featuredLabel} action={action} lang={lang} />
        ))}
      </ul>
      {note && (
        <p className={styles.note} lang={lang?.note}>
          {note}
        </p>
      )}
    </Section>
  );
}

type PlanCardProps = { plan: HostingPlan } & Pick<SectionOf<'pricing'>, 'periodLabel' | 'featuredLabel' | 'action' | 'lang'>;

function PlanCard({ plan, periodLabel, featuredLabel, action, lang }: PlanCardProps) {
  return (
    <li className={`${styles.card} ${plan.isFeatured ? styles.featured : ''}`}>
      {plan.isFeatured && (
        <span className={styles.badge} lang={lang?.featuredLabel}>
          {featuredLabel}
        </span>
      )}
      <h3 className={styles.name} lang={plan.lang?.name}>
        {plan.name}
      </h3>
      <p className={styles.summary} lang={plan.lang?.summary}>
        {plan.summary}
      </p>
      <p className={styles.price}>
        <span className={styles.amount}>{formatRupees(plan.yearlyPrice)}</span>
        <span className={styles.period} lang={lang?.periodLabel}>
          {periodLabel}
        </span>
      </p>
      <TickList items={plan.features} className={styles.features} lang={plan.lang?.features} />
      <ButtonLink href={action.href} variant={plan.isFeatured ? 'primary' : 'secondary'} className={styles.button}>
        <Text lang={action.lang?.label}>{action.label}</Text>
        <HiddenName separator=" " lang={plan.lang?.name}>
          {plan.name}
        </HiddenName>
      </ButtonLink>
    </li>
  );
}

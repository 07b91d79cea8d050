import { ButtonLink } from '../components/button';
import { Headline } from '../components/headline';
import { TickList } from '../components/tick-list';
import type { SectionOf } from '../schemas/section';
import styles from './hosting-offer-section.module.css';

/** The headline hosting offer: a monthly price (filled in from content/prices.yaml by the content build), its extras and a button. */
export function HostingOfferSection({ eyebrow, heading, fromLabel, price, perMonthLabel, points, action, lang }: SectionOf<'hosting-offer'>) {
  return (
    <section className={styles.section}>
      <div className="container">
        <div className={styles.card}>
          <div className={styles.text}>
            <Headline level={2} eyebrow={eyebrow} heading={heading} lang={lang} classNames={styles} />
            <TickList items={points} size="large" className={styles.points} lang={lang?.points} />
          </div>
          <div className={styles.priceBox}>
            <p className={styles.from} lang={lang?.fromLabel}>
              {fromLabel}
            </p>
            <p className={styles.price}>
              <span className={styles.amount}>{price}</span>
              <span className={styles.period} lang={lang?.perMonthLabel}>
                {perMonthLabel}
              </span>
            </p>
            <ButtonLink href={action.href} size="large" lang={action.lang?.label}>
              {action.label}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}

import { ButtonLink } from '../components/button';
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
            {eyebrow && (
              <p className={styles.eyebrow} lang={lang?.eyebrow}>
                {eyebrow}
              </p>
            )}
            <h2 className={styles.heading} lang={lang?.heading}>
              {heading}
            </h2>
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

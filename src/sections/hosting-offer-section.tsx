import { ButtonLink } from '../components/button';
import { Icon } from '../components/icon';
import { formatRupees } from '../lib/format';
import type { SectionOf } from '../schemas/section';
import styles from './hosting-offer-section.module.css';

/** The headline hosting offer: a monthly price, its extras and a button. */
export function HostingOfferSection({ eyebrow, heading, fromLabel, monthlyPrice, perMonthLabel, points, action }: SectionOf<'hosting-offer'>) {
  return (
    <section className={styles.section}>
      <div className="container">
        <div className={styles.card}>
          <div className={styles.text}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <h2 className={styles.heading}>{heading}</h2>
            <ul className={styles.points}>
              {points.map((point) => (
                <li key={point}>
                  <Icon name="circle-check" size={22} className={styles.tick} />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.priceBox}>
            <p className={styles.from}>{fromLabel}</p>
            <p className={styles.price}>
              <span className={styles.amount}>{formatRupees(monthlyPrice)}</span>
              <span className={styles.period}>{perMonthLabel}</span>
            </p>
            <ButtonLink href={action.href} size="large">
              {action.label}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}

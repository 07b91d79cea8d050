import { Icon } from '../components/icon';
import { Island } from '../islands/island';
import { useLocale } from '../components/page-locale';
import { formatCount } from '../lib/format';
import type { SectionOf } from '../schemas/section';
import { CountUp } from '../islands/count-up';
import styles from './counters-section.module.css';

/** Figures that count up from 0 once they are half visible (each figure an island; at once under reduced motion). */
export function CountersSection({ heading, items, lang }: SectionOf<'counters'>) {
  const locale = useLocale();
  return (
    <section className={styles.section}>
      <div className="container">
        <h2 className="visually-hidden" lang={lang?.heading}>
          {heading}
        </h2>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.label} className={styles.item}>
              <span className={styles.icon}>
                <Icon name={item.icon} size={28} />
              </span>
              <Island name="countUp" component={CountUp} props={{ value: item.value, locale }} hydrate="visible" />
              <span className="visually-hidden">{formatCount(item.value, locale)}</span>
              <span className={styles.label} lang={item.lang?.label}>
                {item.label}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

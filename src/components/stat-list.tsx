import type { SectionOf } from '../schemas/section';
import styles from './stat-list.module.css';

export type StatListProps = {
  stats: SectionOf<'success-story'>['stats'];
  /** The list's layout and each figure's box and type. */
  classNames: { list?: string; stat?: string };
};

/** Figures with their labels: each label comes first for screen readers, the figure shows above it. */
export function StatList({ stats, classNames }: StatListProps) {
  return (
    <dl className={classNames.list}>
      {stats.map((stat) => (
        <div key={stat.label} className={[styles.stat, classNames.stat].filter(Boolean).join(' ')}>
          <dt lang={stat.lang?.label}>{stat.label}</dt>
          <dd className={styles.value} lang={stat.lang?.value}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

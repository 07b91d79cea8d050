/*
 * Leads per week by source over the last six months: a stacked bar chart drawn as SVG on the
 * server, each bar segment titled with its week, source and count, its legend, and a table of the
 * same numbers (newest week first, weeks without leads left out).
 */
import { useId } from 'react';
import type { WeeklyCounts } from '../../../src/schemas/server-page';
import dashboard from './dashboard.module.css';
import styles from './chart.module.css';

const WIDTH = 780;
const HEIGHT = 260;
const PAD = { top: 12, right: 8, bottom: 40, left: 36 };

/** The class of the n-th source's colour. */
const seriesClass = (n: number) => styles[`s${n}`];

export function LeadsChart({ data }: { data: WeeklyCounts }) {
  const weekTotals = data.counts.map((row) => row.reduce((a, b) => a + b, 0));
  const max = Math.max(1, ...weekTotals);
  const step = max <= 5 ? 1 : Math.ceil(max / 5);
  const top = Math.ceil(max / step) * step;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / data.weeks.length;
  const barW = Math.max(4, slot * 0.7);
  const y = (n: number) => PAD.top + plotH - (n / top) * plotH;
  const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step);
  const total = weekTotals.reduce((a, b) => a + b, 0);
  const titleId = useId();
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{`Leads per week by source: ${total} in the last ${data.weeks.length} weeks`}</title>
      {ticks.map((n) => (
        <g key={n}>
          <line className={styles.grid} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(n).toFixed(1)} y2={y(n).toFixed(1)} />
          <text className={styles.axis} x={PAD.left - 6} y={(y(n) + 4).toFixed(1)} textAnchor="end">
            {n}
          </text>
        </g>
      ))}
      {data.weeks.map((week, w) => {
        const x = PAD.left + w * slot + (slot - barW) / 2;
        let base = 0;
        return (
          <g key={week}>
            {data.sources.map((source, s) => {
              const n = data.counts[w]![s]!;
              if (n === 0) return null;
              const y1 = y(base + n);
              const h = y(base) - y1;
              base += n;
              return (
                <rect
                  key={source}
                  className={seriesClass(s)}
                  x={x.toFixed(1)}
                  y={y1.toFixed(1)}
                  width={barW.toFixed(1)}
                  height={h.toFixed(1)}
                  data-week={week}
                  data-source={source}
                  data-count={n}
                >
                  <title>{`Week of ${week}: ${n} from ${source}`}</title>
                </rect>
              );
            })}
            {w % 4 === 0 && (
              <text className={styles.axis} x={(x + barW / 2).toFixed(1)} y={HEIGHT - PAD.bottom + 16} textAnchor="middle">
                {week.slice(5)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

export function LeadsLegend({ data }: { data: WeeklyCounts }) {
  return (
    <ul className={styles.legend}>
      {data.sources.map((source, i) => (
        <li key={source}>
          <span className={`${styles.swatch} ${seriesClass(i)}`} aria-hidden="true" />
          {source}
        </li>
      ))}
    </ul>
  );
}

export function LeadsNumbers({ data }: { data: WeeklyCounts }) {
  const rows = data.weeks
    .map((week, w) => ({ week, row: data.counts[w]! }))
    .filter(({ row }) => row.some((n) => n > 0))
    .reverse();
  if (rows.length === 0) return <p>No leads in the last six months.</p>;
  return (
    <div className={dashboard.scroll}>
      <table className={`${dashboard.table} ${styles.numbers}`}>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            {data.sources.map((source) => (
              <th key={source} scope="col">
                {source}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ week, row }) => (
            <tr key={week}>
              <th scope="row">{week}</th>
              {row.map((n, i) => (
                <td key={data.sources[i]}>{n}</td>
              ))}
              <td>{row.reduce((a, b) => a + b, 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

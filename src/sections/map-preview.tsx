import { streetPlan, type PlanArea, type PlanLine } from '../lib/street-plan';
import styles from './map-preview.module.css';

export type MapPreviewProps = {
  /** What the plan is drawn from: the same seed, the same plan (the address's map link). */
  seed: string;
  className?: string;
};

const pointsOf = (points: [number, number][]) => points.map(([x, y]) => `${x},${y}`).join(' ');

const LINE_CLASS: Record<PlanLine['kind'], string | undefined> = { main: styles.main, street: styles.street, lane: styles.lane };
const AREA_CLASS: Record<PlanArea['kind'], string | undefined> = { park: styles.park, water: styles.water, block: styles.block };

/**
 * A stylised street plan with the office's pin in the middle (src/lib/street-plan.ts), drawn into
 * the page at build time: a picture of where the map will be, in the site's colours and theme,
 * that costs no request. It says nothing a screen reader needs: the address is written beside it.
 */
export function MapPreview({ seed, className }: MapPreviewProps) {
  const plan = streetPlan(seed);
  const [mx, my] = plan.marker;
  const lines = (kinds: PlanLine['kind'][]) =>
    plan.lines
      .filter((line) => kinds.includes(line.kind))
      .map((line, i) => <polyline key={i} points={pointsOf(line.points)} className={LINE_CLASS[line.kind]} />);
  return (
    <svg
      viewBox={`0 0 ${plan.width} ${plan.height}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className={className ? `${styles.plan} ${className}` : styles.plan}
    >
      <rect width={plan.width} height={plan.height} className={styles.land} />
      {plan.areas
        .filter((area) => area.kind !== 'block')
        .map((area) => (
          <polygon key={area.kind} points={pointsOf(area.points)} className={AREA_CLASS[area.kind]} />
        ))}
      {lines(['lane', 'street'])}
      {plan.areas
        .filter((area) => area.kind === 'block')
        .map((area) => (
          <polygon key={area.kind} points={pointsOf(area.points)} className={AREA_CLASS[area.kind]} />
        ))}
      {plan.lines
        .filter((line) => line.kind === 'main')
        .map((line, i) => (
          <polyline key={i} points={pointsOf(line.points)} className={styles.mainCasing} />
        ))}
      {lines(['main'])}
      <circle cx={mx} cy={my} r={34} className={styles.halo} />
      <path d={`M${mx} ${my + 4}c-14-16-22-26-22-37a22 22 0 0 1 44 0c0 11-8 21-22 37z`} className={styles.pin} />
      <circle cx={mx} cy={my - 33} r={8} className={styles.pinDot} />
    </svg>
  );
}

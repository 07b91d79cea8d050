/*
 * A stylised street plan around a point, for the contact page's map preview: drawn at build time
 * from the address itself (its map link seeds the layout), so the page shows a map-like picture
 * without asking a map server anything. It is a picture of "a street corner with us on it", not
 * a map to navigate by: the real map is one click away.
 */

/** A polyline in the plan's coordinates (0..WIDTH, 0..HEIGHT). */
export type PlanLine = { points: [number, number][]; kind: 'main' | 'street' | 'lane' };
export type PlanArea = { points: [number, number][]; kind: 'park' | 'water' | 'block' };
export type StreetPlan = { width: number; height: number; lines: PlanLine[]; areas: PlanArea[]; marker: [number, number] };

export const PLAN_WIDTH = 800;
export const PLAN_HEIGHT = 450;

/** A 32-bit FNV-1a hash: the same text always gives the same plan. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** mulberry32: a small seeded generator, so the build draws the same plan every time. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The plan around `seed`'s place: a grid of streets turned a little, a main road past the marker, a park and a pond. */
export function streetPlan(seed: string): StreetPlan {
  const random = generator(hash(seed));
  const between = (low: number, high: number) => low + random() * (high - low);
  const cx = PLAN_WIDTH / 2;
  const cy = PLAN_HEIGHT / 2;
  const angle = between(-0.35, 0.35);
  const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
  const [vx, vy] = [-uy, ux];
  const reach = Math.hypot(PLAN_WIDTH, PLAN_HEIGHT);
  /** A point `along` the u axis and `across` the v axis from the centre. */
  const at = (along: number, across: number): [number, number] => [round(cx + ux * along + vx * across), round(cy + uy * along + vy * across)];

  const lines: PlanLine[] = [];
  // Streets both ways, at irregular spacing; every third a wider street, the rest lanes.
  for (const axis of ['u', 'v'] as const) {
    let offset = -reach / 2 + between(0, 40);
    let count = 0;
    while (offset < reach / 2) {
      const kind = count % 3 === 1 ? 'street' : 'lane';
      lines.push({ kind, points: axis === 'u' ? [at(-reach, offset), at(reach, offset)] : [at(offset, -reach), at(offset, reach)] });
      offset += between(58, 96);
      count++;
    }
  }
  // The main road bends once as it passes just below the marker's block (so the pin stands clear of it).
  const road = 46;
  const bend = between(-0.25, 0.25);
  lines.push({ kind: 'main', points: [at(-reach, road - reach * bend), at(0, road), at(reach, road + reach * bend * 0.4)] });

  const blob = (centre: [number, number], radius: number, corners: number): [number, number][] =>
    Array.from({ length: corners }, (_, i) => {
      const turn = (i / corners) * Math.PI * 2;
      const r = radius * between(0.75, 1.15);
      return [round(centre[0] + Math.cos(turn) * r * 1.3), round(centre[1] + Math.sin(turn) * r)];
    });
  const areas: PlanArea[] = [
    { kind: 'park', points: blob(at(between(-300, -170), -between(80, 130)), between(46, 66), 9) },
    { kind: 'water', points: blob(at(between(170, 300), between(100, 150)), between(30, 44), 8) },
    // The block the marker stands on, beside the main road.
    { kind: 'block', points: [at(-40, road - 12), at(40, road - 12), at(40, road - 72), at(-40, road - 72)] },
  ];
  return { width: PLAN_WIDTH, height: PLAN_HEIGHT, lines, areas, marker: at(0, road - 30) };
}

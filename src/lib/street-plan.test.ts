import { describe, expect, it } from 'vitest';
import { PLAN_HEIGHT, PLAN_WIDTH, streetPlan } from './street-plan';

const HEAD_OFFICE = 'https://www.openstreetmap.org/?mlat=26.9630&mlon=75.7711#map=16/26.9630/75.7711';

describe('streetPlan', () => {
  it('draws the same plan for the same address, build after build', () => {
    expect(streetPlan(HEAD_OFFICE)).toEqual(streetPlan(HEAD_OFFICE));
  });

  it('draws another plan for another address', () => {
    expect(streetPlan('https://www.openstreetmap.org/?mlat=26.8549&mlon=75.8050')).not.toEqual(streetPlan(HEAD_OFFICE));
  });

  it('puts the pin near the middle of the picture, on its block, beside one main road, with streets across the whole picture', () => {
    const plan = streetPlan(HEAD_OFFICE);
    const [x, y] = plan.marker;
    expect(Math.abs(x - PLAN_WIDTH / 2)).toBeLessThan(20);
    expect(Math.abs(y - PLAN_HEIGHT / 2)).toBeLessThan(40);
    expect(plan.lines.filter((line) => line.kind === 'main')).toHaveLength(1);
    expect(plan.areas.map((area) => area.kind).sort()).toEqual(['block', 'park', 'water']);
    const block = plan.areas.find((area) => area.kind === 'block')!.points;
    expect(x).toBeGreaterThan(Math.min(...block.map(([bx]) => bx)));
    expect(x).toBeLessThan(Math.max(...block.map(([bx]) => bx)));
    expect(y).toBeGreaterThan(Math.min(...block.map(([, by]) => by)));
    expect(y).toBeLessThan(Math.max(...block.map(([, by]) => by)));
    // Streets both ways: enough to cover 800 × 450 at 58-96 px apart.
    expect(plan.lines.filter((line) => line.kind !== 'main').length).toBeGreaterThan(14);
  });
});

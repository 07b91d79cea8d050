/*
 * Leads per week by source over the last six months (26 weeks, Monday to Sunday, UTC): the counts
 * the dashboard's chart and table show (server/pages/leads/leads-chart.tsx).
 */
import { sourceLabel } from '../../src/lib/lead-source';
import type { StoredEnquiry } from '../../src/schemas/records';
import type { WeeklyCounts } from '../../src/schemas/server-page';

export const CHART_WEEKS = 26;
/** Sources drawn in their own colour; the rest are summed as 'other'. */
const MAX_SOURCES = 5;
const DAY_MS = 86_400_000;

/** The Monday 00:00 UTC of the week `date` falls in. */
export function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** The first moment the chart covers, for the query: the Monday 25 weeks before this week's. */
export function chartStart(now: Date): Date {
  return new Date(weekStart(now).getTime() - (CHART_WEEKS - 1) * 7 * DAY_MS);
}

export function weeklyBySource(enquiries: StoredEnquiry[], now: Date): WeeklyCounts {
  const start = chartStart(now).getTime();
  const weeks = Array.from({ length: CHART_WEEKS }, (_, i) => new Date(start + i * 7 * DAY_MS).toISOString().slice(0, 10));
  const totals = new Map<string, number>();
  const placed: { week: number; source: string }[] = [];
  for (const e of enquiries) {
    const week = Math.floor((Date.parse(e.createdAt) - start) / (7 * DAY_MS));
    if (week < 0 || week >= CHART_WEEKS) continue;
    const source = sourceLabel(e.attribution);
    totals.set(source, (totals.get(source) ?? 0) + 1);
    placed.push({ week, source });
  }
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([s]) => s);
  const shown = ranked.length > MAX_SOURCES ? [...ranked.slice(0, MAX_SOURCES - 1), 'other'] : ranked;
  const counts = weeks.map(() => shown.map(() => 0));
  for (const { week, source } of placed) {
    const index = shown.indexOf(source);
    counts[week]![index === -1 ? shown.length - 1 : index]! += 1;
  }
  return { weeks, sources: shown, counts };
}

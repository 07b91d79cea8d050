/*
 * Leads per week by source over the last six months (26 weeks, Monday to Sunday, UTC): the counts,
 * and a stacked bar chart of them as SVG made on the server, with a table of the same numbers.
 */
import { sourceLabel } from '../attribution';
import type { StoredEnquiry } from '../db/enquiries-repo';
import { escapeHtml } from '../../src/lib/escape-html';

export const CHART_WEEKS = 26;
/** Sources drawn in their own colour; the rest are summed as 'other'. */
const MAX_SOURCES = 5;
const DAY_MS = 86_400_000;

export type WeeklyCounts = {
  /** The Monday (YYYY-MM-DD) each week starts on, oldest first. */
  weeks: string[];
  /** Sources by their total, largest first; 'other' last when there are more than MAX_SOURCES. */
  sources: string[];
  /** counts[week][source] */
  counts: number[][];
};

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

const WIDTH = 780;
const HEIGHT = 260;
const PAD = { top: 12, right: 8, bottom: 40, left: 36 };

/** The chart as an SVG element, each bar segment titled with its week, source and count. */
export function renderChartSvg(data: WeeklyCounts): string {
  const weekTotals = data.counts.map((row) => row.reduce((a, b) => a + b, 0));
  const max = Math.max(1, ...weekTotals);
  const step = max <= 5 ? 1 : Math.ceil(max / 5);
  const top = Math.ceil(max / step) * step;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / data.weeks.length;
  const barW = Math.max(4, slot * 0.7);
  const y = (n: number) => PAD.top + plotH - (n / top) * plotH;
  const parts: string[] = [];
  for (let n = 0; n <= top; n += step) {
    parts.push(`<line class="grid" x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${y(n).toFixed(1)}" y2="${y(n).toFixed(1)}"/>`);
    parts.push(`<text class="axis" x="${PAD.left - 6}" y="${(y(n) + 4).toFixed(1)}" text-anchor="end">${n}</text>`);
  }
  data.weeks.forEach((week, w) => {
    const x = PAD.left + w * slot + (slot - barW) / 2;
    let base = 0;
    data.sources.forEach((source, s) => {
      const n = data.counts[w]![s]!;
      if (n === 0) return;
      const y1 = y(base + n);
      const h = y(base) - y1;
      parts.push(
        `<rect class="s${s}" x="${x.toFixed(1)}" y="${y1.toFixed(1)}" width="${barW.toFixed(1)}" height="${h.toFixed(1)}" data-week="${week}" data-source="${escapeHtml(source)}" data-count="${n}"><title>${escapeHtml(`Week of ${week}: ${n} from ${source}`)}</title></rect>`,
      );
      base += n;
    });
    if (w % 4 === 0)
      parts.push(`<text class="axis" x="${(x + barW / 2).toFixed(1)}" y="${HEIGHT - PAD.bottom + 16}" text-anchor="middle">${week.slice(5)}</text>`);
  });
  const total = weekTotals.reduce((a, b) => a + b, 0);
  return `<svg class="chart" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="chart-title" xmlns="http://www.w3.org/2000/svg">
<title id="chart-title">Leads per week by source: ${total} in the last ${CHART_WEEKS} weeks</title>
${parts.join('\n')}
</svg>`;
}

export function renderLegend(data: WeeklyCounts): string {
  return `<ul class="legend">${data.sources.map((s, i) => `<li><span class="swatch s${i}" aria-hidden="true"></span>${escapeHtml(s)}</li>`).join('')}</ul>`;
}

/** The same numbers as a table, newest week first, weeks without leads left out. */
export function renderChartTable(data: WeeklyCounts): string {
  const head = `<tr><th scope="col">Week of</th>${data.sources.map((s) => `<th scope="col">${escapeHtml(s)}</th>`).join('')}<th scope="col">Total</th></tr>`;
  const rows = data.weeks
    .map((week, w) => ({ week, row: data.counts[w]! }))
    .filter(({ row }) => row.some((n) => n > 0))
    .reverse()
    .map(({ week, row }) => `<tr><th scope="row">${week}</th>${row.map((n) => `<td>${n}</td>`).join('')}<td>${row.reduce((a, b) => a + b, 0)}</td></tr>`);
  if (rows.length === 0) return '<p>No leads in the last six months.</p>';
  return `<div class="scroll"><table class="chart-table"><thead>${head}</thead><tbody>${rows.join('')}</tbody></table></div>`;
}

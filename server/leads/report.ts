/*
 * Leads as reports: the CSV export (npm run enquiries -- --csv, and the dashboard's download) and
 * leads per month per source, landing page or campaign (--by).
 */
import type { Attribution } from '../../src/schemas/records';
import { sourceLabel } from '../../src/lib/lead-source';
import type { StoredEnquiry } from '../db/enquiries-repo';
import { printable } from './printable';

type CsvRow = Omit<StoredEnquiry, 'attribution'> & Omit<Attribution, never> & { cameFrom: string };

const COLUMNS: (keyof CsvRow)[] = [
  'createdAt',
  'source',
  'locale',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'consentVersion',
  'consentAt',
  'mailRequestedAt',
  'cameFrom',
  'landingPage',
  'referrer',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'gclid',
  'formPage',
  'id',
];

const csvRow = (e: StoredEnquiry): CsvRow => ({ ...e, ...e.attribution, cameFrom: sourceLabel(e.attribution) });

/**
 * One CSV cell. A leading = + - @ is defused so a spreadsheet shows the text instead of running it;
 * control characters other than line breaks and tabs are shown as stand-ins.
 */
export function csvCell(value: string | null): string {
  let text = printable(value ?? '', true);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(enquiries: StoredEnquiry[]): string {
  const lines = [
    COLUMNS.join(','),
    ...enquiries.map((e) => {
      const row = csvRow(e);
      return COLUMNS.map((c) => csvCell(row[c])).join(',');
    }),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export type GroupBy = 'source' | 'page' | 'campaign';
export const GROUP_BY: GroupBy[] = ['source', 'page', 'campaign'];
const GROUPS: Record<GroupBy, (e: StoredEnquiry) => string> = {
  source: (e) => sourceLabel(e.attribution),
  page: (e) => e.attribution.landingPage ?? '(unknown)',
  campaign: (e) => e.attribution.utmCampaign ?? '(none)',
};

/** Leads per month (newest first) per group, as a table. */
export function byTable(enquiries: StoredEnquiry[], by: GroupBy): string {
  if (enquiries.length === 0) return 'No enquiries yet.\n';
  const counts = new Map<string, Map<string, number>>();
  for (const e of enquiries) {
    const month = e.createdAt.slice(0, 7);
    const group = printable(GROUPS[by](e));
    const row = counts.get(month) ?? new Map<string, number>();
    row.set(group, (row.get(group) ?? 0) + 1);
    counts.set(month, row);
  }
  const width = Math.max(by.length, ...[...counts.values()].flatMap((row) => [...row.keys()].map((k) => k.length)));
  const lines = [`month    ${by.padEnd(width)}  leads`];
  for (const month of [...counts.keys()].sort().reverse()) {
    const row = counts.get(month)!;
    for (const [group, n] of [...row.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
      lines.push(`${month}  ${group.padEnd(width)}  ${String(n).padStart(5)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

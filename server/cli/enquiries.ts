/*
 * npm run enquiries: the leads, newest first, from the database the server uses (DATABASE_URL, or
 * the SQLite file in SQLITE_FILE).
 *
 *   npm run enquiries                       a readable list, with what became of each one's e-mails
 *   npm run enquiries -- --csv > leads.csv  every field as CSV (spreadsheet-safe)
 *   --since 2026-11-01   only enquiries from that day on      --limit 50   at most 50
 *   npm run enquiries -- --export EMAIL     everything kept about an address, as JSON
 *   npm run enquiries -- --erase EMAIL      erase it (a salted hash of the address is kept as proof)
 *   npm run enquiries -- --by source        leads per month per source (also --by page: the landing
 *                                           page, --by campaign: utm_campaign)
 *
 * Control characters in stored text are printed as visible stand-ins (leads/printable.ts).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../clock';
import { openDatabase } from '../db/connection';
import { listEnquiries, type StoredEnquiry } from '../db/enquiries-repo';
import { listMailStatesFor, type MailState } from '../db/outbox-repo';
import { byTable, GROUP_BY, toCsv, type GroupBy } from '../leads/report';
import { migrate } from '../db/migrate';
import { parseEnv } from '../env';
import { sourceLabel } from '../../src/lib/lead-source';
import { collectPersonalData, erasePersonalData } from '../data-rights';
import { languageName } from '../leads/language';
import { printable, printableJson } from '../leads/printable';

/** What became of one e-mail, in the dashboard's words. */
function mailLine(mail: MailState): string {
  const said = mail.lastError === null ? '' : `; the SMTP server said: ${printable(mail.lastError)}`;
  const state =
    mail.status === 'sent'
      ? `sent ${mail.sentAt ?? ''}`
      : mail.status === 'failed'
        ? `not delivered, given up after ${mail.attempts} tries${said}`
        : mail.lastError !== null
          ? `failed, will retry at ${mail.nextAttemptAt} (${mail.attempts} tries)${said}`
          : 'waiting to be sent';
  return `  Mail: ${mail.kind} to ${printable(mail.to)}: ${state}`;
}

function toText(enquiries: { enquiry: StoredEnquiry; mails: MailState[] }[]): string {
  if (enquiries.length === 0) return 'No enquiries yet.\n';
  return `${enquiries
    .map(({ enquiry: e, mails }) =>
      [
        `${e.createdAt}  ${printable(e.name)} <${printable(e.email)}>  ${printable(e.phone)}  (${e.source})`,
        ...(e.subject ? [`  Subject: ${printable(e.subject)}`] : []),
        ...printable(e.message, true)
          .split('\n')
          .map((line) => `  ${line}`),
        `  Consent: privacy policy ${e.consentVersion} at ${e.consentAt}   Ref: ${e.id}`,
        `  Came from: ${printable(sourceLabel(e.attribution))}   Landing: ${printable(e.attribution.landingPage ?? 'unknown')}   Form on: ${printable(e.attribution.formPage ?? 'unknown')}   Language: ${languageName(e.locale)}`,
        ...(mails.length === 0 ? ['  Mail: none'] : mails.map(mailLine)),
      ].join('\n'),
    )
    .join('\n\n')}\n\n${enquiries.length} enquir${enquiries.length === 1 ? 'y' : 'ies'}\n`;
}

const { values } = parseArgs({
  options: {
    csv: { type: 'boolean', default: false },
    since: { type: 'string' },
    limit: { type: 'string' },
    by: { type: 'string' },
    export: { type: 'string' },
    erase: { type: 'string' },
  },
});
if (values.by !== undefined && !GROUP_BY.includes(values.by as GroupBy)) {
  console.error(`--by: "${values.by}" is not one of source, page, campaign`);
  process.exit(2);
}
if (values.since !== undefined && Number.isNaN(Date.parse(values.since))) {
  console.error(`--since: "${values.since}" is not a date (use YYYY-MM-DD)`);
  process.exit(2);
}
const limit = values.limit === undefined ? undefined : Number(values.limit);
if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
  console.error(`--limit: "${values.limit}" is not a positive whole number`);
  process.exit(2);
}

const env = parseEnv(process.env);
const db = openDatabase({ url: env.DATABASE_URL, sqliteFile: path.resolve(env.SQLITE_FILE), poolSize: 1 });
try {
  // A fresh install has no tables yet: create them, so the answer is "no enquiries", not an error.
  await migrate(db, systemClock);
  if (values.export !== undefined) {
    process.stdout.write(`${printableJson(await collectPersonalData(db, values.export, new Date()))}\n`);
  } else if (values.erase !== undefined) {
    const erased = await erasePersonalData(db, values.erase, 'cli', new Date());
    process.stdout.write(
      `Erased ${erased.enquiries} enquiries, ${erased.subscriptions} subscriptions and ${erased.mails} e-mails of that address; a salted hash of it is kept as proof.\n`,
    );
  } else {
    const since = values.since ? new Date(values.since).toISOString() : undefined;
    const enquiries = await listEnquiries(db, { since, limit });
    if (values.by) process.stdout.write(byTable(enquiries, values.by as GroupBy));
    else if (values.csv) process.stdout.write(toCsv(enquiries));
    else process.stdout.write(toText(await Promise.all(enquiries.map(async (enquiry) => ({ enquiry, mails: await listMailStatesFor(db, enquiry.id) })))));
  }
} finally {
  await db.close();
}

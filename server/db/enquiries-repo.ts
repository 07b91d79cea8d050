/*
 * Enquiries (leads), the consent stored with each, and their retention. All SQL is parameterised;
 * the columns come from the shape in src/schemas/records.ts.
 */
import { attributionSchema, enquiryRecordSchema, NO_ATTRIBUTION, type Attribution, type StoredEnquiry } from '../../src/schemas/records';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src/lib/locale';
import type { Queryable, Row } from './connection';
import { columnsOf, fieldsOf, insertOf } from './rows';

export type { EnquirySource, StoredEnquiry } from '../../src/schemas/records';

/** An enquiry to store: `attribution` and `locale` are absent for one stored without a request (tests, imports), which counts as English. */
export type NewEnquiry = Omit<StoredEnquiry, 'attribution' | 'mailRequestedAt' | 'locale'> & { attribution?: Attribution; locale?: Locale };

const ENQUIRY_COLUMNS = columnsOf(enquiryRecordSchema.omit({ attribution: true }));
const ATTRIBUTION_COLUMNS = columnsOf(attributionSchema);

const fromRow = (row: Row): StoredEnquiry => enquiryRecordSchema.parse({ ...fieldsOf(row, ENQUIRY_COLUMNS), attribution: fieldsOf(row, ATTRIBUTION_COLUMNS) });

export async function insertEnquiry(db: Queryable, e: NewEnquiry): Promise<void> {
  const { attribution = NO_ATTRIBUTION, locale = DEFAULT_LOCALE, ...fields } = e;
  const { sql, values } = insertOf('enquiries', new Map([...ENQUIRY_COLUMNS, ...ATTRIBUTION_COLUMNS]), { ...fields, locale, ...attribution });
  await db.run(sql, values);
}

/**
 * The enquiry a /sendmail.php call follows up: the latest one from the same e-mail and phone since
 * `since` whose mail was not yet asked for. The site's forms call the enquiry API, then the mail API.
 */
export async function findEnquiryAwaitingMail(db: Queryable, email: string, phone: string, since: string): Promise<string | null> {
  const rows = await db.all<{ id: string }>(
    `SELECT id FROM enquiries
     WHERE email = ? AND phone = ? AND created_at >= ? AND mail_requested_at IS NULL
     ORDER BY created_at DESC LIMIT 1`,
    [email, phone, since],
  );
  return rows[0]?.id ?? null;
}

export async function markMailRequested(db: Queryable, id: string, subject: string, at: string): Promise<void> {
  await db.run('UPDATE enquiries SET mail_requested_at = ?, subject = COALESCE(subject, ?) WHERE id = ?', [at, subject, id]);
}

export async function listEnquiries(db: Queryable, options: { limit?: number; since?: string } = {}): Promise<StoredEnquiry[]> {
  const rows = await db.all(`SELECT * FROM enquiries WHERE created_at >= ? ORDER BY created_at DESC, id DESC LIMIT ?`, [
    options.since ?? '',
    options.limit ?? 1_000_000,
  ]);
  return rows.map(fromRow);
}

export type EnquiryFilter = { q?: string; from?: string; to?: string; limit?: number };

/** `%` and `_` in a visitor's search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Enquiries newest first whose name, e-mail, phone, subject or message holds `q` (any case), made
 * on or after `from` and before `to` (ISO times).
 */
export async function searchEnquiries(db: Queryable, filter: EnquiryFilter): Promise<StoredEnquiry[]> {
  const where = ['created_at >= ?', 'created_at < ?'];
  const params: unknown[] = [filter.from ?? '', filter.to ?? '9999'];
  if (filter.q) {
    const columns = ['name', 'email', 'phone', 'subject', 'message'];
    where.push(`(${columns.map((c) => `LOWER(COALESCE(${c}, '')) LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    params.push(...columns.map(() => likePattern(filter.q!)));
  }
  params.push(filter.limit ?? 1_000_000);
  const rows = await db.all(`SELECT * FROM enquiries WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ?`, params);
  return rows.map(fromRow);
}

export async function getEnquiry(db: Queryable, id: string): Promise<StoredEnquiry | null> {
  const rows = await db.all('SELECT * FROM enquiries WHERE id = ?', [id]);
  return rows[0] ? fromRow(rows[0]) : null;
}

/** Every enquiry from an address (any case), oldest first. `email` is in lower case. */
export async function listEnquiriesFrom(db: Queryable, email: string): Promise<StoredEnquiry[]> {
  const rows = await db.all('SELECT * FROM enquiries WHERE LOWER(email) = ? ORDER BY created_at', [email]);
  return rows.map(fromRow);
}

/** Erases every enquiry from an address (`email` in lower case); resolves to how many. */
export async function deleteEnquiriesFrom(db: Queryable, email: string): Promise<number> {
  return db.run('DELETE FROM enquiries WHERE LOWER(email) = ?', [email]);
}

export async function deleteEnquiry(db: Queryable, id: string): Promise<void> {
  await db.run('DELETE FROM enquiries WHERE id = ?', [id]);
}

/**
 * An address whose enquiries reach the end of their retention period: how many, the oldest one's
 * start, and the language its notice speaks (Hindi when any of them came from a Hindi page).
 */
export type DueForNotice = { email: string; count: number; oldest: string; locale: Locale };

/** The addresses with enquiries kept since `cutoff` or before whose retention notice has not gone out. */
export async function listDueForNotice(db: Queryable, cutoff: string): Promise<DueForNotice[]> {
  const rows = await db.all<{ email: string; n: number | string; oldest: string; locale: string }>(
    // MAX: 'hi' sorts after 'en'.
    `SELECT LOWER(email) AS email, COUNT(*) AS n, MIN(COALESCE(retain_from, created_at)) AS oldest, MAX(locale) AS locale FROM enquiries
     WHERE COALESCE(retain_from, created_at) <= ? AND retention_notice_at IS NULL GROUP BY LOWER(email)`,
    [cutoff],
  );
  return rows.map((row) => ({ email: row.email, count: Number(row.n), oldest: row.oldest, locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE }));
}

/** Records that the notice for an address's enquiries kept since `cutoff` or before went out `at`. */
export async function markNoticed(db: Queryable, email: string, cutoff: string, at: string): Promise<void> {
  await db.run(
    `UPDATE enquiries SET retention_notice_at = ? WHERE LOWER(email) = ? AND COALESCE(retain_from, created_at) <= ? AND retention_notice_at IS NULL`,
    [at, email, cutoff],
  );
}

/** Enquiries kept since `keptBefore` or earlier whose notice went out at `noticedBefore` or earlier. */
export async function listExpired(db: Queryable, keptBefore: string, noticedBefore: string): Promise<{ id: string; email: string }[]> {
  return db.all<{ id: string; email: string }>(
    `SELECT id, LOWER(email) AS email FROM enquiries WHERE COALESCE(retain_from, created_at) <= ? AND retention_notice_at IS NOT NULL AND retention_notice_at <= ?`,
    [keptBefore, noticedBefore],
  );
}

/** Starts a new retention period `at` for every enquiry from an address (`email` in lower case); resolves to how many. */
export async function restartRetention(db: Queryable, email: string, at: string): Promise<number> {
  return db.run('UPDATE enquiries SET retain_from = ?, retention_notice_at = NULL WHERE LOWER(email) = ?', [at, email]);
}

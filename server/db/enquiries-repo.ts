/* Enquiries (leads) and the consent stored with each. All SQL is parameterised. */
import { NO_ATTRIBUTION, type Attribution } from '../attribution';
import type { Queryable } from './connection';

export type EnquirySource = 'enquiry' | 'sendmail' | 'form-home' | 'form-contact';

export type NewEnquiry = {
  id: string;
  createdAt: string;
  source: EnquirySource;
  name: string;
  email: string;
  phone: string;
  subject: string | null;
  message: string;
  consentVersion: string;
  consentAt: string;
  /** Where the lead came from; absent for an enquiry stored without a request (tests, imports). */
  attribution?: Attribution;
};

export type StoredEnquiry = Omit<NewEnquiry, 'attribution'> & { attribution: Attribution; mailRequestedAt: string | null };

type EnquiryRow = {
  id: string;
  created_at: string;
  source: EnquirySource;
  name: string;
  email: string;
  phone: string;
  subject: string | null;
  message: string;
  consent_version: string;
  consent_at: string;
  mail_requested_at: string | null;
  landing_page: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  gclid: string | null;
  form_page: string | null;
};

const fromRow = (row: EnquiryRow): StoredEnquiry => ({
  id: row.id,
  createdAt: row.created_at,
  source: row.source,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  consentVersion: row.consent_version,
  consentAt: row.consent_at,
  mailRequestedAt: row.mail_requested_at,
  attribution: {
    landingPage: row.landing_page,
    referrer: row.referrer,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    utmTerm: row.utm_term,
    utmContent: row.utm_content,
    gclid: row.gclid,
    formPage: row.form_page,
  },
});

export async function insertEnquiry(db: Queryable, e: NewEnquiry): Promise<void> {
  const a = e.attribution ?? NO_ATTRIBUTION;
  await db.run(
    `INSERT INTO enquiries (id, created_at, source, name, email, phone, subject, message, consent_version, consent_at,
       landing_page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, form_page)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      e.id,
      e.createdAt,
      e.source,
      e.name,
      e.email,
      e.phone,
      e.subject,
      e.message,
      e.consentVersion,
      e.consentAt,
      a.landingPage,
      a.referrer,
      a.utmSource,
      a.utmMedium,
      a.utmCampaign,
      a.utmTerm,
      a.utmContent,
      a.gclid,
      a.formPage,
    ],
  );
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
  const rows = await db.all<EnquiryRow>(`SELECT * FROM enquiries WHERE created_at >= ? ORDER BY created_at DESC, id DESC LIMIT ?`, [
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
  const rows = await db.all<EnquiryRow>(`SELECT * FROM enquiries WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ?`, params);
  return rows.map(fromRow);
}

export async function getEnquiry(db: Queryable, id: string): Promise<StoredEnquiry | null> {
  const rows = await db.all<EnquiryRow>('SELECT * FROM enquiries WHERE id = ?', [id]);
  return rows[0] ? fromRow(rows[0]) : null;
}

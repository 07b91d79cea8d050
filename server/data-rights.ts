/*
 * Each visitor's data rights: what is kept about an e-mail address (its export), its erasure, and
 * the signed, single-use, expiring links that let the person behind the address ask for either.
 *
 * A link's token is `id.expiry.signature`: the signature is an HMAC-SHA256 of the id and expiry
 * with a secret the server makes once and keeps in the database; the id names a data_links row,
 * which is marked used by the first download or erasure (a conditional update, so two clicks
 * cannot both use it). An erasure removes the address's enquiries, newsletter subscription,
 * queued mail and links, and keeps only a salted SHA-256 of the address to show it was done.
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { DEFAULT_LOCALE, localizePath, type Locale } from '../src/lib/locale';
import { paths } from '../src/lib/paths';
import type { StoredEnquiry } from '../src/schemas/records';
import type { Database, Queryable } from './db/connection';
import {
  deleteLinksOf,
  findLiveLink,
  insertDataLink,
  insertErasure,
  isKnownAddress,
  listErasures,
  markLinkUsed,
  type LinkPurpose,
  type NewDataLink,
} from './db/data-rights-repo';
import { deleteEnquiriesFrom, listEnquiriesFrom } from './db/enquiries-repo';
import { deleteSubscriptionsOf, listSubscriptionsOf } from './db/newsletter-repo';
import { deleteMailAbout, listMailAbout } from './db/outbox-repo';
import { countHit } from './db/rate-limit-repo';
import { settingOnce } from './db/settings-repo';
import type { DomainContext } from './domain-context';
import { dataLinkMail, mailSender } from './mail/templates';

export type { LinkPurpose } from './db/data-rights-repo';

export const LINK_TTL_MS = 24 * 3_600_000;
const LINK_SECRET_SETTING = 'data_link_secret';

export const normalEmail = (email: string) => email.trim().toLowerCase();

export async function linkSecret(db: Queryable, now: Date): Promise<string> {
  return settingOnce(db, LINK_SECRET_SETTING, randomBytes(32).toString('base64url'), now.toISOString());
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** A new link for `email`, valid until now + `ttlMs`: its row (for insertDataLink) and its token. */
function newDataLink(secret: string, email: string, now: Date, purpose: LinkPurpose, ttlMs: number): { row: NewDataLink; token: string } {
  const id = randomUUID();
  const expires = new Date(now.getTime() + ttlMs);
  const payload = `${id}.${expires.getTime()}`;
  return {
    row: { id, email: normalEmail(email), createdAt: now.toISOString(), expiresAt: expires.toISOString(), purpose },
    token: `${payload}.${sign(secret, payload)}`,
  };
}

/** Makes a link for `email` valid until now + `ttlMs`; resolves to its token. */
export async function createDataLink(
  db: Queryable,
  secret: string,
  email: string,
  now: Date,
  purpose: LinkPurpose = 'data',
  ttlMs = LINK_TTL_MS,
): Promise<string> {
  const { row, token } = newDataLink(secret, email, now, purpose, ttlMs);
  await insertDataLink(db, row);
  return token;
}

/** The link's id and address when the token is genuine, unexpired and unused; null otherwise. */
export async function checkDataLink(
  db: Queryable,
  secret: string,
  token: string,
  now: Date,
  purpose: LinkPurpose = 'data',
): Promise<{ id: string; email: string } | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [id, expiry, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(secret, `${id}.${expiry}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!/^\d+$/.test(expiry) || Number(expiry) <= now.getTime()) return null;
  const email = await findLiveLink(db, id, now.toISOString(), purpose);
  return email === null ? null : { id, email };
}

/** Uses a checked link up; resolves to false when another request used it first. */
export async function useDataLink(db: Queryable, id: string, now: Date): Promise<boolean> {
  return markLinkUsed(db, id, now.toISOString());
}

/** The most link mails /your-data sends one address in an hour; a request beyond answers alike and sends nothing. */
const DATA_LINKS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

export type DataLinkRequest = 'sent' | 'unknown-address' | 'over-limit';

/**
 * A request for a link from /your-data: when anything is kept about the address, a link to
 * download or erase it is mailed to that address, at most DATA_LINKS_PER_HOUR times an hour.
 * Known or not, a request does the same work but for storing the link and its mail, so its time
 * tells little more than its answer: the link and its mail are made, and one transaction counts the
 * request against the address's hourly limit (a write, keyed by an HMAC of the address, never the
 * address) and reads whether the address is known; only a known address within its limit then
 * gets the link stored and the mail queued. The mail and the page its link opens speak `locale`, the
 * language of the page the request came from.
 */
export async function requestDataLink(ctx: DomainContext, address: string, secret: string, locale: Locale = DEFAULT_LOCALE): Promise<DataLinkRequest> {
  const email = normalEmail(address);
  const now = ctx.clock.now();
  const { row, token } = newDataLink(secret, email, now, 'data', LINK_TTL_MS);
  const link = `${ctx.siteUrl}${localizePath(paths.dataRights.link, locale)}?token=${encodeURIComponent(token)}`;
  const mail = dataLinkMail(mailSender(locale, ctx.siteUrl), link, LINK_TTL_MS / HOUR_MS);
  const outcome = await ctx.db.transaction(async (tx): Promise<DataLinkRequest> => {
    const { hits } = await countHit(tx, `data-link:${sign(secret, `limit:${email}`)}`, now.getTime(), HOUR_MS);
    if (!(await isKnownAddress(tx, email))) return 'unknown-address';
    if (hits > DATA_LINKS_PER_HOUR) return 'over-limit';
    await insertDataLink(tx, row);
    await ctx.outbox.queue(tx, { kind: 'data-link', enquiryId: null, to: address, replyTo: null, ...mail });
    return 'sent';
  });
  if (outcome === 'sent') ctx.outbox.kick();
  return outcome;
}

export type PersonalData = {
  email: string;
  exportedAt: string;
  enquiries: (Omit<StoredEnquiry, 'attribution'> & { cameFrom: StoredEnquiry['attribution'] })[];
  newsletter: { email: string; subscribedAt: string; consentVersion: string }[];
  mails: { kind: string; to: string; subject: string; status: string; createdAt: string; sentAt: string | null }[];
  /** The proof of each erasure of the address before: when, and how it was asked for. */
  erasures: { erasedAt: string; via: string }[];
};

/** Everything kept about the address, for the person to download (or an operator to show that an erasure was done). */
export async function collectPersonalData(db: Queryable, email: string, now: Date): Promise<PersonalData> {
  const e = normalEmail(email);
  const [enquiries, subscriptions, mails, erasures] = [
    await listEnquiriesFrom(db, e),
    await listSubscriptionsOf(db, e),
    await listMailAbout(db, e),
    await erasuresOf(db, e),
  ];
  return {
    email: e,
    exportedAt: now.toISOString(),
    enquiries: enquiries.map(({ attribution, ...enquiry }) => ({ ...enquiry, cameFrom: attribution })),
    newsletter: subscriptions.map((s) => ({ email: s.email, subscribedAt: s.createdAt, consentVersion: s.consentVersion })),
    mails: mails.map((m) => ({ kind: m.kind, to: m.to, subject: m.subject, status: m.status, createdAt: m.createdAt, sentAt: m.sentAt })),
    erasures,
  };
}

export type Erasure = { enquiries: number; subscriptions: number; mails: number };

/** A salted SHA-256 of the address: proves an erasure for whoever knows the address, reveals nothing else. */
function erasureHash(email: string, salt: string): string {
  return createHash('sha256')
    .update(`${salt}:${normalEmail(email)}`)
    .digest('hex');
}

export type ErasureVia = 'link' | 'operator' | 'cli' | 'retention';

/** Records an erasure: when, how and how much, and a salted hash of the address (never the address). */
export async function recordErasure(tx: Queryable, email: string, via: ErasureVia, erased: Erasure, now: Date): Promise<void> {
  const salt = randomBytes(16).toString('hex');
  await insertErasure(tx, { id: randomUUID(), erasedAt: now.toISOString(), salt, emailHash: erasureHash(email, salt), via, ...erased });
}

/** Erases everything kept about the address in one transaction, and records a salted hash of it. */
export async function erasePersonalData(db: Database, email: string, via: ErasureVia, now: Date): Promise<Erasure> {
  const e = normalEmail(email);
  return db.transaction(async (tx) => {
    const mails = await deleteMailAbout(tx, e);
    const enquiries = await deleteEnquiriesFrom(tx, e);
    const subscriptions = await deleteSubscriptionsOf(tx, e);
    await deleteLinksOf(tx, e);
    const erased = { enquiries, subscriptions, mails };
    await recordErasure(tx, e, via, erased, now);
    return erased;
  });
}

/** The erasures recorded for an address (found by recomputing each salted hash). */
async function erasuresOf(db: Queryable, email: string): Promise<{ erasedAt: string; via: string }[]> {
  const rows = await listErasures(db);
  return rows.filter((r) => erasureHash(email, r.salt) === r.emailHash).map((r) => ({ erasedAt: r.erasedAt, via: r.via }));
}

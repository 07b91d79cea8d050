/*
 * What the leads dashboard (server/routes/leads.ts) shows and does: whether it is on (an operator
 * password is set), the operator's sign-in and sessions, kept in the database so every instance
 * knows them, the enquiries found by a search and a date filter, one enquiry's full record, leads
 * per week by source, the subscribers, the unsent mail and a retry. A person's data rights, which
 * the operator exercises there too, are data-rights.ts's.
 */
import { randomBytes } from 'node:crypto';
import type { SessionStore } from '@fastify/session';
import { z } from 'zod';
import { getEnquiry, searchEnquiries, type StoredEnquiry } from '../db/enquiries-repo';
import { listSubscribers } from '../db/newsletter-repo';
import { listMailStatesFor, listUnsentMail, retryMailNow } from '../db/outbox-repo';
import { deleteExpiredSessions, deleteSession, readSession, settingOnce, writeSession } from '../db/settings-repo';
import type { DomainContext } from '../domain-context';
import type { Outbox } from '../mail/outbox';
import { chartStart, weeklyBySource } from './chart';
import { operatorPasswordHash, verifyPassword } from './password';
import { toCsv } from './report';

/** What the dashboard works with: the domain's database and clock, and the outbox it reports on and kicks. */
export type DashboardContext = Pick<DomainContext, 'db' | 'clock'> & { outbox: Pick<Outbox, 'stats' | 'kick'> };

/** How the dashboard tells an operator that it is off until a password is set. */
export const HOW_TO_SET_PASSWORD =
  'The leads dashboard (/leads) is off: no operator password is set. Set one with `npm run operator -- set-password`, or give its hash as OPERATOR_PASSWORD_HASH (`npm run operator -- hash`).';

/** Whether an operator password is set: OPERATOR_PASSWORD_HASH (`fromEnv`), else the one `npm run operator -- set-password` stored. */
export const isDashboardOn = async ({ db }: DashboardContext, fromEnv: string | undefined) => (await operatorPasswordHash(db, fromEnv)) !== null;

/** Whether `password` is the operator's. A right one also clears the sessions that have expired. */
export async function isOperatorPassword({ db }: DashboardContext, fromEnv: string | undefined, password: string): Promise<boolean> {
  const hash = await operatorPasswordHash(db, fromEnv);
  const ok = hash !== null && password !== '' && (await verifyPassword(password, hash));
  // Sessions expire by the real time, as @fastify/session dates their cookies.
  if (ok) await deleteExpiredSessions(db, new Date().toISOString());
  return ok;
}

const SESSION_SECRET_SETTING = 'session_secret';

/** The sessions' signing secret: one for every instance, made once and kept in the database. */
export const sessionSecret = ({ db, clock }: DashboardContext) =>
  settingOnce(db, SESSION_SECRET_SETTING, randomBytes(32).toString('base64url'), clock.now().toISOString());

/** A session as the store keeps it (JSON): its cookie's settings, the operator's mark, and whatever else the plugins put in it (the CSRF secret). */
const storedSessionSchema = z.looseObject({
  cookie: z.looseObject({
    originalMaxAge: z.number().nullable(),
    expires: z.coerce.date().nullable().optional(),
    secure: z.union([z.boolean(), z.literal('auto')]).optional(),
    sameSite: z.union([z.boolean(), z.enum(['lax', 'strict', 'none'])]).optional(),
  }),
  operator: z.boolean().optional(),
});

/** @fastify/session's store over the database; a session without an expiry lasts `sessionMs`. */
export function sessionStore({ db }: DashboardContext, sessionMs: number): SessionStore {
  return {
    set(id, data, callback) {
      const expires = data.cookie.expires ? new Date(data.cookie.expires) : new Date(Date.now() + sessionMs);
      writeSession(db, id, JSON.stringify(data), expires.toISOString()).then(() => callback(), callback);
    },
    get(id, callback) {
      readSession(db, id, new Date().toISOString()).then((data) => callback(null, data ? storedSessionSchema.parse(JSON.parse(data)) : null), callback);
    },
    destroy(id, callback) {
      deleteSession(db, id).then(() => callback(), callback);
    },
  };
}

/** A search of the enquiries: words, and the first and last day (YYYY-MM-DD), each optional. */
export type LeadsFilter = { q: string; from: string | undefined; to: string | undefined };

/** The most enquiries the list shows at once (the CSV has them all). */
const LIST_LIMIT = 500;

function searchOf({ q, from, to }: LeadsFilter) {
  // `to` is a whole day: everything before the next midnight.
  return { q, from: from ? `${from}T00:00:00.000Z` : undefined, to: to ? new Date(Date.parse(to) + 86_400_000).toISOString() : undefined };
}

/** The enquiries a filter finds, newest first, up to the list's limit, and whether there were more. */
export async function findLeads({ db }: DashboardContext, filter: LeadsFilter): Promise<{ enquiries: StoredEnquiry[]; isCut: boolean }> {
  const found = await searchEnquiries(db, { ...searchOf(filter), limit: LIST_LIMIT + 1 });
  return { enquiries: found.slice(0, LIST_LIMIT), isCut: found.length > LIST_LIMIT };
}

/** Every enquiry a filter finds, as CSV, with the file name of today's download. */
export async function leadsCsv({ db, clock }: DashboardContext, filter: LeadsFilter): Promise<{ fileName: string; csv: string }> {
  const found = await searchEnquiries(db, searchOf(filter));
  return { fileName: `leads-${clock.now().toISOString().slice(0, 10)}.csv`, csv: toCsv(found) };
}

/** One enquiry's full record and each of its e-mails' delivery, or null when there is none with that id. */
export async function leadRecord({ db }: DashboardContext, id: string) {
  const enquiry = await getEnquiry(db, id);
  return enquiry ? { enquiry, mails: await listMailStatesFor(db, enquiry.id) } : null;
}

/** Leads per week by source, over the chart's weeks up to now. */
export async function leadsByWeek({ db, clock }: DashboardContext) {
  const now = clock.now();
  return weeklyBySource(await searchEnquiries(db, { from: chartStart(now).toISOString() }), now);
}

export const subscribers = ({ db }: DashboardContext) => listSubscribers(db);

/** The mail not yet sent, and how delivery goes. */
export async function unsentMail({ db, outbox }: DashboardContext) {
  const { delivery, sendingSince, lastError } = await outbox.stats();
  return { mails: await listUnsentMail(db), delivery: { state: delivery, sendingSince, lastError } };
}

/** Sends a waiting mail now; false when it is not waiting (sent, given up, or no such mail). */
export async function retryMail({ db, clock, outbox }: DashboardContext, id: string): Promise<boolean> {
  const retried = await retryMailNow(db, id, clock.now().toISOString());
  if (retried) outbox.kick();
  return retried;
}

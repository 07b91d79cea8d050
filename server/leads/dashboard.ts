/*
 * The leads dashboard under /leads, for operators only: the enquiries (search, date filter, one
 * enquiry's full record), leads per week by source, the newsletter subscribers, the outbox with a
 * retry button, and a CSV download. Server-rendered HTML, one stylesheet, no script.
 *
 * Sign-in is with the operator's password (only its scrypt hash is stored: OPERATOR_PASSWORD_HASH,
 * or `npm run operator -- set-password`). Sessions are @fastify/session's, kept in the database so
 * every instance knows them, in a cookie that is HttpOnly, SameSite=Strict, Secure behind TLS and
 * expiring; every POST carries a CSRF token (@fastify/csrf-protection); sign-in is rate-limited per
 * address and answers every wrong password alike. Without a password set, every /leads address
 * answers 404. No answer is cached or indexed.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import csrf from '@fastify/csrf-protection';
import formbody from '@fastify/formbody';
import session from '@fastify/session';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/connection';
import { getEnquiry, searchEnquiries, type StoredEnquiry } from '../db/enquiries-repo';
import { listSubscribers } from '../db/newsletter-repo';
import { listMailStatesFor, listUnsentMail, retryMailNow } from '../db/outbox-repo';
import { deleteExpiredSessions, deleteSession, readSession, settingOnce, writeSession } from '../db/settings-repo';
import { sourceLabel } from '../attribution';
import { collectPersonalData, erasePersonalData } from '../data-rights';
import type { Outbox } from '../mail/outbox';
import { chartStart, renderChartSvg, renderChartTable, renderLegend, weeklyBySource } from './chart';
import { escapeHtml } from '../../src/lib/escape-html';
import { csrfField, LEADS_STYLESHEET, postButton, renderPage, when, type NavKey } from './html';
import { operatorPasswordHash, verifyPassword } from './password';
import { toCsv } from './report';

declare module 'fastify' {
  interface Session {
    operator?: boolean;
  }
  interface FastifyInstance {
    /** Every route of the dashboard, so a test can walk them all. */
    leadsRoutes: { method: string; url: string }[];
  }
}

const CSS = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'leads.css'));

export const LEADS_PREFIX = '/leads';
export const SIGN_IN_PATH = '/leads/sign-in';
const SESSION_COOKIE = 'leads_session';
const SESSION_SECRET_SETTING = 'session_secret';
const PUBLIC_PATHS = new Set([SIGN_IN_PATH, LEADS_STYLESHEET]);

export const SIGN_IN_FAILED = 'Sign-in failed. Check the password and try again.';
export const SIGN_IN_LIMITED = 'Too many sign-in attempts from this address. Please wait a few minutes before trying again.';

export type DashboardOptions = {
  db: Database;
  outbox: Outbox;
  clock: Clock;
  siteName: string;
  /** OPERATOR_PASSWORD_HASH; without it, the hash `npm run operator -- set-password` stored. */
  passwordHash?: string;
  /** How long a session lasts (default 8 hours). */
  sessionMs?: number;
  /** Sign-in attempts per address per window (default 5 per 15 minutes). */
  signInLimit?: { max: number; windowMs: number };
  /** Makes a rate limiter (@fastify/rate-limit's app.rateLimit). */
  rateLimiter: (options: { max: number; timeWindow: number }) => onRequestAsyncHookHandler;
};

/** How the dashboard tells an operator that it is off until a password is set. */
export const HOW_TO_SET_PASSWORD =
  'The leads dashboard (/leads) is off: no operator password is set. Set one with `npm run operator -- set-password`, or give its hash as OPERATOR_PASSWORD_HASH (`npm run operator -- hash`).';

const dateParam = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
/** Whether a parsed query, path or form holds a NUL in any of its values. */
const holdsNul = (values: unknown): boolean =>
  typeof values === 'object' &&
  values !== null &&
  Object.values(values).some((value: unknown) => [value].flat().some((item) => typeof item === 'string' && item.includes('\u0000')));

const textParam = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, 200) : '');

function filterOf(query: unknown) {
  const q = (query ?? {}) as Record<string, unknown>;
  const from = dateParam(q.from);
  const to = dateParam(q.to);
  return {
    q: textParam(q.q),
    from,
    to,
    // `to` is a whole day: everything before the next midnight.
    range: { from: from ? `${from}T00:00:00.000Z` : undefined, to: to ? new Date(Date.parse(to) + 86_400_000).toISOString() : undefined },
  };
}

export async function leadsDashboard(app: FastifyInstance, options: DashboardOptions) {
  const { db, clock } = options;
  const sessionMs = options.sessionMs ?? 8 * 3_600_000;
  const limit = options.signInLimit ?? { max: 5, windowMs: 15 * 60_000 };
  const configured = async () => (await operatorPasswordHash(db, options.passwordHash)) !== null;

  app.addHook('onReady', async () => {
    // At info, the level an operator runs with (npm run dev runs the API at warn, where it would be noise).
    if (!(await configured())) app.log.info(HOW_TO_SET_PASSWORD);
  });

  // One secret for every instance, made once and kept in the database.
  const secret = await settingOnce(db, SESSION_SECRET_SETTING, randomBytes(32).toString('base64url'), clock.now().toISOString());

  const routes: { method: string; url: string }[] = [];
  app.decorate('leadsRoutes', routes);

  await app.register(
    async (scope) => {
      scope.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      });
      // Nothing here is cached or indexed, the 404 of a dashboard that is off included.
      scope.addHook('onRequest', async (_request, reply) => {
        reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
      });
      scope.addHook('onRequest', async (_request, reply) => {
        if (!(await configured())) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      });

      await scope.register(formbody, { bodyLimit: 8_192 });
      // Added before the session plugin, so it runs before the plugin writes the cookie: its
      // secure: 'auto' turns SameSite down to Lax over plain HTTP, and the cookie stays Strict.
      scope.addHook('onSend', async (request) => {
        if (request.session) request.session.cookie.sameSite = 'strict';
      });
      await scope.register(session, {
        secret,
        cookieName: SESSION_COOKIE,
        saveUninitialized: false,
        rolling: false,
        cookie: { path: LEADS_PREFIX, httpOnly: true, secure: 'auto', sameSite: 'strict', maxAge: sessionMs },
        store: {
          set(id, data, callback) {
            const expires = data.cookie.expires ? new Date(data.cookie.expires) : new Date(Date.now() + sessionMs);
            writeSession(db, id, JSON.stringify(data), expires.toISOString()).then(() => callback(), callback);
          },
          get(id, callback) {
            readSession(db, id, new Date().toISOString()).then((data) => callback(null, data ? JSON.parse(data) : null), callback);
          },
          destroy(id, callback) {
            deleteSession(db, id).then(() => callback(), callback);
          },
        },
      });
      await scope.register(csrf, { sessionPlugin: '@fastify/session' });

      // No page and no action without a signed-in session: pages send the visitor to sign in, actions are refused.
      scope.addHook('onRequest', async (request, reply) => {
        const pathname = request.url.split('?')[0]!;
        if (PUBLIC_PATHS.has(pathname) || request.session.get('operator') === true) return;
        if (request.method === 'GET' || request.method === 'HEAD') return reply.redirect(SIGN_IN_PATH, 303);
        return reply
          .code(403)
          .type('text/html; charset=utf-8')
          .send(page(request, 'Signed out', '<p>Please <a href="/leads/sign-in">sign in</a> first.</p>'));
      });

      // No record holds a NUL (PostgreSQL cannot store one in text), so a search, an address or an
      // id with one finds nothing: it is answered here, before a query would refuse it.
      scope.addHook('preValidation', async (request, reply) => {
        if ([request.query, request.params, request.body].some(holdsNul))
          return reply
            .code(400)
            .type('text/html; charset=utf-8')
            .send(page(request, 'Nothing found', '<p>The request holds a NUL character, which no record has.</p>'));
      });

      scope.setErrorHandler((error: FastifyError, request, reply) => {
        const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
        if (status === 429)
          return reply
            .code(429)
            .type('text/html; charset=utf-8')
            .send(signInPage(request, reply, SIGN_IN_LIMITED));
        if (status === 403 && /csrf/i.test(error.code ?? '')) {
          return reply
            .code(403)
            .type('text/html; charset=utf-8')
            .send(page(request, 'Please try again', '<p>This form had expired. Go back, reload the page and send it again.</p>'));
        }
        if (status >= 500) request.log.error({ err: { message: error.message, code: error.code } }, 'dashboard request failed');
        return reply
          .code(status)
          .type('text/html; charset=utf-8')
          .send(page(request, 'Something went wrong', '<p>The request could not be completed.</p>'));
      });

      const page = (request: FastifyRequest, title: string, body: string, active?: NavKey, csrfToken?: string) =>
        renderPage({
          siteName: options.siteName,
          title,
          body,
          signedIn: request.session.get('operator') && csrfToken ? { csrf: csrfToken, active } : undefined,
        });

      function signInPage(_request: FastifyRequest, reply: FastifyReply, problem?: string): string {
        const token = reply.generateCsrf();
        return renderPage({
          siteName: options.siteName,
          title: 'Sign in',
          body: `${problem ? `<p class="problem" role="alert" id="problem">${escapeHtml(problem)}</p>` : ''}
<form class="card signin" method="post" action="${SIGN_IN_PATH}">${csrfField(token)}
<label for="password">Operator password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${problem ? ' aria-describedby="problem"' : ''}>
<button class="button" type="submit">Sign in</button>
</form>`,
        });
      }

      scope.get('/leads.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(CSS));

      scope.get('/sign-in', async (request, reply) => {
        if (request.session.get('operator') === true) return reply.redirect(LEADS_PREFIX, 303);
        return reply.type('text/html; charset=utf-8').send(signInPage(request, reply));
      });

      scope.post(
        '/sign-in',
        { onRequest: options.rateLimiter({ max: limit.max, timeWindow: limit.windowMs }), preHandler: scope.csrfProtection },
        async (request, reply) => {
          const body = (request.body ?? {}) as Record<string, unknown>;
          const password = typeof body.password === 'string' ? body.password : '';
          const hash = await operatorPasswordHash(db, options.passwordHash);
          const ok = hash !== null && password !== '' && (await verifyPassword(password, hash));
          if (!ok) {
            request.log.warn({ outcome: 'refused' }, 'dashboard sign-in');
            return reply
              .code(401)
              .type('text/html; charset=utf-8')
              .send(signInPage(request, reply, SIGN_IN_FAILED));
          }
          // A new session id on sign-in: a session id known before it is worth nothing after.
          await request.session.regenerate();
          request.session.set('operator', true);
          await deleteExpiredSessions(db, new Date().toISOString());
          request.log.info({ outcome: 'signed-in' }, 'dashboard sign-in');
          return reply.redirect(LEADS_PREFIX, 303);
        },
      );

      scope.post('/sign-out', { preHandler: scope.csrfProtection }, async (request, reply) => {
        await request.session.destroy();
        return reply.redirect(SIGN_IN_PATH, 303);
      });

      // The list: newest first, with search and a date filter.
      scope.get('/', async (request, reply) => {
        const filter = filterOf(request.query);
        const found = await searchEnquiries(db, { q: filter.q, ...filter.range, limit: 501 });
        const shown = found.slice(0, 500);
        const query = new URLSearchParams(Object.entries({ q: filter.q, from: filter.from ?? '', to: filter.to ?? '' }).filter(([, v]) => v !== '')).toString();
        const rows = shown
          .map(
            (e) => `<tr>
<td data-label="Received">${when(e.createdAt)}</td>
<td data-label="Name"><a href="/leads/enquiries/${encodeURIComponent(e.id)}">${escapeHtml(e.name)}</a></td>
<td data-label="E-mail">${escapeHtml(e.email)}</td>
<td data-label="Phone">${escapeHtml(e.phone)}</td>
<td data-label="Came from">${escapeHtml(sourceLabel(e.attribution))}</td>
<td data-label="Form on">${escapeHtml(e.attribution.formPage ?? '–')}</td>
</tr>`,
          )
          .join('');
        const count = found.length > 500 ? 'More than 500 enquiries; the newest 500 are shown.' : `${shown.length} enquir${shown.length === 1 ? 'y' : 'ies'}`;
        const body = `<form class="card filters" method="get" action="/leads" role="search">
<div class="field wide"><label for="q">Search name, e-mail, phone or message</label><input id="q" name="q" type="search" value="${escapeHtml(filter.q)}"></div>
<div class="field"><label for="from">From</label><input id="from" name="from" type="date" value="${filter.from ?? ''}"></div>
<div class="field"><label for="to">To</label><input id="to" name="to" type="date" value="${filter.to ?? ''}"></div>
<div class="actions"><button class="button" type="submit">Show</button><a class="button quiet" href="/leads/export.csv${query ? `?${query}` : ''}" download>Download CSV</a></div>
</form>
<p class="count" role="status">${count}</p>
${shown.length === 0 ? '<p>No enquiries match.</p>' : `<table class="list"><thead><tr><th scope="col">Received</th><th scope="col">Name</th><th scope="col">E-mail</th><th scope="col">Phone</th><th scope="col">Came from</th><th scope="col">Form on</th></tr></thead><tbody>${rows}</tbody></table>`}`;
        return reply.type('text/html; charset=utf-8').send(page(request, 'Enquiries', body, 'enquiries', reply.generateCsrf()));
      });

      scope.get('/export.csv', async (request, reply) => {
        const filter = filterOf(request.query);
        const found = await searchEnquiries(db, { q: filter.q, ...filter.range });
        const day = clock.now().toISOString().slice(0, 10);
        return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="leads-${day}.csv"`).send(toCsv(found));
      });

      // One enquiry's full record: the message, consent, where it came from, and each e-mail's delivery.
      scope.get<{ Params: { id: string } }>('/enquiries/:id', async (request, reply) => {
        const enquiry = await getEnquiry(db, request.params.id);
        const token = reply.generateCsrf();
        if (!enquiry)
          return reply
            .code(404)
            .type('text/html; charset=utf-8')
            .send(page(request, 'Enquiry not found', '<p>No enquiry has that reference. It may have been erased.</p>', 'enquiries', token));
        const mails = await listMailStatesFor(db, enquiry.id);
        return reply
          .type('text/html; charset=utf-8')
          .send(page(request, `Enquiry from ${enquiry.name}`, detailBody(enquiry, mails, token), 'enquiries', token));
      });

      // A person's data rights, exercised by the operator: everything kept about an address as JSON, or its erasure.
      scope.post('/people/export', { preHandler: scope.csrfProtection }, async (request, reply) => {
        const email = textParam((request.body as Record<string, unknown> | undefined)?.email);
        const data = await collectPersonalData(db, email, clock.now());
        request.log.info({ outcome: 'exported' }, 'dashboard data export');
        return reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="data-${clock.now().toISOString().slice(0, 10)}.json"`)
          .send(JSON.stringify(data, null, 2));
      });

      scope.post('/people/erase', { preHandler: scope.csrfProtection }, async (request, reply) => {
        const email = textParam((request.body as Record<string, unknown> | undefined)?.email);
        const erased = await erasePersonalData(db, email, 'operator', clock.now());
        request.log.info({ outcome: 'erased', ...erased }, 'dashboard erasure');
        const body = `<p role="status">Erased: ${erased.enquiries} enquir${erased.enquiries === 1 ? 'y' : 'ies'}, ${erased.subscriptions} subscription${erased.subscriptions === 1 ? '' : 's'}, ${erased.mails} e-mail${erased.mails === 1 ? '' : 's'}. Only a salted hash of the address is kept, as proof.</p><p><a href="/leads">← All enquiries</a></p>`;
        return reply.type('text/html; charset=utf-8').send(page(request, 'Data erased', body, 'enquiries', reply.generateCsrf()));
      });

      scope.get('/chart', async (request, reply) => {
        const now = clock.now();
        const data = weeklyBySource(await searchEnquiries(db, { from: chartStart(now).toISOString() }), now);
        const body = `<section class="card" aria-labelledby="chart-heading"><h2 id="chart-heading">Leads per week, last six months</h2>
<div class="scroll">${renderChartSvg(data)}</div>${renderLegend(data)}</section>
<section class="card" aria-labelledby="numbers-heading"><h2 id="numbers-heading">The numbers</h2>${renderChartTable(data)}</section>`;
        return reply.type('text/html; charset=utf-8').send(page(request, 'Leads by source', body, 'chart', reply.generateCsrf()));
      });

      scope.get('/subscribers', async (request, reply) => {
        const subscribers = await listSubscribers(db);
        const rows = subscribers
          .map(
            (s) =>
              `<tr><td data-label="E-mail">${escapeHtml(s.email)}</td><td data-label="Since">${when(s.createdAt)}</td><td data-label="Confirmed">${s.confirmedAt ? when(s.confirmedAt) : 'Not yet (erased after 7 days)'}</td><td data-label="Policy">${escapeHtml(s.consentVersion)}</td></tr>`,
          )
          .join('');
        const body = `<p class="count">${subscribers.length} subscriber${subscribers.length === 1 ? '' : 's'}</p>
${subscribers.length === 0 ? '<p>Nobody has subscribed yet.</p>' : `<table class="list"><thead><tr><th scope="col">E-mail</th><th scope="col">Since</th><th scope="col">Confirmed</th><th scope="col">Privacy policy accepted</th></tr></thead><tbody>${rows}</tbody></table>`}`;
        return reply.type('text/html; charset=utf-8').send(page(request, 'Newsletter subscribers', body, 'subscribers', reply.generateCsrf()));
      });

      scope.get('/outbox', async (request, reply) => {
        const token = reply.generateCsrf();
        const mails = await listUnsentMail(db);
        const givenUp = mails.filter((m) => m.status === 'failed');
        const failed = mails.filter((m) => m.status === 'pending' && m.lastError !== null);
        const pending = mails.filter((m) => m.status === 'pending' && m.lastError === null);
        const table = (list: typeof mails, withError: boolean) =>
          list.length === 0
            ? '<p>None.</p>'
            : `<table class="list"><thead><tr><th scope="col">Queued</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Tries</th><th scope="col">Next try</th>${withError ? '<th scope="col">Last SMTP error</th>' : ''}<th scope="col"><span class="visually-hidden">Action</span></th></tr></thead><tbody>${list
                .map(
                  (m) => `<tr>
<td data-label="Queued">${when(m.createdAt)}</td>
<td data-label="To">${escapeHtml(m.to)}</td>
<td data-label="Subject">${m.enquiryId ? `<a href="/leads/enquiries/${encodeURIComponent(m.enquiryId)}">${escapeHtml(m.subject)}</a>` : escapeHtml(m.subject)}</td>
<td data-label="Tries">${m.attempts}</td>
<td data-label="Next try">${m.status === 'failed' ? `Given up ${when(m.failedAt)}` : when(m.nextAttemptAt)}</td>
${withError ? `<td data-label="Last SMTP error" class="error">${escapeHtml(m.lastError ?? '')}</td>` : ''}
<td>${postButton(`/leads/outbox/${encodeURIComponent(m.id)}/retry`, 'Retry now', token, 'button small')}</td>
</tr>`,
                )
                .join('')}</tbody></table>`;
        const body = `<section class="card" aria-labelledby="given-up-heading"><h2 id="given-up-heading">Not delivered, given up (${givenUp.length})</h2><p>The SMTP server refused these for good, or every try failed. Retry once the cause is fixed.</p>${table(givenUp, true)}</section>
<section class="card" aria-labelledby="failed-heading"><h2 id="failed-heading">Failed, will retry (${failed.length})</h2>${table(failed, true)}</section>
<section class="card" aria-labelledby="pending-heading"><h2 id="pending-heading">Waiting to be sent (${pending.length})</h2>${table(pending, false)}</section>`;
        return reply.type('text/html; charset=utf-8').send(page(request, 'Outbox', body, 'outbox', token));
      });

      scope.post<{ Params: { id: string } }>('/outbox/:id/retry', { preHandler: scope.csrfProtection }, async (request, reply) => {
        const retried = await retryMailNow(db, request.params.id, clock.now().toISOString());
        if (retried) options.outbox.kick();
        request.log.info({ outboxId: request.params.id, outcome: retried ? 'retry' : 'not-pending' }, 'dashboard retry');
        return reply.redirect('/leads/outbox', 303);
      });
    },
    { prefix: LEADS_PREFIX },
  );
}

function detailBody(e: StoredEnquiry, mails: Awaited<ReturnType<typeof listMailStatesFor>>, csrf: string): string {
  const row = (label: string, value: string | null) =>
    `<div><dt>${escapeHtml(label)}</dt><dd>${value === null || value === '' ? '–' : escapeHtml(value)}</dd></div>`;
  const a = e.attribution;
  const mailRows = mails
    .map(
      (
        m,
      ) => `<tr><td data-label="E-mail">${m.kind === 'notification' ? 'Notification to us' : 'Acknowledgement to the visitor'}</td><td data-label="To">${escapeHtml(m.to)}</td>
<td data-label="State">${m.status === 'sent' ? `Sent ${when(m.sentAt)}` : m.status === 'failed' ? 'Not delivered, given up' : m.lastError ? 'Failed, will retry' : 'Waiting'}</td>
<td data-label="Tries">${m.attempts}</td><td data-label="Last SMTP error" class="error">${escapeHtml(m.lastError ?? '–')}</td></tr>`,
    )
    .join('');
  return `<p><a href="/leads">← All enquiries</a></p>
<section class="card" aria-labelledby="contact-heading"><h2 id="contact-heading">Contact and message</h2><dl class="record">
${row('Received', when(e.createdAt))}${row('Name', e.name)}${row('E-mail', e.email)}${row('Phone', e.phone)}
${row('Subject (/sendmail.php)', e.subject)}${row('Mail requested', e.mailRequestedAt ? when(e.mailRequestedAt) : null)}${row('Sent through', e.source)}${row('Reference', e.id)}
</dl><h3>Message</h3><p class="message">${escapeHtml(e.message)}</p></section>
<section class="card" aria-labelledby="consent-heading"><h2 id="consent-heading">Consent</h2><dl class="record">
${row('Privacy policy version', e.consentVersion)}${row('Accepted', when(e.consentAt))}
</dl></section>
<section class="card" aria-labelledby="from-heading"><h2 id="from-heading">Where it came from</h2><dl class="record">
${row('Came from', sourceLabel(a))}${row('Landing page', a.landingPage)}${row('Referrer', a.referrer)}${row('utm_source', a.utmSource)}${row('utm_medium', a.utmMedium)}
${row('utm_campaign', a.utmCampaign)}${row('utm_term', a.utmTerm)}${row('utm_content', a.utmContent)}${row('Google Ads click id', a.gclid)}${row('Form sent from', a.formPage)}
</dl></section>
<section class="card" aria-labelledby="mail-heading"><h2 id="mail-heading">E-mails</h2>
${mails.length === 0 ? '<p>No e-mails.</p>' : `<table class="list"><thead><tr><th scope="col">E-mail</th><th scope="col">To</th><th scope="col">State</th><th scope="col">Tries</th><th scope="col">Last SMTP error</th></tr></thead><tbody>${mailRows}</tbody></table>`}
</section>
<section class="card" aria-labelledby="rights-heading"><h2 id="rights-heading">This person's data</h2>
<p>Everything kept about ${escapeHtml(e.email)}: every enquiry from the address, the newsletter subscription and the e-mails.</p>
<div class="actions">
<form class="inline" method="post" action="/leads/people/export">${csrfField(csrf)}<input type="hidden" name="email" value="${escapeHtml(e.email)}"><button class="button quiet" type="submit">Download as JSON</button></form>
<form class="inline" method="post" action="/leads/people/erase">${csrfField(csrf)}<input type="hidden" name="email" value="${escapeHtml(e.email)}"><button class="button" type="submit">Erase all of it</button></form>
</div></section>`;
}

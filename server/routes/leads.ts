/*
 * The leads dashboard under /leads, for operators only: the enquiries (search, date filter, one
 * enquiry's full record), leads per week by source, the newsletter subscribers, the outbox with a
 * retry button, and a CSV download; what each shows and does is server/leads/dashboard.ts's.
 * Server-rendered HTML, the site's and the back office's stylesheets, no script.
 *
 * Sign-in is with the operator's password (only its scrypt hash is stored: OPERATOR_PASSWORD_HASH,
 * or `npm run operator -- set-password`). Sessions are @fastify/session's, kept in the database so
 * every instance knows them, in a cookie that is HttpOnly, SameSite=Strict, Secure behind TLS and
 * expiring; every POST carries a CSRF token (@fastify/csrf-protection); sign-in is rate-limited per
 * address and answers every wrong password alike. Without a password set, every /leads address
 * answers 404. No answer is cached or indexed.
 */
import csrf from '@fastify/csrf-protection';
import formbody from '@fastify/formbody';
import session from '@fastify/session';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { collectPersonalData, erasePersonalData } from '../data-rights';
import {
  findLeads,
  HOW_TO_SET_PASSWORD,
  isDashboardOn,
  isOperatorPassword,
  leadRecord,
  leadsByWeek,
  leadsCsv,
  retryMail,
  sessionSecret,
  sessionStore,
  subscribers,
  unsentMail,
  type LeadsFilter,
} from '../leads/dashboard';
import { printable } from '../leads/printable';
import type { ServerConfig } from '../env';
import { paths } from '../../src/lib/paths';
import type { LeadsNav, LeadsView } from '../../src/schemas/server-page';
import type { RouteContext } from './context';
import { sendPage } from './send-page';

declare module 'fastify' {
  interface Session {
    operator?: boolean;
  }
  interface FastifyInstance {
    /** Every route of the dashboard, so a test can walk them all. */
    leadsRoutes: { method: string; url: string }[];
  }
}

export type LeadsOptions = ServerConfig['operator'] & {
  /** Makes a rate limiter (@fastify/rate-limit's app.rateLimit) for the sign-in. */
  rateLimiter: (options: { max: number; timeWindow: number }) => onRequestAsyncHookHandler;
};

const SESSION_COOKIE = 'leads_session';

const dateParam = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
/** Whether a parsed query, path or form holds a NUL in any of its values. */
const holdsNul = (values: unknown): boolean =>
  typeof values === 'object' &&
  values !== null &&
  Object.values(values).some((value: unknown) => [value].flat().some((item) => typeof item === 'string' && item.includes('\u0000')));

const textParam = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, 200) : '');
/** A field of a form body, which formbody parsed into an object of strings (or none). */
const fieldOf = (body: unknown, name: string): unknown => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined);

function filterOf(query: unknown): LeadsFilter {
  return { q: textParam(fieldOf(query, 'q')), from: dateParam(fieldOf(query, 'from')), to: dateParam(fieldOf(query, 'to')) };
}

export async function leadsRoutes(app: FastifyInstance, ctx: RouteContext, options: LeadsOptions) {
  const configured = () => isDashboardOn(ctx, options.passwordHash);

  app.addHook('onReady', async () => {
    // At info, the level an operator runs with (npm run dev runs the API at warn, where it would be noise).
    if (!(await configured())) app.log.info(HOW_TO_SET_PASSWORD);
  });

  const secret = await sessionSecret(ctx);
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
      // The session is read only at an address under /leads as written (its cookie's path), and the
      // router takes other spellings of it too (escaped letters): those are not the dashboard.
      // server/addresses.ts moves them to their clean form first; this holds whatever it lets by.
      scope.addHook('onRequest', async (request, reply) => {
        const pathname = request.raw.url?.split('?')[0] ?? '';
        if (pathname !== paths.leads.home && !pathname.startsWith(`${paths.leads.home}/`))
          return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      });

      await scope.register(formbody, { bodyLimit: 8_192 });
      // Added before the session plugin, so it runs before the plugin writes the cookie: its
      // secure: 'auto' turns SameSite down to Lax over plain HTTP, and the cookie stays Strict.
      scope.addHook('onSend', (request, _reply, payload, done) => {
        if (request.session) request.session.cookie.sameSite = 'strict';
        done(null, payload);
      });
      await scope.register(session, {
        secret,
        cookieName: SESSION_COOKIE,
        saveUninitialized: false,
        rolling: false,
        cookie: { path: paths.leads.home, httpOnly: true, secure: 'auto', sameSite: 'strict', maxAge: options.sessionMs },
        store: sessionStore(ctx, options.sessionMs),
      });
      await scope.register(csrf, { sessionPlugin: '@fastify/session' });
      const csrfProtection = scope.csrfProtection.bind(scope);

      /** A page of the dashboard, signed in (the navigation, and a CSRF token for its forms) unless it is the sign-in page. */
      const page = async (request: FastifyRequest, reply: FastifyReply, status: number, view: LeadsView, active?: LeadsNav) => {
        const signedIn = request.session.get('operator') === true ? { csrf: reply.generateCsrf(), active } : undefined;
        // Stored text may hold control characters (kept from before the forms refused them, or in a
        // message): none reaches the page raw, whichever field it came from.
        return sendPage(reply, status, printable(await ctx.renderPage({ page: 'leads', session: signedIn, view }), true));
      };
      const signInPage = (request: FastifyRequest, reply: FastifyReply, status: number, problem?: 'failed' | 'limited') =>
        page(request, reply, status, { name: 'sign-in', csrf: reply.generateCsrf(), problem });

      // No page and no action without a signed-in session: pages send the visitor to sign in, actions are refused.
      scope.addHook('onRequest', async (request, reply) => {
        if (request.routeOptions.url === paths.leads.signIn || request.session.get('operator') === true) return;
        if (request.method === 'GET' || request.method === 'HEAD') return reply.redirect(paths.leads.signIn, 303);
        return page(request, reply, 403, { name: 'signed-out' });
      });

      // No record holds a NUL (PostgreSQL cannot store one in text), so a search, an address or an
      // id with one finds nothing: it is answered here, before a query would refuse it.
      scope.addHook('preValidation', async (request, reply) => {
        if ([request.query, request.params, request.body].some(holdsNul)) return page(request, reply, 400, { name: 'failed' });
      });

      scope.setErrorHandler(async (error: FastifyError, request, reply) => {
        const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
        if (status === 429) return signInPage(request, reply, 429, 'limited');
        if (status === 403 && /csrf/i.test(error.code ?? '')) return page(request, reply, 403, { name: 'form-expired' });
        if (status >= 500) request.log.error({ err: { message: error.message, code: error.code } }, 'dashboard request failed');
        return page(request, reply, status, { name: 'failed' });
      });

      scope.get('/sign-in', async (request, reply) => {
        if (request.session.get('operator') === true) return reply.redirect(paths.leads.home, 303);
        return signInPage(request, reply, 200);
      });

      scope.post(
        '/sign-in',
        { onRequest: options.rateLimiter({ max: options.signInLimit.max, timeWindow: options.signInLimit.windowMs }), preHandler: csrfProtection },
        async (request, reply) => {
          const password = fieldOf(request.body, 'password');
          if (!(await isOperatorPassword(ctx, options.passwordHash, typeof password === 'string' ? password : ''))) {
            request.log.warn({ outcome: 'refused' }, 'dashboard sign-in');
            return signInPage(request, reply, 401, 'failed');
          }
          // A new session id on sign-in: a session id known before it is worth nothing after.
          await request.session.regenerate();
          request.session.set('operator', true);
          request.log.info({ outcome: 'signed-in' }, 'dashboard sign-in');
          return reply.redirect(paths.leads.home, 303);
        },
      );

      scope.post('/sign-out', { preHandler: csrfProtection }, async (request, reply) => {
        await request.session.destroy();
        return reply.redirect(paths.leads.signIn, 303);
      });

      // The list: newest first, with search and a date filter.
      scope.get('/', async (request, reply) => {
        const filter = filterOf(request.query);
        return page(request, reply, 200, { name: 'enquiries', filter, ...(await findLeads(ctx, filter)) }, 'enquiries');
      });

      scope.get('/export.csv', async (request, reply) => {
        const { fileName, csv } = await leadsCsv(ctx, filterOf(request.query));
        return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv);
      });

      // One enquiry's full record: the message, consent, where it came from, and each e-mail's delivery.
      scope.get<{ Params: { id: string } }>('/enquiries/:id', async (request, reply) => {
        const record = await leadRecord(ctx, request.params.id);
        if (!record) return page(request, reply, 404, { name: 'enquiry-not-found' }, 'enquiries');
        return page(request, reply, 200, { name: 'enquiry', ...record }, 'enquiries');
      });

      // A person's data rights, exercised by the operator: everything kept about an address as JSON, or its erasure.
      scope.post('/people/export', { preHandler: csrfProtection }, async (request, reply) => {
        const data = await collectPersonalData(ctx.db, textParam(fieldOf(request.body, 'email')), ctx.clock.now());
        request.log.info({ outcome: 'exported' }, 'dashboard data export');
        return reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="data-${ctx.clock.now().toISOString().slice(0, 10)}.json"`)
          .send(JSON.stringify(data, null, 2));
      });

      scope.post('/people/erase', { preHandler: csrfProtection }, async (request, reply) => {
        const erased = await erasePersonalData(ctx.db, textParam(fieldOf(request.body, 'email')), 'operator', ctx.clock.now());
        request.log.info({ outcome: 'erased', ...erased }, 'dashboard erasure');
        return page(request, reply, 200, { name: 'erased', erased }, 'enquiries');
      });

      scope.get('/chart', async (request, reply) => page(request, reply, 200, { name: 'chart', counts: await leadsByWeek(ctx) }, 'chart'));

      scope.get('/subscribers', async (request, reply) =>
        page(request, reply, 200, { name: 'subscribers', subscribers: await subscribers(ctx) }, 'subscribers'),
      );

      scope.get('/outbox', async (request, reply) => page(request, reply, 200, { name: 'outbox', ...(await unsentMail(ctx)) }, 'outbox'));

      scope.post<{ Params: { id: string } }>('/outbox/:id/retry', { preHandler: csrfProtection }, async (request, reply) => {
        const retried = await retryMail(ctx, request.params.id);
        request.log.info({ outboxId: request.params.id, outcome: retried ? 'retry' : 'not-pending' }, 'dashboard retry');
        return reply.redirect(paths.leads.outbox, 303);
      });
    },
    { prefix: paths.leads.home },
  );
}

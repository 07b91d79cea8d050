/*
 * createApp builds the HTTP app: the prerendered site, the API, the no-JavaScript form posts,
 * /healthz and the leads dashboard, with security headers, compression, body and rate limits, the
 * mail worker and the retention sweep. It receives its dependencies (database, mailer, clock) and
 * never listens; server/index.ts does.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { constants as zlib } from 'node:zlib';
import { listLegalPages } from '../src/content/legal';
import { fillCopy } from '../src/lib/fill-copy';
import { SITE_FILES } from '../src/content/seo';
import { attributionHook } from './attribution';
import { securityHeaders } from './security-headers';
import { systemClock, type Clock } from './clock';
import { createConnections } from './connections';
import { siteRoutes } from './site';
import { oneSpellingPerAddress, withWellFormedEscapes } from './addresses';
import type { Database } from './db/connection';
import type { DomainContext } from './domain-context';
import type { Mailer } from './mail/mailer';
import { createOutbox, type Outbox } from './mail/outbox';
import { withDefaults, type ConfigOverrides, type ServerConfig } from './env';
import { devServerPages, loadBuiltPages, type PageRenderer } from './page-renderer';
import { enquiryRoutes } from './routes/enquiries';
import { errorCopy, RequestError } from './routes/errors';
import { fallbackAnswers } from './routes/fallback';
import { formRoutes } from './routes/forms';
import { healthRoutes } from './routes/health';
import { leadsRoutes } from './routes/leads';
import { mailRoutes } from './routes/mail';
import { newsletterRoutes } from './routes/newsletter';
import { postRoutes } from './routes/posts';
import { ENCODING_GROWTH, registerJsonParser, type RouteContext } from './routes/context';
import { refusalPagesOf } from './routes/refusals';
import { yourDataRoutes } from './routes/your-data';
import { createRetention, type Retention } from './retention';
import { limitKey, sharedRateLimitStore } from './rate-limit-store';
import { DEFAULT_LOCALE } from '../src/lib/locale';

/**
 * What createApp is given: its dependencies, and its configuration (server/env.ts's serverConfig
 * of the environment, or any part of it: the rest is the default).
 */
export type AppOptions = ConfigOverrides & {
  db: Database;
  mailer: Mailer;
  clock?: Clock;
  /** The built site (npm run build); without it the server answers the API only. */
  distDir?: string;
  /**
   * Where a file the built site lacks is looked for next: `npm run deploy` keeps the hashed files
   * of every release it keeps in its assets/, so a page of any of them finds its stylesheet and
   * scripts whichever release answers (deploy/releases.ts).
   */
  sharedDistDir?: string;
  /** The name of the release this process runs (deploy/supervisor.ts sets it), reported by /healthz. */
  release?: string;
  /** true for request logs (without personal data), or pino options. */
  logger?: boolean | { level: string };
  /** Mail worker and retention sweep on (default) or off (a test that drives them itself). */
  mailWorker?: boolean;
  /** Renders the server's own pages; by default the build's page bundle (server/page-renderer.ts). */
  renderPage?: PageRenderer;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox and its worker (tests run a pass by hand with outbox.runOnce()). */
    outbox: Outbox;
    /** The retention sweep (tests run a pass by hand with retention.runOnce()). */
    retention: Retention;
    /**
     * SIGTERM: answers the requests already received, then closes (see connections.ts); after
     * `timeoutMs` it hangs up on whatever is still open. Resolves to false when it had to.
     */
    stop: (timeoutMs: number) => Promise<boolean>;
  }
}

export type App = FastifyInstance;

/** The version of the privacy policy a visitor accepts by sending a form. */
export function privacyPolicyVersion(): string {
  return listLegalPages(DEFAULT_LOCALE).find((page) => page.slug === 'privacy-policy')?.version ?? 'unversioned';
}

/**
 * Fastify's form of TRUST_PROXY. A count of hops trusts the nearest `hops` addresses (the socket's
 * and then X-Forwarded-For from its right end), whoever they are; Fastify itself trusts no one for
 * a bare number, so the count is spelled out as a function.
 */
function proxyTrust(trust: false | number | string[]): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Request logs name the method, the path (no query string), the status and the time; never the body or the address. */
const logSerializers = {
  req: (request: { method: string; url: string; id: string }) => ({ id: request.id, method: request.method, path: request.url.split('?')[0] }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
};

export async function createApp(options: AppOptions): Promise<App> {
  const { db, distDir } = options;
  const config = withDefaults(options);
  const connections = createConnections(config.timeouts);
  const app = Fastify({ ...fastifyOptions(options, config), ...connections.fastifyOptions });
  registerJsonParser(app);
  // Each path a browser route answers, with its page for what it refuses (routes/refusals.ts).
  const refusalPageOf = refusalPagesOf(app);
  const stop = connections.attach(app, refusalPageOf);
  // The server's own pages: from the built bundle, or from source through npm run dev's dev server.
  const renderPage = options.renderPage ?? (config.devServerUrl ? devServerPages(config.devServerUrl) : await loadBuiltPages(config.pagesDir));
  const { domain, outbox, retention } = mailAndRetention(app, options, config);
  const answerNotFound = fallbackAnswers(app, refusalPageOf);

  // What every answer gets, added before the routes so that the form pages, encapsulated plugins, get it too.
  securityHeaders(app, distDir);
  oneSpellingPerAddress(app);
  speculationRulesHeader(app, distDir);
  await app.register(compress, ON_THE_FLY_COMPRESSION);
  // The visit cookie (where a lead came from, attribution.ts) and the dashboard's session read cookies.
  await app.register(cookie);
  attributionHook(app);
  await registerRateLimit(app, db);

  const ctx: RouteContext = {
    ...domain,
    outbox,
    // One limiter, so one store: a budget per address across every route that uses it.
    rateLimit: config.rateLimit ? app.rateLimit({ max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs, keyGenerator: limitKey('post') }) : null,
    bodyLimit: config.bodyLimit,
    renderPage,
  };
  postRoutes(app);
  enquiryRoutes(app, ctx);
  mailRoutes(app, ctx);
  newsletterRoutes(app, ctx);
  healthRoutes(app, ctx, options.release);
  await formRoutes(app, ctx);
  await yourDataRoutes(app, ctx);
  await leadsRoutes(app, ctx, { ...config.operator, rateLimiter: (limit) => app.rateLimit({ ...limit, keyGenerator: limitKey('sign-in') }) });
  answerNotFound(await siteRoutes(app, distDir, options.sharedDistDir));

  app.decorate('outbox', outbox);
  app.decorate('retention', retention);
  app.decorate('stop', stop);
  return app;
}

/** Fastify's own options: logging, body size, the proxies trusted, and what the router takes. */
function fastifyOptions(options: AppOptions, config: ServerConfig): FastifyServerOptions {
  return {
    logger:
      options.logger === true ? { level: 'info', serializers: logSerializers } : options.logger ? { ...options.logger, serializers: logSerializers } : false,
    // Read up to what the limit can take as JSON; postOptions then measures what the body holds.
    bodyLimit: config.bodyLimit * ENCODING_GROWTH['application/json'],
    trustProxy: proxyTrust(config.trustProxy),
    // A path whose %-escapes do not decode would get the router's own answer, outside every hook
    // (no security headers, not our shape); escaped as it stands, it is an ordinary unknown path.
    rewriteUrl: (request) => withWellFormedEscapes(request.url ?? '/'),
    // A path parameter longer than this would get the router's own 414, outside every hook; no
    // request line can be longer than Node's header limit (16 KB), so a long id is just not found.
    routerOptions: { maxParamLength: 16_384 },
  };
}

/** The mail outbox and the retention sweep, started with the app (unless options.mailWorker is false) and stopped with it. */
function mailAndRetention(app: FastifyInstance, options: AppOptions, config: ServerConfig) {
  const clock = options.clock ?? systemClock;
  const onError = (message: string, detail: Record<string, unknown>) => app.log.warn(detail, message);
  const outbox = createOutbox({ db: options.db, mailer: options.mailer, clock, ...config.mail, onError });
  const domain: DomainContext = { db: options.db, outbox, clock, consentVersion: privacyPolicyVersion(), siteUrl: config.siteUrl, mailTo: config.mail.to };
  const retention = createRetention(domain, { ...config.retention, onError });
  if (options.mailWorker !== false) {
    app.addHook('onReady', (done) => {
      outbox.start();
      retention.start();
      done();
    });
  }
  app.addHook('onClose', async () => retention.stop());
  // Stop taking mail from the outbox once requests are done; index.ts then closes the database.
  app.addHook('onClose', async () => outbox.stop());
  return { domain, outbox, retention };
}

/** Every page names the site's speculation rules (scripts/site/site-files.ts writes them), when there are any. */
function speculationRulesHeader(app: FastifyInstance, distDir: string | undefined) {
  if (distDir === undefined || !existsSync(path.join(distDir, SITE_FILES.speculationRules))) return;
  const speculationRules = `"${SITE_FILES.speculationRules}"`;
  app.addHook('onSend', async (request, reply) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) reply.header('speculation-rules', speculationRules);
    // No MIME table knows this file's type by its extension.
    else if (request.url.split('?')[0] === SITE_FILES.speculationRules) reply.header('content-type', 'application/speculationrules+json');
  });
}

/** Compression of what has no compressed twin on disk: quality 11 is for build time; on the fly, a middle level is as small within a few per cent. */
const ON_THE_FLY_COMPRESSION: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
};

/** @fastify/rate-limit, registered even when the forms' limit is lifted: the dashboard's sign-in is always limited. */
async function registerRateLimit(app: FastifyInstance, db: Database) {
  await app.register(rateLimit, {
    // On PostgreSQL the counts live in the database, so instances behind one load balancer share
    // every limit; SQLite serves one instance, which counts in memory.
    ...(db.dialect === 'postgres' ? { store: sharedRateLimitStore(db, (message, detail) => app.log.warn(detail, message)) } : {}),
    global: false,
    errorResponseBuilder: (_request, context) => new RequestError(429, 'rate_limited', fillCopy(errorCopy.rateLimited, { after: context.after })),
  });
}

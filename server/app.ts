/*
 * createApp builds the HTTP app: the prerendered site, the API, the no-JavaScript form posts and
 * /healthz, with security headers, compression, body and rate limits, and the mail worker. It
 * receives its dependencies (database, mailer, clock) and never listens; server/index.ts does.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { constants as zlib } from 'node:zlib';
import { getSite } from '../src/content/site';
import { listLegalPages } from '../src/content/legal';
import { paths } from '../src/lib/paths';
import { systemClock, type Clock } from './clock';
import { loadStaticFiles, staticCacheHook } from './static-cache';
import type { Database } from './db/connection';
import type { Mailer } from './mail/mailer';
import { createOutbox, type Outbox } from './mail/outbox';
import { enquiryRoutes } from './routes/enquiries';
import { errorBody, sendError } from './routes/errors';
import { formRoutes } from './routes/forms';
import { healthRoutes } from './routes/health';
import { mailRoutes } from './routes/mail';
import { newsletterRoutes } from './routes/newsletter';
import { postRoutes } from './routes/posts';
import type { RouteContext } from './routes/context';

export type AppOptions = {
  db: Database;
  mailer: Mailer;
  clock?: Clock;
  /** The built site (npm run build); without it the server answers the API only. */
  distDir?: string;
  /** true for request logs (without personal data), or pino options. */
  logger?: boolean | { level: string };
  mail?: { from?: string; to?: string; retryBaseMs?: number; retryMaxMs?: number; pollMs?: number };
  /** Mail worker on (default) or off (a test that drives the outbox itself). */
  mailWorker?: boolean;
  /** Requests per address per window on POST routes; false lifts the limit (benchmarks). */
  rateLimit?: { max: number; windowMs: number } | false;
  bodyLimit?: number;
  trustProxy?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox and its worker (tests run a pass by hand with outbox.runOnce()). */
    outbox: Outbox;
    /**
     * Resolves once every request in flight has been answered (or after `timeoutMs`). app.close()
     * stops accepting connections but does not wait for requests whose bodies are still arriving.
     */
    drain: (timeoutMs: number) => Promise<void>;
  }
}

export type App = FastifyInstance;

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ['https://www.openstreetmap.org'],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

/** The version of the privacy policy a visitor accepts by sending a form. */
export function privacyPolicyVersion(): string {
  return listLegalPages().find((page) => page.slug === 'privacy-policy')?.version ?? 'unversioned';
}

/** Request logs name the method, the path (no query string), the status and the time; never the body or the address. */
const logSerializers = {
  req: (request: { method: string; url: string; id: string }) => ({ id: request.id, method: request.method, path: request.url.split('?')[0] }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
};

const ERROR_MESSAGES: Record<number, [string, string]> = {
  400: ['bad_request', 'The request body could not be read. Send valid JSON.'],
  404: ['not_found', 'There is nothing at this address.'],
  405: ['method_not_allowed', 'This method is not allowed here.'],
  413: ['payload_too_large', 'The request body is too large.'],
  415: ['unsupported_media_type', 'Send the body as application/json.'],
  429: ['rate_limited', 'Too many requests. Please wait a moment and try again.'],
};

/** The API paths and the methods each accepts: anything else there is a 405, in JSON. */
const API_METHODS: Record<string, string> = {
  [paths.api.posts]: 'GET, HEAD',
  [paths.api.enquiry]: 'POST',
  [paths.api.mail]: 'POST',
  [paths.api.newsletter]: 'POST',
  [paths.forms.home]: 'POST',
  [paths.forms.contact]: 'POST',
  [paths.forms.newsletter]: 'POST',
  '/healthz': 'GET, HEAD',
};

function stylesheetsOf(distDir: string | undefined): string[] {
  const index = distDir ? path.join(distDir, 'index.html') : undefined;
  if (!index || !existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].flatMap((m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? []);
}

function cacheControlFor(filePath: string): string {
  // Precompressed twins (index.html.br) are cached like the file they stand for.
  const normalized = filePath.split(path.sep).join('/').replace(/\.(br|gz)$/, '');
  if (normalized.includes('/assets/')) return 'public, max-age=31536000, immutable';
  if (normalized.endsWith('.html')) return 'no-cache';
  if (normalized.includes('/media/')) return 'public, max-age=86400';
  return 'public, max-age=3600';
}

export async function createApp(options: AppOptions): Promise<App> {
  const { db, mailer, distDir } = options;
  const clock = options.clock ?? systemClock;
  const site = getSite();
  const loggerOption: FastifyServerOptions['logger'] =
    options.logger === true ? { level: 'info', serializers: logSerializers } : options.logger ? { ...options.logger, serializers: logSerializers } : false;

  const app = Fastify({
    logger: loggerOption,
    bodyLimit: options.bodyLimit ?? 32_768,
    trustProxy: options.trustProxy ?? false,
    // Keep-alive connections that are idle close at once on shutdown; busy ones finish first.
    forceCloseConnections: 'idle',
  });

  const outbox = createOutbox({
    db,
    mailer,
    clock,
    from: options.mail?.from ?? `${site.name} <no-reply@${new URL(site.url).hostname.replace(/^www\./, '')}>`,
    to: options.mail?.to ?? site.supportEmail,
    siteName: site.name,
    sitePhone: site.phone.display,
    retryBaseMs: options.mail?.retryBaseMs ?? 5_000,
    retryMaxMs: options.mail?.retryMaxMs ?? 3_600_000,
    pollMs: options.mail?.pollMs ?? 2_000,
    onError: (message, detail) => app.log.warn(detail, message),
  });
  if (options.mailWorker !== false) {
    app.addHook('onReady', async () => outbox.start());
  }
  // Stop taking mail from the outbox once requests are done; index.ts then closes the database.
  app.addHook('onClose', async () => outbox.stop());

  let inFlight = 0;
  let idle: (() => void)[] = [];
  const open = new WeakSet<object>();
  app.addHook('onRequest', async (request) => {
    open.add(request);
    inFlight++;
  });
  // Counted once, whether the request was answered or abandoned by the client.
  const finished = (request: object) => {
    if (!open.delete(request)) return;
    inFlight--;
    if (inFlight === 0) {
      for (const resolve of idle) resolve();
      idle = [];
    }
  };
  app.addHook('onResponse', async (request) => finished(request));
  app.addHook('onRequestAbort', (request, done) => {
    finished(request);
    done();
  });
  const drain = (timeoutMs: number) =>
    new Promise<void>((resolve) => {
      if (inFlight === 0) return resolve();
      idle.push(resolve);
      setTimeout(resolve, timeoutMs).unref();
    });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: { message: error.message, code: error.code } }, 'request failed');
      return sendError(request, reply, 500, 'internal_error', `Something went wrong on our side. Please try again, or call us on ${site.phone.display}.`);
    }
    const [code, fallback] = ERROR_MESSAGES[status] ?? ['bad_request', 'The request is not valid.'];
    const message = status === 429 ? error.message || fallback : fallback;
    return sendError(request, reply, status, code, message);
  });

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // HSTS only over TLS: a plain-HTTP answer cannot promise it (see the onSend hook below).
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });

  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 is for build time; on the fly, a middle level is as small within a few per cent.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const rateLimitOption = options.rateLimit === undefined ? { max: 20, windowMs: 60_000 } : options.rateLimit;
  if (rateLimitOption) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), { statusCode: 429, code: 'rate_limited' }),
    });
  }

  const ctx: RouteContext = {
    db,
    outbox,
    clock,
    consentVersion: privacyPolicyVersion(),
    rateLimit: rateLimitOption ? { max: rateLimitOption.max, timeWindow: rateLimitOption.windowMs } : false,
  };
  postRoutes(app);
  enquiryRoutes(app, ctx);
  mailRoutes(app, ctx);
  newsletterRoutes(app, ctx);
  healthRoutes(app, ctx);
  await formRoutes(app, { ...ctx, stylesheets: stylesheetsOf(distDir) });

  const hasSite = distDir !== undefined && existsSync(path.join(distDir, '404.html'));
  const notFoundPage = hasSite ? readFileSync(path.join(distDir, '404.html'), 'utf8') : '';
  const missingPostPage = hasSite ? readFileSync(path.join(distDir, '404-post.html'), 'utf8') : '';
  if (hasSite) {
    app.addHook('onRequest', staticCacheHook(loadStaticFiles(distDir, cacheControlFor)));
    await app.register(fastifyStatic, {
      root: distDir,
      extensions: ['html'],
      redirect: false,
      index: ['index.html'],
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res, filePath) => void res.header('cache-control', cacheControlFor(filePath)),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const allowed = API_METHODS[pathname];
    if (allowed) {
      return reply.header('allow', allowed).code(405).type('application/json; charset=utf-8').send(errorBody(request, ...ERROR_MESSAGES[405]!));
    }
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage) {
      return reply.header('allow', 'GET, HEAD').code(405).type('application/json; charset=utf-8').send(errorBody(request, ...ERROR_MESSAGES[405]!));
    }
    if (!hasSite || pathname.startsWith('/apis/')) {
      return reply.code(404).type('application/json; charset=utf-8').send(errorBody(request, ...ERROR_MESSAGES[404]!));
    }
    // A single-segment path is where a blog post would be: say so; anything else is a plain not-found.
    const isPostPath = /^\/[^/]+\/?$/.test(pathname);
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(isPostPath ? missingPostPage : notFoundPage);
  });

  app.decorate('outbox', outbox);
  app.decorate('drain', drain);
  return app;
}

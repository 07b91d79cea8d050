/*
 * process.env, parsed once with a schema. Startup fails with a list of every variable that is
 * wrong, so an operator fixes them all in one go. docs/environment.md lists each one. This is the one place
 * a default is written: serverConfig turns the parsed environment into what createApp takes, and
 * an empty environment gives every default (defaultConfig).
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { getSite } from '../src/content/site';
import { DEFAULT_LOCALE } from '../src/lib/locale';
import type { Site } from '../src/schemas/site';
import type { Timeouts } from './connections';
import type { OutboxSettings } from './mail/outbox';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

const empty = (value: unknown) => (value === '' ? undefined : value);

/** An address or a CIDR range (10.0.0.0/8, fd00::/8), or one of proxy-addr's names for a kind of range. */
const isProxyAddress = (entry: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * Which reverse proxies the server believes about the client's address and protocol: off, a count
 * of hops (the proxies in front, each adding one X-Forwarded-For entry), or their addresses. A
 * client can write X-Forwarded-For entries of its own, so only those the trusted hops added count.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || text === '0' || text === 'false' || text === 'no') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length === 0) return entries;
    context.addIssue({
      code: 'custom',
      message: `${wrong.map((entry) => JSON.stringify(entry)).join(', ')}: give the number of proxies in front of the server (1 for one load balancer) or their addresses (10.0.0.1, 10.0.0.0/8, loopback)`,
    });
    return z.NEVER;
  });

export const envSchema = z.object({
  PORT: int(3000).pipe(z.number().max(65535)),
  HOST: z.string().min(1).default('0.0.0.0'),
  DIST_DIR: z.string().min(1).default('dist'),
  SHARED_DIST_DIR: z.preprocess(empty, z.string().optional()),
  RELEASE: z.preprocess(empty, z.string().max(100).optional()),
  SSR_DIR: z.string().min(1).default('dist-ssr'),
  DEV_SERVER_URL: z.preprocess(empty, z.string().url().optional()),
  API_ONLY: flag,
  DATABASE_URL: z.preprocess(
    empty,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'a postgres:// or postgresql:// URL')
      .optional(),
  ),
  SQLITE_FILE: z.string().min(1).default('.data/site.sqlite'),
  DB_POOL_SIZE: int(10, 1),
  SMTP_URL: z.preprocess(
    empty,
    z
      .string()
      .regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_DIR: z.string().min(1).default('.data/outbox'),
  MAIL_FROM: z.preprocess(empty, z.string().min(3).optional()),
  MAIL_TO: z.preprocess(empty, z.string().email().optional()),
  MAIL_RETRY_BASE_MS: int(5_000, 1),
  MAIL_RETRY_MAX_MS: int(3_600_000, 1),
  // With the delays above, 20 tries take about 10 hours before a mail is given up.
  MAIL_MAX_ATTEMPTS: int(20, 1),
  MAIL_POLL_MS: int(2_000, 10),
  MAIL_CLAIM_MS: int(15_000, 30),
  // Mails handed to the SMTP server at once, each on a connection of its own: one that stalls holds one of them.
  MAIL_CONCURRENCY: int(4, 1),
  // A send in the SMTP server's hands this long without an answer shows as stalled (/healthz, the dashboard).
  MAIL_STALLED_AFTER_MS: int(10_000, 100),
  // The most the SMTP server may take to accept the connection and greet.
  SMTP_CONNECT_TIMEOUT_MS: int(10_000, 100),
  // The most it may take to answer any later step (each command, the message's data); a mail it
  // never answers is tried again later, like any temporary failure.
  SMTP_ANSWER_TIMEOUT_MS: int(30_000, 100),
  RATE_LIMIT_MAX: int(20),
  RATE_LIMIT_WINDOW_MS: int(60_000, 1),
  BODY_LIMIT_BYTES: int(32_768, 1024),
  TRUST_PROXY: trustProxy,
  HEADERS_TIMEOUT_MS: int(10_000, 100),
  REQUEST_TIMEOUT_MS: int(30_000, 100),
  KEEP_ALIVE_TIMEOUT_MS: int(5_000, 100),
  SHUTDOWN_TIMEOUT_MS: int(10_000, 0),
  LEAD_RETENTION_DAYS: int(730, 3),
  RETENTION_SWEEP_MS: int(3_600_000, 1_000),
  SITE_URL: z.preprocess(empty, z.string().url().optional()),
  OPERATOR_PASSWORD_HASH: z.preprocess(
    empty,
    z
      .string()
      .regex(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/, 'a hash made by `npm run operator -- hash`')
      .optional(),
  ),
  OPERATOR_SESSION_HOURS: int(8, 1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
}

/** What createApp runs with: the environment's values, or the defaults above, in the shape the app uses. */
export type ServerConfig = {
  mail: OutboxSettings & {
    /** The company's address, which gets a notification of each enquiry. */
    to: string;
  };
  /** How long the SMTP server may take to open and greet, then to answer each later step. */
  smtp: { connectTimeoutMs: number; answerTimeoutMs: number };
  /** Leads are erased `days` after they were made, with 48 hours' notice; `sweepMs`: how often the server looks. */
  retention: { days: number; sweepMs: number };
  /** The site's public address, the start of links in e-mails (no trailing slash). */
  siteUrl: string;
  /** POSTs per address per window, one budget across every POST route; false lifts the limit. */
  rateLimit: { max: number; windowMs: number } | false;
  /** The most a visitor may type into one request, in UTF-8 bytes, whatever the encoding. */
  bodyLimit: number;
  /** The proxies in front whose X-Forwarded-For entries count: none, a number of hops, or their addresses. */
  trustProxy: false | number | string[];
  /** The leads dashboard: the password hash from the environment (else the stored one), session length, sign-in attempts per address. */
  operator: { passwordHash?: string; sessionMs: number; signInLimit: { max: number; windowMs: number } };
  timeouts: Timeouts;
  /** Where the build put the server's page bundle (server/page-renderer.ts). */
  pagesDir: string;
  /** `npm run dev`: the dev server that renders the server's pages from source instead. */
  devServerUrl?: string;
};

const withoutTrailingSlash = (url: string) => url.replace(/\/$/, '');

/** Sign-in attempts to the leads dashboard per address: 5 per 15 minutes. */
const SIGN_IN_LIMIT = { max: 5, windowMs: 15 * 60_000 };

export function serverConfig(env: Env, site: Site = getSite(DEFAULT_LOCALE)): ServerConfig {
  return {
    mail: {
      from: env.MAIL_FROM ?? `${site.name} <no-reply@${new URL(site.url).hostname.replace(/^www\./, '')}>`,
      to: env.MAIL_TO ?? site.supportEmail,
      retryBaseMs: env.MAIL_RETRY_BASE_MS,
      retryMaxMs: env.MAIL_RETRY_MAX_MS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      pollMs: env.MAIL_POLL_MS,
      claimMs: env.MAIL_CLAIM_MS,
      concurrency: env.MAIL_CONCURRENCY,
      stalledAfterMs: env.MAIL_STALLED_AFTER_MS,
    },
    smtp: { connectTimeoutMs: env.SMTP_CONNECT_TIMEOUT_MS, answerTimeoutMs: env.SMTP_ANSWER_TIMEOUT_MS },
    retention: { days: env.LEAD_RETENTION_DAYS, sweepMs: env.RETENTION_SWEEP_MS },
    siteUrl: withoutTrailingSlash(env.SITE_URL ?? site.url),
    rateLimit: env.RATE_LIMIT_MAX > 0 ? { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS } : false,
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    operator: { passwordHash: env.OPERATOR_PASSWORD_HASH, sessionMs: env.OPERATOR_SESSION_HOURS * 3_600_000, signInLimit: SIGN_IN_LIMIT },
    timeouts: { headersMs: env.HEADERS_TIMEOUT_MS, requestMs: env.REQUEST_TIMEOUT_MS, keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS },
    pagesDir: path.resolve(env.SSR_DIR),
    devServerUrl: env.DEV_SERVER_URL,
  };
}

/** Parts of a configuration, each group on its own (a test sets the mail's `to` and keeps the rest). */
export type ConfigOverrides = Partial<Pick<ServerConfig, 'siteUrl' | 'rateLimit' | 'bodyLimit' | 'trustProxy' | 'pagesDir' | 'devServerUrl'>> & {
  mail?: Partial<ServerConfig['mail']>;
  smtp?: Partial<ServerConfig['smtp']>;
  retention?: Partial<ServerConfig['retention']>;
  operator?: Partial<ServerConfig['operator']>;
  timeouts?: Partial<ServerConfig['timeouts']>;
};

/** Every default (an empty environment), with `overrides` laid over each group. */
export function withDefaults(overrides: ConfigOverrides = {}): ServerConfig {
  const defaults = serverConfig(parseEnv({}));
  return {
    mail: { ...defaults.mail, ...overrides.mail },
    smtp: { ...defaults.smtp, ...overrides.smtp },
    retention: { ...defaults.retention, ...overrides.retention },
    siteUrl: withoutTrailingSlash(overrides.siteUrl ?? defaults.siteUrl),
    rateLimit: overrides.rateLimit ?? defaults.rateLimit,
    bodyLimit: overrides.bodyLimit ?? defaults.bodyLimit,
    trustProxy: overrides.trustProxy ?? defaults.trustProxy,
    operator: { ...defaults.operator, ...overrides.operator },
    timeouts: { ...defaults.timeouts, ...overrides.timeouts },
    pagesDir: overrides.pagesDir ?? defaults.pagesDir,
    devServerUrl: overrides.devServerUrl ?? defaults.devServerUrl,
  };
}

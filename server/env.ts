/*
 * process.env, parsed once with a schema. Startup fails with a list of every variable that is
 * wrong, so an operator fixes them all in one go. README.md lists each one.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

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

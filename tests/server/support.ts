/*
 * What the server tests share: a fresh database of each kind (a SQLite file in a temp folder, and a
 * PostgreSQL schema of its own in TEST_DATABASE_URL), an app on top of it, and a real SMTP peer.
 *
 * Without TEST_DATABASE_URL the PostgreSQL cases cannot run: in CI (CI=true) that is a failure,
 * locally they are skipped with a message saying so.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import http, { type IncomingHttpHeaders } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp, type AppOptions, type App } from '../../server/app';
import { systemClock } from '../../server/clock';
import { openDatabase, type Database } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { createMemoryMailer, type MemoryMailer } from '../../server/mail/memory';

export type DatabaseKind = 'sqlite' | 'postgres';

/**
 * Where the server's own pages are rendered from: the server layer builds them itself
 * (tests/support/server-pages-build.ts); a test of the built site (tests/prerender/) uses the build's.
 */
export const SERVER_PAGES_DIR = inject('serverPagesDir') ?? path.resolve('dist-ssr');

/** The pages of writeFixtureSite: file, language, heading. */
const FIXTURE_PAGES = [
  ['index.html', 'en', 'Home'],
  ['about-us/index.html', 'en', 'About us'],
  ['contact-us/index.html', 'en', 'Contact us'],
  ['services/seo/index.html', 'en', 'SEO services'],
  ['404.html', 'en', 'We could not find that page'],
  ['404-post.html', 'en', 'Blog post not found.'],
  ['hi/404.html', 'hi', 'पेज नहीं मिला'],
  ['hi/404-post.html', 'hi', 'ब्लॉग पोस्ट नहीं मिली'],
] as const;

/**
 * A few prerendered pages in a temp folder, removed after the describe block, for tests of what the
 * server does to any page it serves (the first-touch cookie) and its not-found pages in each
 * language; the built site as a whole is tested in tests/prerender/.
 */
export function useFixtureSite(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fixture-site-'));
  for (const [file, lang, heading] of FIXTURE_PAGES) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(
      path.join(dir, file),
      `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><title>${heading}</title></head><body><h1>${heading}</h1></body></html>\n`,
    );
  }
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export type TestDatabase = {
  db: Database;
  /** A URL or file another process can open the same database with. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/** A new, migrated, empty database of the given kind. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'server-test-'));
    const file = path.join(dir, 'site.sqlite');
    const db = openDatabase({ sqliteFile: file });
    await migrate(db, systemClock);
    return {
      db,
      env: { SQLITE_FILE: file, MAIL_DIR: path.join(dir, 'outbox') },
      close: async () => {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const empty = await createEmptyPostgresDatabase();
  const db = openDatabase({ url: empty.env.DATABASE_URL, sqliteFile: '', poolSize: 5 });
  await migrate(db, systemClock);
  return {
    db,
    env: empty.env,
    close: async () => {
      await db.close();
      await empty.drop();
    },
  };
}

/** A PostgreSQL schema of its own in TEST_DATABASE_URL with no tables yet, as a new database is. */
export async function createEmptyPostgresDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const separator = TEST_DATABASE_URL.includes('?') ? '&' : '?';
  const url = `${TEST_DATABASE_URL}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'server-test-'));
  return {
    env: { DATABASE_URL: url, MAIL_DIR: path.join(dir, 'outbox') },
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database of `kind` for one describe block (set up in beforeAll, closed in afterAll). */
export function useTestDatabase(kind: DatabaseKind): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database?.close());
  return () => {
    if (!database) throw new Error('the database is set up in beforeAll');
    return database;
  };
}

/**
 * For tests that start server processes: a fresh database of `kind` for them (env() to pass on),
 * and a connection of the test's own to read what they wrote (reader()); set up in beforeAll.
 */
export function databaseForProcesses(kind: DatabaseKind): { env: () => Record<string, string>; reader: () => Database } {
  let database: TestDatabase | undefined;
  let reader: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // The processes open it themselves: the test keeps only a reader.
    await database.db.close();
    reader = openDatabase({ url: database.env.DATABASE_URL, sqliteFile: database.env.SQLITE_FILE ?? '' });
  });
  afterAll(async () => {
    await reader?.close();
    await database?.close().catch(() => undefined);
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the database is set up in beforeAll');
    return value;
  };
  return { env: () => ready(database).env, reader: () => ready(reader) };
}

/** describe() for PostgreSQL alone (what several instances share), skipped or failing without TEST_DATABASE_URL as below. */
export function describePostgres(name: string, body: () => void) {
  if (TEST_DATABASE_URL) describe(`${name} (postgres)`, body);
  else if (process.env.CI) {
    describe(`${name} (postgres)`, () => {
      it('needs TEST_DATABASE_URL (.ci/run starts PostgreSQL and sets it)', () => {
        throw new Error('TEST_DATABASE_URL is not set: the PostgreSQL tests cannot run');
      });
    });
  } else {
    console.warn(`[server tests] ${name}: PostgreSQL cases SKIPPED, set TEST_DATABASE_URL to run them`);
    describe.skip(`${name} (postgres): set TEST_DATABASE_URL to run`, body);
  }
}

/**
 * describe() once per database kind. The PostgreSQL block is skipped, visibly, when there is no
 * TEST_DATABASE_URL on a developer's machine, and fails in CI.
 */
export function describeEachDatabase(name: string, body: (kind: DatabaseKind) => void) {
  describe(`${name} (sqlite)`, () => body('sqlite'));
  describePostgres(name, () => body('postgres'));
}

export type SmtpMessage = { to: string; raw: string };

/**
 * A real SMTP server on loopback. `answer` sees each message as it arrives; the peer accepts it
 * unless `answer` returns an error, which it sends back instead (its responseCode, e.g. 451), or
 * 'never', when it never answers that message's data.
 */
export async function startSmtpPeer(answer: (message: SmtpMessage) => Error | 'never' | void) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refusal = answer({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw: Buffer.concat(chunks).toString('utf8') });
        // 'never': the peer stalls, holding the message unanswered until the sender gives up.
        if (refusal !== 'never') callback(refusal ?? null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export type TestApp = { app: App; db: Database; mailer: MemoryMailer; close: () => Promise<void> };

/**
 * createApp over a fresh database, mail in memory and the worker off unless asked for: the API and
 * the server's own pages, and no site unless `distDir` names one.
 */
export async function createTestApp(kind: DatabaseKind, options: Partial<AppOptions> = {}): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const mailer = createMemoryMailer();
  const app = await createApp({ db: database.db, mailer, mailWorker: false, rateLimit: false, pagesDir: SERVER_PAGES_DIR, ...options });
  await app.ready();
  return {
    app,
    db: database.db,
    mailer,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export async function countRows(db: Database, table: 'enquiries' | 'outbox' | 'newsletter_subscribers'): Promise<number> {
  const rows = await db.all<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table}`);
  return Number(rows[0]!.n);
}

/** The addresses on the newsletter list, as stored. */
export async function subscriberEmails(db: Database): Promise<string[]> {
  const rows = await db.all<{ email: string }>('SELECT email FROM newsletter_subscribers ORDER BY email');
  return rows.map((row) => row.email);
}

export const validEnquiry = { name: 'Asha Verma', email: 'asha@example.com', phone: '9829012345', message: 'Please call me about a new website.' };

/** Polls `check` until it returns true: for work that happens on the server's own schedule. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export type ServerProcess = { child: ChildProcess; url: string; output: () => string; exited: Promise<number | null> };

/**
 * The real server (`node --import tsx server/index.ts`) as its own process on a free loopback port,
 * API only, rate limit lifted, request logs on (tests read them); `env` adds to or overrides that.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      API_ONLY: '1',
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: process.env.DEBUG_LOG_LEVEL ?? 'info',
      MAIL_POLL_MS: '200',
      SSR_DIR: SERVER_PAGES_DIR,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await eventually(() => /listening at http:\/\/127\.0\.0\.1:\d+/.test(output) || child.exitCode !== null, 30_000, 'the server to listen');
  const url = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
  if (!url) throw new Error(`server did not start:\n${output}`);
  return { child, url, output: () => output, exited };
}

/** Starts `t.app` listening on a free loopback port; resolves to its base URL. */
export async function listening(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: string };

/**
 * One request over HTTP/1.1 with its request target exactly as given (a fetch would normalise it):
 * `/%6ceads/outbox`, an absolute-form `http://host/leads`, a path of any length.
 */
export function rawRequest(base: string, method: string, target: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, method, path: target, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

export type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** The complete HTTP/1.1 responses (with Content-Length bodies) at the start of `bytes`; bodies are read as UTF-8. */
function parseResponses(bytes: Buffer): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = bytes;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end === -1) return responses;
    const [statusLine, ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    const length = Number(headers['content-length'] ?? 0);
    const body = rest.subarray(end + 4);
    if (body.length < length) return responses;
    responses.push({ status: Number(statusLine!.split(' ')[1]), headers, body: body.subarray(0, length).toString('utf8') });
    rest = body.subarray(length);
  }
}

/** A raw connection that keeps what the server sent, whether it reset the connection, and when it closed. */
export async function connect(server: { url: string }) {
  const { port } = new URL(server.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  await once(socket, 'connect');
  const received: Buffer[] = [];
  let error: Error | null = null;
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  socket.on('error', (e) => (error = e));
  const closed = once(socket, 'close');
  const write = (data: string) => new Promise<void>((resolve, reject) => socket.write(data, (e) => (e ? reject(e) : resolve())));
  return { socket, write, closed, responses: () => parseResponses(Buffer.concat(received)), error: () => error };
}

const sessionCookieOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .find((cookie) => cookie.startsWith('leads_session='))
    ?.split(';')[0] ?? '';
const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** Signs in to the leads dashboard at `base` over HTTP; resolves to the session cookie and the CSRF token its forms carry. */
export async function signInToDashboard(base: string, password: string): Promise<{ cookie: string; csrf: string }> {
  const form = await rawRequest(base, 'GET', '/leads/sign-in');
  const signedIn = await rawRequest(
    base,
    'POST',
    '/leads/sign-in',
    { 'content-type': 'application/x-www-form-urlencoded', cookie: sessionCookieOf(form.headers['set-cookie']) },
    new URLSearchParams({ password, _csrf: csrfOf(form.body) }).toString(),
  );
  if (signedIn.status !== 303) throw new Error(`sign-in answered ${signedIn.status}`);
  const cookie = sessionCookieOf(signedIn.headers['set-cookie']);
  const home = await rawRequest(base, 'GET', '/leads', { cookie });
  if (home.status !== 200) throw new Error(`the dashboard answered ${home.status} after sign-in`);
  return { cookie, csrf: csrfOf(home.body) };
}

/** Any text, in an expected value (vitest types its asymmetric matchers any; this one is what it stands for, unknown text). */
export const anyText = (): unknown => expect.any(String);
/** Text that `pattern` matches, in an expected value. */
export const textMatching = (pattern: RegExp): unknown => expect.stringMatching(pattern);

/*
 * npm run bench:server: requests per second and p50/p99 latency of the real server (spawned as
 * `npm start` would run it, rate limit lifted, request logs off) for a static page, GET posts and
 * POST enquiry, on SQLite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL
 * (in a schema of its own, dropped after: it can run again on the same database, and leaves the
 * rest of it alone).
 * The static page is measured a second time against a bare Fastify route in a process of its own
 * that sends the same brotli bytes of dist/index.html.br from memory with no hook: the ceiling of
 * what serving the file could cost, and the ratio of the two says what the site's hooks and
 * headers cost. Loopback only. Needs `npm run build` first.
 *
 *   BENCH_SECONDS (default 10)   BENCH_CONNECTIONS (default 10)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';

/** The bare route's process: `tsx scripts/bench/server.ts --bare`, on PORT. */
if (process.argv[2] === '--bare') {
  const page = readFileSync(path.resolve('dist/index.html.br'));
  const app = Fastify();
  app.get('/', (_request, reply) =>
    reply.header('content-type', 'text/html; charset=utf-8').header('content-encoding', 'br').header('vary', 'accept-encoding').send(page),
  );
  app.get('/healthz', () => ({ status: 'ok' }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
}

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

type Row = { database: string; case: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

async function run(url: string, name: string, options: Partial<autocannon.Options>): Promise<Omit<Row, 'database'>> {
  const result = await autocannon({ url, connections, duration: seconds, ...options });
  return {
    case: name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Runs `measure` on a schema of its own in the PostgreSQL database at `url` (its URL names the
 * schema as the search path), dropped afterwards: the bench starts from an empty database every
 * time, and never touches what else that database holds.
 */
async function withOwnSchema<T>(url: string, measure: (schemaUrl: string) => Promise<T>): Promise<T> {
  const schema = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
    const schemaUrl = new URL(url);
    schemaUrl.searchParams.set('options', `-c search_path=${schema}`);
    return await measure(schemaUrl.toString());
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}

/** Runs `measure` against a server process (`args`, with PORT set in its environment) on a free port, then stops it. */
async function withServer<T>(args: string[], env: Record<string, string>, measure: (url: string) => Promise<T>): Promise<T> {
  const port = 3900 + Math.floor(Math.random() * 90);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(url, child);
    return await measure(url);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const STATIC_PAGE = 'static page GET / (br)';
const BARE_PAGE = 'bare Fastify route, same br bytes';
const brotli = { headers: { 'accept-encoding': 'br, gzip' } };

async function bench(database: string, env: Record<string, string>): Promise<Row[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const body = JSON.stringify({ name: 'Bench Mark', email: 'bench@example.com', phone: '9829012345', message: 'A benchmark enquiry.' });
  try {
    const rows = await withServer(
      ['server/index.ts'],
      { HOST: '127.0.0.1', SQLITE_FILE: path.join(dir, 'site.sqlite'), MAIL_DIR: path.join(dir, 'outbox'), RATE_LIMIT_MAX: '0', LOG_LEVEL: 'warn', ...env },
      async (url) => [
        await run(`${url}/`, STATIC_PAGE, brotli),
        await run(`${url}/apis/get_post.php`, 'GET /apis/get_post.php (br)', brotli),
        await run(`${url}/apis/enquiry.php`, 'POST /apis/enquiry.php', { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
      ],
    );
    return rows.map((row) => ({ database, ...row }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  rows.push(...(await bench('sqlite', {})));
  rows.push({ database: '–', ...(await withServer(['scripts/bench/server.ts', '--bare'], {}, (url) => run(`${url}/`, BARE_PAGE, brotli))) });
  if (postgresUrl) {
    rows.push(...(await withOwnSchema(postgresUrl, (url) => bench('postgres', { DATABASE_URL: url }))));
  } else {
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it.');
  }

  console.log(`\n${connections} connections, ${seconds} s per case, ${os.cpus().length} cores\n`);
  console.log('| database | case | req/s | p50 ms | p99 ms | errors | non-2xx |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(`| ${r.database} | ${r.case} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
  const site = rows.find((r) => r.database === 'sqlite' && r.case === STATIC_PAGE);
  const bare = rows.find((r) => r.case === BARE_PAGE);
  if (site && bare) console.log(`\nstatic page: ${(site.rps / bare.rps).toFixed(2)} of the bare route's requests per second`);
}

if (process.argv[2] !== '--bare') await main();

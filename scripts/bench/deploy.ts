/*
 * npm run bench:deploy: what visitors notice of a deploy and of a rollback. A deployed site is set
 * up in a temporary folder (scripts/bench/deploy-sandbox.ts: a git remote with this repository's
 * files, the checkout, a first npm run deploy), its instances are started as the service unit
 * starts them, and a client loads pages at a steady rate: each page, then the stylesheet, scripts
 * and font it names, and a few seconds later (as its islands wake, on a page left open) every
 * island chunk its script can load; and it posts one enquiry a second. Meanwhile a one-line
 * content change (the first testimonial's quote, which the home page shows and an island chunk
 * holds, so the chunk's name changes) is pushed and deployed with npm run deploy, then rolled back
 * with npm run deploy -- --rollback. Printed per set-up:
 *
 *   failed        requests that got no answer, a 5xx, or a page that was not 200 (goal 0)
 *   retried       sends of a request again, as a browser does, after a kept-alive connection
 *                 closed before any answer (the server closes idle connections; a client may
 *                 send on one at that moment)
 *   missing asset requests for an /assets/ file that got 404 (goal 0)
 *   lost          enquiries answered 201 that are not in the database afterwards (goal 0)
 *   to live       from the command to the first page with the change, and to the command's end
 *                 (every instance serving the new release)
 *   to roll back  the same for --rollback: the first page without the change, the command's end
 *
 * Two set-ups: one instance on SQLite, the client talking to it directly; and two instances on
 * PostgreSQL behind Caddy (deploy/Caddyfile, scripts/bench/caddy.ts), the client over HTTPS.
 *
 *   npm run bench:deploy                        both set-ups
 *   npm run bench:deploy -- --setup sqlite      one (sqlite or postgres)
 *   npm run bench:deploy -- --rate 6            pages per second (default 4)
 *   npm run bench:deploy -- --verbose           the deploys' own output as they run
 *
 * The PostgreSQL set-up uses a schema of its own in BENCH_DATABASE_URL (else TEST_DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { openDatabase } from '../../server/db/connection';
import { startCaddy, type CaddyFront } from './caddy';
import { createSandbox, type Sandbox } from './deploy-sandbox';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const PAGE_RATE = Number(option('--rate') ?? 4);
const VERBOSE = args.includes('--verbose');
const SETUPS = (option('--setup') ?? 'sqlite,postgres').split(',');
const REQUEST_TIMEOUT_MS = 30_000;
/** Sends of one request at most: a browser stops once it runs out of kept-alive connections to try. */
const MAX_ATTEMPTS = 10;
/** Pages stay open this long (a random share of it) before their islands wake. */
const WAKE_WITHIN_MS = 8_000;
/** The line the deploy changes: the first testimonial's quote, on the home page and in an island chunk. */
const CHANGED_FILE = 'content/testimonials/clients.yaml';
const CHANGED_LINE = /^( {4}quote: )(.*)$/m;

type Answer = { status: number; body: Buffer } | { error: string; reused: boolean };

/** Requests over keep-alive connections, as a browser's: br or gzip accepted and decoded. */
class Client {
  private readonly agent: http.Agent;
  constructor(
    readonly origin: string,
    ca?: Buffer,
  ) {
    this.agent = origin.startsWith('https:') ? new https.Agent({ keepAlive: true, maxSockets: 32, ca }) : new http.Agent({ keepAlive: true, maxSockets: 32 });
  }

  /**
   * One request. A request sent on a kept-alive connection that closed before any answer is sent
   * again, as browsers do, for as long as the connection that failed was a kept-alive one
   * (`onRetry` counts each): such a request was never answered, and a fresh connection ends it.
   */
  async request(method: string, target: string, json?: unknown, onRetry?: () => void): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      const answer = await this.once(method, target, json);
      if (!('error' in answer) || !answer.reused || attempt === MAX_ATTEMPTS) return answer;
      onRetry?.();
    }
  }

  private once(method: string, target: string, json?: unknown): Promise<Answer> {
    const url = new URL(target, this.origin);
    const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
    const send = url.protocol === 'https:' ? https.request : http.request;
    return new Promise((resolve) => {
      const request = send(
        url,
        {
          method,
          agent: this.agent,
          timeout: REQUEST_TIMEOUT_MS,
          headers: { 'accept-encoding': 'br, gzip', ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error) => resolve({ error: error.message, reused: false }));
          response.on('end', () => {
            const raw = Buffer.concat(chunks);
            const encoding = response.headers['content-encoding'];
            try {
              const decoded = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
              resolve({ status: response.statusCode ?? 0, body: decoded });
            } catch (error) {
              resolve({ error: `undecodable ${encoding} body: ${error instanceof Error ? error.message : String(error)}`, reused: false });
            }
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
      // No answer began: the request may be sent again if its connection was one kept alive.
      request.on('error', (error) => resolve({ error: error.message, reused: request.reusedSocket }));
      request.end(body);
    });
  }

  close() {
    this.agent.destroy();
  }
}

type Stats = {
  requests: number;
  failed: number;
  retried: number;
  missingAssets: number;
  /** A few failures and missing files, with when they happened (s from the deploy command; before it, negative). */
  samples: string[];
  enquiriesSent: number;
  acknowledged: string[];
};

/** The paths of the hashed files a page or a chunk names: the page's href/src, a chunk's ./name.js and assets/name.js. */
const PAGE_ASSETS = /(?:href|src)="(\/assets\/[^"?#]+)"/g;
const CHUNK_IMPORTS = /(?:\.\/|assets\/)([A-Za-z0-9_-]+\.js)\b/g;
const MODULE_SCRIPT = /<script type="module" src="(\/assets\/[^"]+)"/g;

/** The steady load: PAGE_RATE page visits a second and one enquiry a second, until stop(). */
function startLoad(client: Client, pages: string[], runId: string, clock: { zero: number }) {
  const stats: Stats = { requests: 0, failed: 0, retried: 0, missingAssets: 0, samples: [], enquiriesSent: 0, acknowledged: [] };
  const chunkImports = new Map<string, string[]>();
  const pending = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  const note = (what: string) => {
    if (stats.samples.length < 12) stats.samples.push(`${((Date.now() - clock.zero) / 1000).toFixed(1)} s ${what}`);
  };
  const track = <T>(promise: Promise<T>) => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
    return promise;
  };

  async function get(target: string, kind: 'page' | 'asset'): Promise<Buffer | null> {
    stats.requests++;
    const answer = await client.request('GET', target, undefined, () => stats.retried++);
    if ('error' in answer) {
      stats.failed++;
      note(`GET ${target}: ${answer.error}`);
      return null;
    }
    if (kind === 'asset' && answer.status === 404) {
      stats.missingAssets++;
      note(`GET ${target}: 404`);
      return null;
    }
    if (answer.status !== 200) {
      stats.failed++;
      note(`GET ${target}: ${answer.status}`);
      return null;
    }
    return answer.body;
  }

  /** Every chunk an island loader can import, fetched as waking islands fetch them. */
  async function wake(entries: string[]) {
    const seen = new Set<string>();
    let wave = entries.map((entry) => path.posix.basename(entry));
    while (wave.length > 0) {
      const next: string[] = [];
      await Promise.all(
        wave.map(async (name) => {
          if (seen.has(name)) return;
          seen.add(name);
          const body = await get(`/assets/${name}`, 'asset');
          if (body && !chunkImports.has(name)) chunkImports.set(name, [...new Set([...body.toString().matchAll(CHUNK_IMPORTS)].map((match) => match[1]!))]);
          next.push(...(chunkImports.get(name) ?? []));
        }),
      );
      wave = next.filter((name) => !seen.has(name));
    }
  }

  async function visit(page: string) {
    const body = await get(page, 'page');
    if (!body) return;
    const html = body.toString();
    await Promise.all([...new Set([...html.matchAll(PAGE_ASSETS)].map((match) => match[1]!))].map((asset) => get(asset, 'asset')));
    const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
    const timer = setTimeout(() => {
      timers.delete(timer);
      void track(wake(entries));
    }, Math.random() * WAKE_WITHIN_MS);
    timers.add(timer);
  }

  async function enquire(n: number) {
    const email = `bench-${runId}-${n}@example.com`;
    stats.enquiriesSent++;
    stats.requests++;
    const answer = await client.request(
      'POST',
      '/apis/enquiry.php',
      { name: 'Bench Visitor', email, phone: '9876543210', message: `Enquiry ${n} of a deploy bench.` },
      () => stats.retried++,
    );
    if ('error' in answer || answer.status !== 201) {
      stats.failed++;
      note(`POST /apis/enquiry.php: ${'error' in answer ? answer.error : answer.status}`);
      return;
    }
    stats.acknowledged.push(email);
  }

  const pageTimer = setInterval(() => void track(visit(pages[Math.floor(Math.random() * pages.length)]!)), 1000 / PAGE_RATE);
  let enquiries = 0;
  const enquiryTimer = setInterval(() => void track(enquire(++enquiries)), 1000);

  return {
    stats,
    /** Stops starting visits, lets open pages wake, and waits for every request under way. */
    async stop() {
      clearInterval(pageTimer);
      clearInterval(enquiryTimer);
      await sleep(WAKE_WITHIN_MS);
      for (const timer of timers) clearTimeout(timer);
      while (pending.size > 0) await Promise.all([...pending]);
      return stats;
    },
  };
}

/** Resolves with the time `page` first answers with `wanted` (the change there or gone), polled every 100 ms. */
async function firstSeen(client: Client, page: string, marker: string, wanted: boolean, signal: { done: boolean }): Promise<number | null> {
  while (!signal.done) {
    const answer = await client.request('GET', page);
    if ('status' in answer && answer.status === 200 && answer.body.toString().includes(marker) === wanted) return Date.now();
    await sleep(100);
  }
  return null;
}

type Row = {
  setup: string;
  requests: number;
  failed: number;
  retried: number;
  missingAssets: number;
  enquiries: string;
  lost: number;
  firstNewS: number | null;
  deployS: number;
  firstOldS: number | null;
  rollbackS: number;
  samples: string[];
};

/** The sitemap's pages, as paths. */
async function sitemapPaths(client: Client): Promise<string[]> {
  const answer = await client.request('GET', '/sitemap.xml');
  if ('error' in answer || answer.status !== 200) throw new Error(`GET /sitemap.xml: ${'error' in answer ? answer.error : answer.status}`);
  return [...answer.body.toString().matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

async function createPostgresSchema(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const separator = base.includes('?') ? '&' : '?';
  return {
    url: `${base}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}

const log = (message: string) => process.stderr.write(`bench:deploy: ${message}\n`);

async function deployOrFail(sandbox: Sandbox, deployArgs: string[], what: string) {
  const result = await sandbox.deploy(deployArgs, VERBOSE ? (text) => process.stderr.write(text) : undefined);
  if (result.code !== 0) throw new Error(`${what} failed (exit ${result.code}):\n${result.output}`);
  log(`${what}: ${(result.ms / 1000).toFixed(1)} s`);
  return result;
}

async function run(setup: 'sqlite' | 'postgres'): Promise<Row> {
  let database: { url: string; drop: () => Promise<void> } | undefined;
  if (setup === 'postgres') {
    const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('the PostgreSQL set-up needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
    database = await createPostgresSchema(base);
  }
  // Every POST comes from one address here: the limit is lifted. Behind Caddy, the instances trust it.
  const sandbox = createSandbox({ RATE_LIMIT_MAX: '0', TRUST_PROXY: '127.0.0.1', ...(database ? { DATABASE_URL: database.url } : {}) });
  let front: CaddyFront | undefined;
  let client: Client | undefined;
  try {
    await deployOrFail(sandbox, [], 'first deploy');
    const ports = setup === 'sqlite' ? [3810] : [3811, 3812];
    for (const port of ports) await sandbox.startInstance(port);
    if (setup === 'postgres') front = await startCaddy(ports.map((port) => `127.0.0.1:${port}`));
    client = front ? new Client(front.origin, front.ca) : new Client(`http://127.0.0.1:${ports[0]}`);
    const watcher = front ? new Client(front.origin, front.ca) : new Client(`http://127.0.0.1:${ports[0]}`);
    const pages = await sitemapPaths(client);
    const runId = randomUUID().slice(0, 8);
    // Times of failures count from the deploy command (set below); until then, from now.
    const clock = { zero: Date.now() };
    const load = startLoad(client, pages, runId, clock);
    log(`${setup}: ${ports.length} instance(s)${front ? ' behind Caddy' : ''}, ${PAGE_RATE} pages/s and 1 enquiry/s over ${pages.length} pages`);
    await sleep(5_000);

    // Letters only: a figure in an English text is something its Hindi translation must repeat.
    const marker = `Deployed by the bench (${runId.replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!)}).`;
    sandbox.commit(
      CHANGED_FILE,
      (text) => text.replace(CHANGED_LINE, (_line, key: string, quote: string) => `${key}${quote} ${marker}`),
      'One line of a testimonial',
    );
    const deployStarted = Date.now();
    clock.zero = deployStarted;
    const deploySignal = { done: false };
    const newSeen = firstSeen(watcher, '/', marker, true, deploySignal);
    const deployed = await deployOrFail(sandbox, [], 'deploy of the change');
    const firstNew = await Promise.race([newSeen, sleep(5_000).then(() => null)]);
    deploySignal.done = true;
    await sleep(5_000);

    const rollbackStarted = Date.now();
    const rollbackSignal = { done: false };
    const oldSeen = firstSeen(watcher, '/', marker, false, rollbackSignal);
    const rolledBack = await deployOrFail(sandbox, ['--rollback'], 'rollback');
    const firstOld = await Promise.race([oldSeen, sleep(5_000).then(() => null)]);
    rollbackSignal.done = true;
    await sleep(5_000);
    const stats = await load.stop();
    watcher.close();

    const reader = openDatabase({ url: database?.url, sqliteFile: sandbox.env.SQLITE_FILE!, poolSize: 1 });
    const stored = new Set(
      (await reader.all<{ email: string }>('SELECT email FROM enquiries WHERE email LIKE ?', [`bench-${runId}-%`])).map((row) => row.email),
    );
    await reader.close();
    const lost = stats.acknowledged.filter((email) => !stored.has(email)).length;
    return {
      setup: setup === 'sqlite' ? '1 instance, SQLite' : '2 instances, PostgreSQL, Caddy',
      requests: stats.requests,
      failed: stats.failed,
      retried: stats.retried,
      missingAssets: stats.missingAssets,
      enquiries: `${stats.acknowledged.length}/${stats.enquiriesSent}`,
      lost,
      firstNewS: firstNew === null ? null : (firstNew - deployStarted) / 1000,
      deployS: deployed.ms / 1000,
      firstOldS: firstOld === null ? null : (firstOld - rollbackStarted) / 1000,
      rollbackS: rolledBack.ms / 1000,
      samples: stats.samples,
    };
  } finally {
    client?.close();
    await front?.close();
    await sandbox.close();
    await database?.drop();
  }
}

function table(rows: Row[]): string {
  const header = [
    'set-up',
    'requests',
    'failed',
    'retried',
    'missing assets',
    'enquiries acked/sent',
    'lost',
    'to live: first page s',
    'deploy s',
    'to roll back: first page s',
    'rollback s',
  ];
  const seconds = (value: number | null) => (value === null ? 'never' : value.toFixed(1));
  const lines = rows.map((row) => [
    row.setup,
    String(row.requests),
    String(row.failed),
    String(row.retried),
    String(row.missingAssets),
    row.enquiries,
    String(row.lost),
    seconds(row.firstNewS),
    seconds(row.deployS),
    seconds(row.firstOldS),
    seconds(row.rollbackS),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [format(header), `|${widths.map((w, i) => (i === 0 ? ':' : '-') + '-'.repeat(w) + (i === 0 ? '-' : ':')).join('|')}|`, ...lines.map(format)].join(
    '\n',
  );
}

const rows: Row[] = [];
for (const setup of SETUPS) {
  if (setup !== 'sqlite' && setup !== 'postgres') throw new Error(`--setup ${setup}: sqlite or postgres`);
  rows.push(await run(setup));
}
console.log(`\nA deploy of a one-line content change, then its rollback, under ${PAGE_RATE} page visits a second (each with its assets, its islands' chunks`);
console.log(`a few seconds later) and one enquiry a second. Times in seconds from the command:\n`);
console.log(table(rows));
for (const row of rows)
  if (row.samples.length > 0)
    console.log(`\n${row.setup}, first failures (s from the deploy command):\n${row.samples.map((sample) => `  ${sample}`).join('\n')}`);

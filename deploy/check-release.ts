/*
 * The check a release passes before it goes live: its own server (node dist-server/index.js, as the
 * instances will run it) on a spare loopback port, over a database and a mail folder of its own
 * (so the check touches no lead and sends no mail), must answer /healthz, every address of its
 * sitemap with 200, every stylesheet, script and font those pages name with 200, and an unknown
 * address with its not-found page (404).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export class CheckError extends Error {}

const START_TIMEOUT_MS = 60_000;
/** Requests under way at once: the machine also serves the live site meanwhile. */
const CONCURRENCY = 4;
/** The paths a page names of the release's own hashed files. */
const ASSET_REFERENCE = /(?:href|src)="(\/assets\/[^"?#]+)"/g;

/** A loopback port no one listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs `work` over `items`, CONCURRENCY at a time. */
async function eachLimited<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(runners);
}

export type CheckReport = { pages: number; assets: number; ms: number };

export async function checkRelease(releaseDir: string): Promise<CheckReport> {
  const started = Date.now();
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'release-check-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(releaseDir, 'dist-server', 'index.js')], {
    cwd: scratch,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: path.join(releaseDir, 'dist'),
      SSR_DIR: path.join(releaseDir, 'dist-ssr'),
      SHARED_DIST_DIR: '',
      RELEASE: path.basename(releaseDir),
      DATABASE_URL: '',
      SQLITE_FILE: path.join(scratch, 'check.sqlite'),
      SMTP_URL: '',
      MAIL_DIR: path.join(scratch, 'outbox'),
      TRUST_PROXY: '',
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null) throw new CheckError(`the release's server exited (code ${child.exitCode}) before it answered:\n${output}`);
      if (Date.now() > deadline) throw new CheckError(`the release's server did not answer /healthz within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
      const health = await fetch(`${origin}/healthz`).then(
        (response) => response.status,
        () => 0,
      );
      if (health === 200) break;
      await sleep(100);
    }
    const failures: string[] = [];
    const sitemap = await fetch(`${origin}/sitemap.xml`);
    if (!sitemap.ok) throw new CheckError(`GET /sitemap.xml answered ${sitemap.status}`);
    const pages = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    if (pages.length === 0) throw new CheckError('the sitemap lists no page');
    const assets = new Set<string>();
    await eachLimited(pages, async (page) => {
      const response = await fetch(`${origin}${page}`);
      if (response.status !== 200) failures.push(`GET ${page}: ${response.status}`);
      for (const match of (await response.text()).matchAll(ASSET_REFERENCE)) assets.add(match[1]!);
    });
    await eachLimited([...assets], async (asset) => {
      const response = await fetch(`${origin}${asset}`);
      await response.arrayBuffer();
      if (response.status !== 200) failures.push(`GET ${asset}: ${response.status}`);
    });
    const unknown = await fetch(`${origin}/this-address-is-not-a-page-of-the-site`);
    await unknown.arrayBuffer();
    if (unknown.status !== 404) failures.push(`GET an unknown address: ${unknown.status}, not 404`);
    if (failures.length > 0) {
      throw new CheckError(`${failures.length} request(s) failed:\n${failures.slice(0, 20).join('\n')}${failures.length > 20 ? '\n…' : ''}`);
    }
    return { pages: pages.length, assets: assets.size, ms: Date.now() - started };
  } finally {
    child.kill('SIGTERM');
    await exited;
    await rm(scratch, { recursive: true, force: true });
  }
}

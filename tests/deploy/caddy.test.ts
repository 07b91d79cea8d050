/*
 * The shipped deploy/Caddyfile in front of the real server over the built site, on loopback with
 * Caddy's own certificate authority (scripts/bench/caddy.ts): pages over HTTPS and HTTP/2 with the
 * server's security headers as it sends them, the build's compressed files passed on as they are
 * and what arrives uncompressed compressed by Caddy, the rate limit counting each client rather
 * than the proxy, and two instances of which one stops and comes back.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import { systemClock } from '../../server/clock';
import { openDatabase, type Database } from '../../server/db/connection';
import { parseEnv } from '../../server/env';
import { migrate } from '../../server/db/migrate';
import { createMemoryMailer } from '../../server/mail/memory';
import { startCaddy, type CaddyFront } from '../../scripts/bench/caddy';

const dir = mkdtempSync(path.join(os.tmpdir(), 'caddy-test-'));
let db: Database;

/** Without Caddy these tests cannot run: in CI (CI=true) that is a failure, elsewhere they are skipped with a message saying so. */
const hasCaddy = spawnSync('sh', ['-c', 'command -v caddy']).status === 0;
if (!hasCaddy && !process.env.CI) console.warn('[deploy tests] Caddy is not installed: its tests are SKIPPED (apt-get install caddy; .ci/run installs it)');
const describeWithCaddy = hasCaddy || process.env.CI ? describe : describe.skip;

/** The proxy the instances believe, as the shipped environment file (deploy/site.env) sets TRUST_PROXY. */
const trustProxy = parseEnv({ TRUST_PROXY: /^TRUST_PROXY=(.*)$/m.exec(readFileSync('deploy/site.env', 'utf8'))?.[1] }).TRUST_PROXY;

/** An instance of the server over the built site, trusting Caddy as site.env says, three POSTs per address a minute (its mail worker runs: /healthz says 503 without it). */
async function startInstance(release: string, port = 0): Promise<{ app: App; port: number }> {
  const app = await createApp({
    db,
    mailer: createMemoryMailer(),
    distDir: path.resolve('dist'),
    release,
    trustProxy,
    rateLimit: { max: 3, windowMs: 60_000 },
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** One request through Caddy over HTTP/2, trusting its authority; the body as sent (not decoded). */
async function viaHttp2(front: CaddyFront, target: string, headers: Record<string, string> = {}): Promise<Answer & { protocol: string | undefined }> {
  const session = http2.connect(front.origin, { ca: front.ca });
  try {
    return await new Promise((resolve, reject) => {
      const request = session.request({ ':path': target, ...headers });
      const chunks: Buffer[] = [];
      let answer: Omit<Answer, 'body'> | undefined;
      request.on('response', (headers) => {
        answer = { status: Number(headers[':status']), headers };
      });
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve({ ...answer!, body: Buffer.concat(chunks), protocol: session.alpnProtocol }));
      request.on('error', reject);
    });
  } finally {
    session.close();
  }
}

/** One HTTP/1.1 request through Caddy from `localAddress` (another loopback address is another client). */
function viaHttps(
  front: CaddyFront,
  method: string,
  target: string,
  options: { localAddress?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      `${front.origin}${target}`,
      { method, ca: front.ca, agent: false, localAddress: options.localAddress, headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** The same request straight to an instance, without Caddy. */
async function direct(port: number, target: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${target}`, { headers: { 'accept-encoding': 'br' } });
}

/** Headers the server sets for the browser's protection; Caddy must pass them on unchanged. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'x-permitted-cross-domain-policies',
];

beforeAll(async () => {
  db = openDatabase({ sqliteFile: path.join(dir, 'site.sqlite') });
  await migrate(db, systemClock);
});

afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describeWithCaddy('Caddy with deploy/Caddyfile in front of one instance', () => {
  let instance: { app: App; port: number };
  let front: CaddyFront;
  beforeAll(async () => {
    instance = await startInstance('one');
    front = await startCaddy([`127.0.0.1:${instance.port}`]);
  });
  afterAll(async () => {
    await front?.close();
    await instance?.app.close();
  });

  it('serves the pages over HTTPS and HTTP/2 with the security headers the server sends, and HSTS', async () => {
    for (const [target, type] of [
      ['/', 'text/html'],
      ['/hi/contact-us', 'text/html'],
      ['/sitemap.xml', 'application/xml'],
    ] as const) {
      const proxied = await viaHttp2(front, target, { 'accept-encoding': 'br' });
      expect(proxied.protocol).toBe('h2');
      expect(proxied.status).toBe(200);
      expect(String(proxied.headers['content-type'])).toContain(type);
      const original = await direct(instance.port, target);
      for (const name of SECURITY_HEADERS) expect(proxied.headers[name], `${target} ${name}`).toBe(original.headers.get(name) ?? undefined);
      // Over TLS the server adds HSTS, which it never sends over plain HTTP.
      expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(original.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('passes the build’s compressed pages on as they are, and compresses what arrives uncompressed', async () => {
    const brotli = await viaHttp2(front, '/', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.equals(readFileSync('dist/index.html.br'))).toBe(true);
    // The build writes no zstd twin and the server does not make zstd: Caddy does.
    const zstd = await viaHttp2(front, '/', { 'accept-encoding': 'zstd' });
    expect(zstd.headers['content-encoding']).toBe('zstd');
    expect(zstd.body.length).toBeLessThan(readFileSync('dist/index.html').length / 3);
    const plain = await viaHttp2(front, '/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(readFileSync('dist/index.html'))).toBe(true);
  });

  it('counts each client against the rate limit by its own address, whatever X-Forwarded-For it sends', async () => {
    const post = (localAddress: string, headers: Record<string, string> = {}) =>
      viaHttps(front, 'POST', '/apis/newsletter.php', {
        localAddress,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: 'not an address' }),
      });
    for (let n = 0; n < 3; n++) expect((await post('127.0.0.2')).status).toBe(422);
    expect((await post('127.0.0.2')).status).toBe(429);
    expect((await post('127.0.0.2', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    // Another visitor behind the same proxy keeps a budget of their own.
    expect((await post('127.0.0.3')).status).toBe(422);
  });
});

describeWithCaddy('Caddy with deploy/Caddyfile in front of two instances', () => {
  const instances: { app: App; port: number }[] = [];
  let front: CaddyFront;
  beforeAll(async () => {
    instances.push(await startInstance('first'), await startInstance('second'));
    front = await startCaddy(instances.map((instance) => `127.0.0.1:${instance.port}`));
  });
  afterAll(async () => {
    await front?.close();
    for (const instance of instances) await instance.app.close();
  });

  const releasesAnswering = async (requests: number) => {
    const seen = new Set<string>();
    for (let n = 0; n < requests; n++) {
      const answer = await viaHttps(front, 'GET', '/healthz');
      expect(answer.status).toBe(200);
      const health: unknown = JSON.parse(answer.body.toString());
      if (typeof health === 'object' && health !== null && 'release' in health && typeof health.release === 'string') seen.add(health.release);
    }
    return seen;
  };

  it('answers every request while one instance is stopped, and uses it again once it is back', async () => {
    expect(await releasesAnswering(20)).toEqual(new Set(['first', 'second']));
    const [, second] = instances as [{ app: App; port: number }, { app: App; port: number }];
    await second.app.close();
    for (let n = 0; n < 20; n++) {
      expect((await viaHttps(front, 'GET', '/')).status).toBe(200);
      expect((await viaHttps(front, 'GET', '/contact-us')).status).toBe(200);
    }
    const enquiry = JSON.stringify({ name: 'Asha Verma', email: 'asha@example.com', phone: '9829012345', message: 'Sent while an instance was down.' });
    for (let n = 0; n < 3; n++) {
      expect(
        (
          await viaHttps(front, 'POST', '/apis/enquiry.php', {
            localAddress: `127.0.0.${10 + n}`,
            headers: { 'content-type': 'application/json' },
            body: enquiry,
          })
        ).status,
      ).toBe(201);
    }
    expect(await releasesAnswering(10)).toEqual(new Set(['first']));

    instances[1] = await startInstance('second again', second.port);
    const deadline = Date.now() + 20_000;
    while (!(await releasesAnswering(5)).has('second again')) {
      if (Date.now() > deadline) throw new Error('Caddy did not send requests to the instance that came back');
      await sleep(500);
    }
  });
});

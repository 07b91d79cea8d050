/*
 * Caddy in front of servers on this machine, as in production: the shipped deploy/Caddyfile,
 * unchanged, with its placeholders set for loopback (free ports, the upstreams given, Caddy's own
 * certificate authority instead of Let's Encrypt, no admin endpoint). The Caddy tests,
 * bench:lighthouse and bench:deploy load pages through it. Its certificate authority's root (`ca`)
 * is what a client trusts to reach it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../deploy/check-release';

export const CADDYFILE = path.resolve('deploy/Caddyfile');
const START_TIMEOUT_MS = 30_000;

export type CaddyFront = {
  /** https://127.0.0.1:<port> */
  origin: string;
  port: number;
  /** The root certificate of Caddy's own authority, which signed the front's certificate. */
  ca: Buffer;
  close: () => Promise<void>;
};

/** Whether a TLS request to `origin` trusting `ca` gets any HTTP answer. */
function answers(origin: string, ca: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    const request = https.get(`${origin}/`, { ca, timeout: 2_000 }, (response) => {
      response.resume();
      resolve(true);
    });
    request.once('error', () => resolve(false));
    request.once('timeout', () => request.destroy());
  });
}

/** Caddy with deploy/Caddyfile on a free loopback port, in front of `upstreams` (host:port each). */
export async function startCaddy(upstreams: string[]): Promise<CaddyFront> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'caddy-'));
  const [port, httpPort] = [await freePort(), await freePort()];
  const origin = `https://127.0.0.1:${port}`;
  const child = spawn('caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      HOME: dir,
      XDG_DATA_HOME: path.join(dir, 'data'),
      XDG_CONFIG_HOME: path.join(dir, 'config'),
      CADDY_ADMIN: 'off',
      CADDY_HTTP_PORT: String(httpPort),
      CADDY_HTTPS_PORT: String(port),
      CADDY_OPTIONS: ['local_certs', 'skip_install_trust', 'default_bind 127.0.0.1'].join('\n'),
      SITE_ADDRESS: origin,
      UPSTREAMS: upstreams.join(' '),
    },
  });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const rootFile = path.join(dir, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  const close = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`caddy exited (code ${child.exitCode}):\n${log}`);
    }
    if (existsSync(rootFile)) {
      const ca = readFileSync(rootFile);
      if (await answers(origin, ca)) return { origin, port, ca, close };
    }
    await sleep(100);
  }
  await close();
  throw new Error(`caddy did not answer on ${origin} within ${START_TIMEOUT_MS / 1000} s:\n${log}`);
}

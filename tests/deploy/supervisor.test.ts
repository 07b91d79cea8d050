/*
 * One instance as the service unit runs it (deploy/supervisor.ts over DEPLOY_ROOT/current), over
 * releases made of this repository's build: a reload moves it to the release `current` points to
 * without a failed request, a request under way when it moves is answered, a release whose server
 * cannot start leaves the old one serving, a worker that dies is replaced, and SIGTERM stops it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../deploy/check-release';
import { instanceStateFile, layoutOf } from '../../deploy/layout';
import { readInstanceState, switchTo } from '../../deploy/releases';
import { getOnFreshConnection } from '../support/fresh-connection';

const root = mkdtempSync(path.join(os.tmpdir(), 'supervisor-'));
const layout = layoutOf(root);
const [A, B, BROKEN] = ['20260101-000000-aaaaaaa', '20260102-000000-bbbbbbb', '20260103-000000-ccccccc'];
let port = 0;
let supervisor: ChildProcess | undefined;
let output = '';

/** A release folder of this repository's build: its files linked, or the compiled server replaced by `server`. */
function makeRelease(name: string, server?: string) {
  const dir = path.join(layout.releases, name);
  mkdirSync(dir, { recursive: true });
  for (const part of ['dist', 'dist-ssr', 'node_modules']) symlinkSync(path.resolve(part), path.join(dir, part));
  if (server === undefined) symlinkSync(path.resolve('dist-server'), path.join(dir, 'dist-server'));
  else {
    mkdirSync(path.join(dir, 'dist-server'));
    writeFileSync(path.join(dir, 'dist-server', 'index.js'), server);
  }
}

const get = (target: string) => getOnFreshConnection(`http://127.0.0.1:${port}${target}`);

async function releaseServing(): Promise<string | null> {
  const answer = await get('/healthz');
  if ('error' in answer || answer.status !== 200) return null;
  const health: unknown = JSON.parse(answer.body);
  return typeof health === 'object' && health !== null && 'release' in health && typeof health.release === 'string' ? health.release : null;
}

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output}`);
    await sleep(50);
  }
}

beforeAll(async () => {
  makeRelease(A);
  makeRelease(B);
  makeRelease(BROKEN, "throw new Error('this release cannot start');\n");
  await switchTo(layout, A);
  port = await freePort();
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));
  supervisor = spawn(process.execPath, [path.resolve('dist-server/supervisor.js')], {
    cwd: root,
    env: {
      ...env,
      DEPLOY_ROOT: root,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_FILE: path.join(root, 'site.sqlite'),
      MAIL_DIR: path.join(root, 'outbox'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
    },
  });
  supervisor.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  supervisor.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until(async () => (await releaseServing()) === A, `the instance to serve ${A}`);
});

afterAll(async () => {
  if (supervisor && supervisor.exitCode === null) {
    supervisor.kill('SIGKILL');
    await new Promise((resolve) => supervisor!.once('exit', resolve));
  }
  rmSync(root, { recursive: true, force: true });
});

const state = () => readInstanceState(instanceStateFile(layout, port));

describe('the supervisor', () => {
  it('moves to the release current points to on SIGHUP, answering every request meanwhile', async () => {
    expect(state()).toMatchObject({ pid: supervisor!.pid, port, serving: A, failed: null });
    const failures: string[] = [];
    let requests = 0;
    let loading = true;
    // Four visitors loading the home page and a stylesheet-sized asset, one request after another.
    const visitors = Array.from({ length: 4 }, async () => {
      while (loading) {
        for (const target of ['/', '/robots.txt', '/healthz']) {
          requests++;
          const answer = await get(target);
          if ('error' in answer || answer.status !== 200) failures.push(`${target}: ${'error' in answer ? answer.error : answer.status}`);
        }
      }
    });
    // A request under way during the move: its body arrives in two parts, a second apart.
    const slowPost = new Promise<number>((resolve) => {
      const body = JSON.stringify({ name: 'Asha Verma', email: 'asha@example.com', phone: '9829012345', message: 'Sent slowly.' });
      const request = http.request(
        `http://127.0.0.1:${port}/apis/enquiry.php`,
        { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', () => resolve(0));
      request.write(body.slice(0, 20));
      setTimeout(() => request.end(body.slice(20)), 1_500);
    });
    await sleep(300);
    await switchTo(layout, B);
    supervisor!.kill('SIGHUP');
    await until(() => state().serving === B, `the instance to serve ${B}`);
    await until(async () => (await releaseServing()) === B, `/healthz to name ${B}`);
    await sleep(500);
    loading = false;
    await Promise.all(visitors);
    expect(await slowPost).toBe(201);
    expect(requests).toBeGreaterThan(20);
    expect(failures, output).toEqual([]);
  });

  it('keeps serving the release it has when the new one cannot start, and says why', async () => {
    const asked = Date.now();
    await switchTo(layout, BROKEN);
    supervisor!.kill('SIGHUP');
    await until(() => state().failed !== null, 'the reload to be given up');
    expect(state().failed).toMatchObject({ release: BROKEN });
    expect(state().failed!.reason).toMatch(/exited .* before it listened/);
    expect(Date.parse(state().failed!.at)).toBeGreaterThanOrEqual(asked - 1000);
    expect(state().serving).toBe(B);
    expect(await releaseServing()).toBe(B);
    await switchTo(layout, B);
  });

  it('replaces a worker that dies', async () => {
    const workers = async () => {
      const ps = spawn('pgrep', ['-P', String(supervisor!.pid)]);
      let text = '';
      ps.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      await new Promise((resolve) => ps.once('exit', resolve));
      return text.split('\n').filter(Boolean).map(Number);
    };
    const [worker] = await workers();
    expect(worker).toBeDefined();
    process.kill(worker!, 'SIGKILL');
    await until(async () => (await workers()).some((pid) => pid !== worker) && (await releaseServing()) === B, 'a new worker to serve');
    expect(state().serving).toBe(B);
  });

  it('stops on SIGTERM: its workers exit, its state file goes, its port closes', async () => {
    const exited = new Promise<number | null>((resolve) => supervisor!.once('exit', resolve));
    supervisor!.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(instanceStateFile(layout, port))).toBe(false);
    const answer = await get('/healthz');
    expect('error' in answer && answer.error).toMatch(/ECONNREFUSED/);
  });
});

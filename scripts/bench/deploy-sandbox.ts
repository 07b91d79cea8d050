/*
 * A deployed site in a temporary folder, as docs/operating.md sets one up on a server, for
 * bench:deploy and the deploy tests: a git remote holding this repository's files as they are now
 * (uncommitted changes included), the checkout deployed from (DEPLOY_ROOT/app, a clone of it), and
 * instances started as the service unit starts them (node DEPLOY_ROOT/current/dist-server/supervisor.js).
 *
 * The checkout's node_modules are this repository's, copied as hard links (seconds, where npm ci
 * takes minutes); npm's own record of them (node_modules/.package-lock.json) is a real copy, so
 * nothing npm writes there reaches this repository's node_modules.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { instanceStateFile, layoutOf, type Layout } from '../../deploy/layout';
import { readInstanceState } from '../../deploy/releases';

export type Sandbox = {
  root: string;
  layout: Layout;
  /** The checkout npm run deploy runs in. */
  checkout: string;
  /** The environment of the deploy and of the instances: DEPLOY_ROOT, the database, the mail folder. */
  env: Record<string, string>;
  /** Changes a file of the remote's branch (a commit pushed, as a developer would). */
  commit: (file: string, change: (text: string) => string, message: string) => void;
  /** npm run deploy -- args, in the checkout; its output is passed to `echo` as it comes. */
  deploy: (args?: string[], echo?: (text: string) => void) => Promise<{ code: number; output: string; ms: number }>;
  /** An instance on `port`, started as the unit starts it, once it serves; stop() as systemctl stop does. */
  startInstance: (port: number, env?: Record<string, string>) => Promise<RunningInstance>;
  close: () => Promise<void>;
};

export type RunningInstance = { port: number; process: ChildProcess; output: () => string; stop: () => Promise<void> };

const git = (cwd: string, args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

const INSTANCE_START_MS = 60_000;

/** The sandbox, with `env` added to what deploys and instances get (a PostgreSQL DATABASE_URL, say). */
export function createSandbox(env: Record<string, string> = {}): Sandbox {
  const root = mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
  const layout = layoutOf(root);
  const work = path.join(root, 'work');
  const remote = path.join(root, 'origin.git');
  const checkout = path.join(root, 'app');

  // This repository's files as they are now, committed once on a branch of a new repository.
  for (const file of execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' }).split('\0').filter(Boolean)) {
    if (!existsSync(file)) continue;
    mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
    copyFileSync(file, path.join(work, file));
  }
  git(work, ['init', '--quiet', '--initial-branch=main']);
  git(work, ['-c', 'user.name=Site', '-c', 'user.email=site@example.com', 'add', '--all']);
  git(work, ['-c', 'user.name=Site', '-c', 'user.email=site@example.com', 'commit', '--quiet', '--message', 'The site']);
  git(root, ['clone', '--quiet', '--bare', work, remote]);
  git(work, ['remote', 'add', 'origin', remote]);
  git(root, ['clone', '--quiet', remote, checkout]);
  execFileSync('cp', ['-al', path.resolve('node_modules'), path.join(checkout, 'node_modules')]);
  const installed = path.join(checkout, 'node_modules', '.package-lock.json');
  if (existsSync(installed)) {
    rmSync(installed);
    copyFileSync(path.resolve('node_modules', '.package-lock.json'), installed);
  }

  const sandboxEnv: Record<string, string> = {
    DEPLOY_ROOT: root,
    SQLITE_FILE: path.join(root, 'data', 'site.sqlite'),
    MAIL_DIR: path.join(root, 'data', 'outbox'),
    BACKUP_DIR: path.join(root, 'backups'),
    ...env,
  };
  // Not the test runner's mode: the build and the server run as on a server.
  const baseEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));
  const instances: RunningInstance[] = [];

  return {
    root,
    layout,
    checkout,
    env: sandboxEnv,
    commit(file, change, message) {
      const target = path.join(work, file);
      writeFileSync(target, change(readFileSync(target, 'utf8')));
      git(work, ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', 'commit', '--quiet', '--all', '--message', message]);
      git(work, ['push', '--quiet', 'origin', 'main']);
    },
    deploy(args = [], echo) {
      const started = Date.now();
      return new Promise((resolve, reject) => {
        const child = spawn('npm', ['run', '--silent', 'deploy', '--', ...args], { cwd: checkout, env: { ...baseEnv, ...sandboxEnv } });
        let output = '';
        const keep = (chunk: Buffer) => {
          output += chunk.toString();
          echo?.(chunk.toString());
        };
        child.stdout.on('data', keep);
        child.stderr.on('data', keep);
        child.once('error', reject);
        child.once('exit', (code) => resolve({ code: code ?? 1, output, ms: Date.now() - started }));
      });
    },
    async startInstance(port, instanceEnv = {}) {
      const child = spawn(process.execPath, ['--enable-source-maps', path.join(layout.current, 'dist-server', 'supervisor.js')], {
        cwd: root,
        env: { ...baseEnv, ...sandboxEnv, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...instanceEnv },
      });
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      const instance: RunningInstance = {
        port,
        process: child,
        output: () => output,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
      instances.push(instance);
      const deadline = Date.now() + INSTANCE_START_MS;
      const stateFile = instanceStateFile(layout, port);
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the instance on port ${port} exited (code ${child.exitCode}):\n${output}`);
        if (Date.now() > deadline) throw new Error(`the instance on port ${port} did not serve within ${INSTANCE_START_MS / 1000} s:\n${output}`);
        const serving = existsSync(stateFile) && readInstanceState(stateFile).serving !== null;
        if (serving) {
          const health = await fetch(`http://127.0.0.1:${port}/healthz`).then(
            (response) => response.status,
            () => 0,
          );
          if (health === 200) return instance;
        }
        await sleep(100);
      }
    },
    async close() {
      await Promise.all(instances.map((instance) => instance.stop()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

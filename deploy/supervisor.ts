/*
 * One instance of the site, as the service unit runs it (deploy/site@.service):
 * node DEPLOY_ROOT/current/dist-server/supervisor.js, with the instance's PORT.
 *
 * The supervisor holds the port and runs the server in a worker process (Node's cluster module:
 * the supervisor owns the listening socket and hands each connection to a worker). A reload
 * (SIGHUP: systemctl reload, npm run deploy) starts a worker from the release `current` points to
 * now; once that worker listens, the old one gets SIGTERM, answers the requests it has already
 * received and exits, while new connections go to the new one. So a deploy changes the server's
 * code without refusing or dropping a connection. A worker that fails before it listens (a
 * migration that fails, a broken build) is given up and the old one goes on serving.
 *
 * The instance's state (its pid, the release it serves, the last reload that did not take) is in
 * DEPLOY_ROOT/run/<PORT>.json, where npm run deploy finds each instance and waits for it. A worker
 * that dies is replaced after a second, then after longer waits while it keeps dying. SIGTERM or
 * SIGINT stops the workers the same gentle way, then the supervisor.
 */
import cluster, { type Worker } from 'node:cluster';
import { mkdirSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { instanceStateFile, layoutOf, type InstanceState } from './layout';

const layout = layoutOf(path.resolve(process.env.DEPLOY_ROOT ?? process.cwd()));
const port = Number(process.env.PORT ?? 3000);
/** How long a new worker may take to open its database, migrate and listen. */
const START_TIMEOUT_MS = Number(process.env.WORKER_START_TIMEOUT_MS ?? 60_000);
/** The server's own bound on answering what it has received after SIGTERM, plus a margin before it is killed. */
const RETIRE_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000) + 5_000;
const RESTART_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** A worker up this long has recovered: the next death starts the delays again. */
const STABLE_MS = 60_000;

type Level = 'info' | 'warn' | 'error';
const LEVELS: Record<Level, number> = { info: 30, warn: 40, error: 50 };

/** One JSON line, in the shape of the server's own log (pino), so the journal reads as one log. */
function log(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  process.stdout.write(`${JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, name: 'supervisor', port, ...fields, msg })}\n`);
}

const state: InstanceState = { pid: process.pid, port, serving: null, failed: null, updatedAt: new Date().toISOString() };

function writeState() {
  state.updatedAt = new Date().toISOString();
  const file = instanceStateFile(layout, port);
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(state)}\n`);
  renameSync(partial, file);
}

/** The release folder `current` points to now, and its name. */
function currentRelease(): { dir: string; name: string } {
  const dir = realpathSync(layout.current);
  return { dir, name: path.basename(dir) };
}

/** A worker running the server of the release in `dir`, its files and the shared assets named to it. */
function fork(dir: string): Worker {
  cluster.setupPrimary({ exec: path.join(dir, 'dist-server', 'index.js'), execArgv: ['--enable-source-maps'] });
  return cluster.fork({ DIST_DIR: path.join(dir, 'dist'), SSR_DIR: path.join(dir, 'dist-ssr'), SHARED_DIST_DIR: layout.shared, RELEASE: path.basename(dir) });
}

/** Resolves once `worker` listens, or to why it will not. */
function listening(worker: Worker): Promise<string | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(`it did not listen within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
    const onListening = () => done(null);
    const onExit = (code: number | null, signal: string | null) => done(`it exited (${signal ?? `code ${code}`}) before it listened`);
    function done(reason: string | null) {
      clearTimeout(timer);
      worker.off('listening', onListening);
      worker.off('exit', onExit);
      resolve(reason);
    }
    worker.once('listening', onListening);
    worker.once('exit', onExit);
  });
}

let live: { worker: Worker; release: string; since: number } | undefined;
const retiring = new Set<Worker>();
let stopping = false;

/** SIGTERM, then SIGKILL if it has not exited when the server's own bound is long past. */
function retire(worker: Worker, why: string) {
  retiring.add(worker);
  log('info', 'retiring a worker', { worker: worker.process.pid, why });
  worker.process.kill('SIGTERM');
  const timer = setTimeout(() => {
    if (!worker.isDead()) {
      log('warn', 'a retiring worker did not exit in time: killed', { worker: worker.process.pid, timeoutMs: RETIRE_TIMEOUT_MS });
      worker.process.kill('SIGKILL');
    }
  }, RETIRE_TIMEOUT_MS);
  timer.unref();
}

let reloading: Promise<boolean> | undefined;
let reloadAgain = false;

/** Starts a worker from the release `current` points to and, once it listens, retires the one before it. */
async function startCurrent(why: string): Promise<boolean> {
  let target: { dir: string; name: string };
  let worker: Worker;
  try {
    target = currentRelease();
    worker = fork(target.dir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log('error', 'no release to start', { why, reason });
    state.failed = { release: 'current', reason, at: new Date().toISOString() };
    writeState();
    return false;
  }
  log('info', 'starting a worker', { why, release: target.name, worker: worker.process.pid });
  const failure = await listening(worker);
  if (failure !== null) {
    if (!worker.isDead()) worker.process.kill('SIGKILL');
    log('error', 'the new worker did not start; the old one goes on serving', { release: target.name, reason: failure, serving: live?.release ?? null });
    state.failed = { release: target.name, reason: failure, at: new Date().toISOString() };
    writeState();
    return false;
  }
  const previous = live;
  live = { worker, release: target.name, since: Date.now() };
  state.serving = target.name;
  state.failed = null;
  writeState();
  log('info', 'serving', { release: target.name, worker: worker.process.pid });
  if (previous) retire(previous.worker, `replaced by ${target.name}`);
  return true;
}

/** One reload at a time; a signal during one asks for another after it (the link may have moved again). */
function reload(why: string): Promise<boolean> {
  if (reloading) {
    reloadAgain = true;
    return reloading;
  }
  reloading = startCurrent(why).finally(() => {
    reloading = undefined;
    if (reloadAgain && !stopping) {
      reloadAgain = false;
      void reload('asked again during a reload');
    }
  });
  return reloading;
}

let restarts = 0;

/** Starts a worker again after a wait that grows while workers keep dying; again and again until one listens. */
function restartLater(why: string) {
  const delay = RESTART_DELAYS_MS[Math.min(restarts, RESTART_DELAYS_MS.length - 1)]!;
  restarts++;
  log('warn', 'starting a worker again soon', { why, inMs: delay });
  setTimeout(() => {
    if (stopping || live) return;
    void reload(why).then((started) => {
      if (!started && !live) restartLater(why);
    });
  }, delay);
}

cluster.on('exit', (worker, code, signal) => {
  if (retiring.delete(worker)) {
    log('info', 'a retired worker exited', { worker: worker.process.pid, code, signal });
    return;
  }
  if (stopping || live?.worker !== worker) return;
  const upMs = Date.now() - live.since;
  if (upMs > STABLE_MS) restarts = 0;
  log('error', 'the worker died', { worker: worker.process.pid, code, signal, upMs });
  live = undefined;
  state.serving = null;
  writeState();
  restartLater('the worker died');
});

async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log('info', 'stopping', { signal });
  const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
  const exited = workers.map((worker) => new Promise((resolve) => (worker.isDead() ? resolve(undefined) : worker.once('exit', resolve))));
  for (const worker of workers) if (!retiring.has(worker)) retire(worker, signal);
  await Promise.all(exited);
  rmSync(instanceStateFile(layout, port), { force: true });
  process.exit(0);
}

process.on('SIGHUP', () => void reload('SIGHUP'));
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

mkdirSync(layout.run, { recursive: true });
writeState();
if (!(await reload('start'))) {
  rmSync(instanceStateFile(layout, port), { force: true });
  process.exit(1);
}

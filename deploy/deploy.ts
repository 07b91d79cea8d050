/*
 * npm run deploy, on the server, in the git checkout the site is deployed from (DEPLOY_ROOT/app):
 *
 *   1. fetch the branch (default: the checkout's own) and fast-forward the checkout to it;
 *   2. install the dependencies when the lock file changed, and build (npm run build): a wrong
 *      content file or a failing build stops here, with the build's own message, and the live site
 *      is left as it was;
 *   3. assemble a release folder beside the live one (deploy/assemble.ts) and check it on a spare
 *      port (deploy/check-release.ts);
 *   4. share its hashed assets with the releases before it, point `current` at it (one rename),
 *      and reload every running instance, one at a time, each without a failed request
 *      (deploy/supervisor.ts); if one cannot start it, every instance goes back to the release before;
 *   5. delete the releases no longer kept (the newest KEEP_RELEASES, 5, and any live within the day).
 *
 *   npm run deploy -- --rollback         back to the release before the live one, by the same switch
 *   npm run deploy -- --rollback NAME    to that release
 *   npm run deploy -- --list             the releases kept, the live one marked
 *   npm run deploy -- --branch NAME      deploy another branch
 *   npm run deploy -- --force            build and switch even when the live release has the
 *                                        branch's commit (after a Node upgrade, say)
 *
 * DEPLOY_ROOT names the folder that holds releases/ and current (deploy/layout.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, open, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { assembleRelease } from './assemble';
import { checkRelease, CheckError } from './check-release';
import { layoutOf, type Layout } from './layout';
import {
  appendDeployLog,
  listReleases,
  liveRelease,
  prune,
  readDeployLog,
  readReleaseInfo,
  releasesToPrune,
  reloadInstance,
  ReloadError,
  runningInstances,
  shareAssets,
  switchTo,
  type ReleaseInfo,
} from './releases';

/** A deploy that stops, with what the operator should know; the live site is as it was. */
class DeployError extends Error {}

const say = (message: string) => console.log(`deploy: ${message}`);
const warn = (message: string) => console.warn(`deploy: ${message}`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

type Options = { rollback: string | true | undefined; list: boolean; branch: string | undefined; force: boolean };

function parseArgs(args: string[]): Options {
  const options: Options = { rollback: undefined, list: false, branch: undefined, force: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = () => {
      const next = args[i + 1];
      if (next === undefined || next.startsWith('--')) throw new DeployError(`${arg} needs a value`);
      i++;
      return next;
    };
    if (arg === '--rollback') options.rollback = args[i + 1] !== undefined && !args[i + 1]!.startsWith('--') ? value() : true;
    else if (arg === '--list') options.list = true;
    else if (arg === '--branch') options.branch = value();
    else if (arg === '--force') options.force = true;
    else throw new DeployError(`unknown option ${arg} (--rollback [NAME], --list, --branch NAME, --force)`);
  }
  return options;
}

const settingsSchema = z.object({
  DEPLOY_ROOT: z.string({ error: 'is not set: the folder that holds releases/ and current (/srv/site in docs/operating.md)' }).min(1),
  KEEP_RELEASES: z.coerce.number().int().min(2).default(5),
  RELOAD_TIMEOUT_MS: z.coerce.number().int().min(1000).default(90_000),
});

function settings() {
  const parsed = settingsSchema.safeParse(process.env);
  if (!parsed.success) throw new DeployError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('\n'));
  return parsed.data;
}

/** Runs a command in `cwd`, its output shown as it comes; resolves to its exit code. */
function run(command: string, args: string[], cwd: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** A git command's output; throws with git's message when it fails. */
function git(checkout: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, { cwd: checkout, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new DeployError(`git ${args.join(' ')}: ${err.trim() || `exit ${code}`}`))));
  });
}

/** One deploy at a time: a second one is refused while the first runs. */
async function withLock<T>(layout: Layout, work: () => Promise<T>): Promise<T> {
  let handle;
  try {
    handle = await open(layout.lock, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(layout.lock, 'utf8'));
    let alive = false;
    try {
      process.kill(holder, 0);
      alive = true;
    } catch (probe) {
      if ((probe as NodeJS.ErrnoException).code !== 'ESRCH') throw probe;
    }
    if (alive) throw new DeployError(`another deploy (pid ${holder}) is running; wait for it to finish`);
    warn(`a deploy that did not finish (pid ${holder}) left its lock; taking it over`);
    await unlink(layout.lock);
    handle = await open(layout.lock, 'wx');
  }
  try {
    await handle.writeFile(String(process.pid));
    await handle.close();
    return await work();
  } finally {
    await rm(layout.lock, { force: true });
  }
}

/** Whether node_modules holds what the lock file names (npm's own record of what it installed, node_modules/.package-lock.json). */
function installedMatchesLock(checkout: string): boolean {
  const installedFile = path.join(checkout, 'node_modules', '.package-lock.json');
  if (!existsSync(installedFile)) return false;
  const packagesOf = (file: string) =>
    z
      .object({ packages: z.record(z.string(), z.object({ version: z.string().optional(), optional: z.boolean().optional() })) })
      .parse(JSON.parse(readFileSync(file, 'utf8'))).packages;
  const locked = packagesOf(path.join(checkout, 'package-lock.json'));
  const installed = packagesOf(installedFile);
  for (const [where, entry] of Object.entries(locked)) {
    if (where === '') continue;
    const got = installed[where];
    // An optional package for another platform is never installed.
    if (got === undefined ? !entry.optional : got.version !== entry.version) return false;
  }
  return Object.keys(installed).every((where) => where in locked);
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** Points `current` at `target` and reloads every instance, one at a time; on a failure, all go back to `previous`. */
async function switchAndReload(layout: Layout, target: string, previous: string | null, action: 'deploy' | 'rollback', reloadTimeoutMs: number) {
  const instances = await runningInstances(layout, warn);
  await switchTo(layout, target);
  await appendDeployLog(layout, { at: new Date().toISOString(), action, release: target, previous });
  if (instances.length === 0) {
    say(`current → ${target}; no instance is running (start them: systemctl start site@PORT, docs/operating.md)`);
    return;
  }
  const moved = [];
  for (const instance of instances) {
    const started = Date.now();
    try {
      await reloadInstance(layout, instance, target, reloadTimeoutMs);
    } catch (error) {
      if (!(error instanceof ReloadError) || previous === null) throw error;
      warn(`${error.message}`);
      warn(`going back to ${previous}`);
      await switchTo(layout, previous);
      await appendDeployLog(layout, { at: new Date().toISOString(), action: 'rollback', release: previous, previous: target });
      for (const back of moved) await reloadInstance(layout, back, previous, reloadTimeoutMs);
      throw new DeployError(`${error.message}; every instance serves ${previous} again`);
    }
    moved.push(instance);
    say(`instance ${instance.port} serves ${target} (${seconds(started)})`);
  }
}

async function pruneReleases(layout: Layout, keep: number) {
  const doomed = releasesToPrune(await listReleases(layout), await liveRelease(layout), keep, await readDeployLog(layout), new Date());
  const pruned = await prune(layout, doomed);
  if (pruned.releases.length > 0 || pruned.assets > 0) say(`pruned ${pruned.releases.length} release(s) and ${pruned.assets} shared asset file(s)`);
}

const describe = (info: ReleaseInfo) => `${info.name} (${info.commit.slice(0, 7)} ${info.subject})`;

async function deploy(layout: Layout, checkout: string, options: Options, keep: number, reloadTimeoutMs: number) {
  const started = Date.now();
  const live = await liveRelease(layout);
  const changes = await git(checkout, ['status', '--porcelain']);
  if (changes !== '') throw new DeployError(`the checkout has changes of its own; commit or drop them first:\n${changes}`);
  const branch = options.branch ?? (await git(checkout, ['rev-parse', '--abbrev-ref', 'HEAD']));
  await git(checkout, ['fetch', '--quiet', 'origin', branch]);
  const commit = await git(checkout, ['rev-parse', 'FETCH_HEAD']);
  if (live !== null && !options.force && (await readReleaseInfo(layout, live)).commit === commit) {
    say(`${live} is live and was built from origin/${branch} (${commit.slice(0, 7)}): nothing to deploy (--force builds it again)`);
    return;
  }
  await git(checkout, ['merge', '--ff-only', '--quiet', 'FETCH_HEAD']).catch((error: unknown) => {
    throw new DeployError(`origin/${branch} does not follow from this checkout's HEAD (${error instanceof Error ? error.message : String(error)})`);
  });
  const head = await git(checkout, ['rev-parse', 'HEAD']);
  if (head !== commit) throw new DeployError(`the checkout has commits origin/${branch} lacks (HEAD ${head.slice(0, 7)}); push them or drop them first`);
  const subject = await git(checkout, ['log', '-1', '--format=%s', commit]);
  say(`origin/${branch} is at ${commit.slice(0, 7)} ${subject}`);

  if (!installedMatchesLock(checkout)) {
    say('the lock file changed: npm ci');
    if ((await run('npm', ['ci', '--no-audit', '--no-fund'], checkout)) !== 0)
      throw new DeployError(`npm ci failed; the live site is unchanged${live ? ` (${live})` : ''}`);
  }
  const buildStarted = Date.now();
  if ((await run('npm', ['run', 'build'], checkout)) !== 0) {
    throw new DeployError(`the build failed (its message is above); the live site is unchanged${live ? ` (${live})` : ''}`);
  }
  say(`built in ${seconds(buildStarted)}`);

  const info: ReleaseInfo = { name: `${stamp(new Date())}-${commit.slice(0, 7)}`, commit, subject, builtAt: new Date().toISOString() };
  const assembleStarted = Date.now();
  const releaseDir = await assembleRelease(checkout, layout, info);
  say(`release ${info.name} assembled in ${seconds(assembleStarted)}`);
  try {
    const report = await checkRelease(releaseDir);
    say(`checked: ${report.pages} pages of the sitemap and ${report.assets} assets answer 200 (${(report.ms / 1000).toFixed(1)} s)`);
  } catch (error) {
    await rm(releaseDir, { recursive: true, force: true });
    if (error instanceof CheckError)
      throw new DeployError(`the new release failed its check; the live site is unchanged${live ? ` (${live})` : ''}:\n${error.message}`);
    throw error;
  }
  const added = await shareAssets(layout, info.name);
  say(`${added} new asset file(s) shared`);
  await switchAndReload(layout, info.name, live, 'deploy', reloadTimeoutMs);
  await pruneReleases(layout, keep);
  say(`live: ${describe(info)}, ${seconds(started)} after the command`);
}

async function rollback(layout: Layout, named: string | true, keep: number, reloadTimeoutMs: number) {
  const started = Date.now();
  const live = await liveRelease(layout);
  if (live === null) throw new DeployError('nothing is live yet: there is nothing to go back from');
  const releases = await listReleases(layout);
  const target = named === true ? releases.filter((name) => name < live).at(-1) : named;
  if (target === undefined) throw new DeployError(`no release older than ${live} is kept; npm run deploy -- --list shows those that are`);
  if (!releases.includes(target)) throw new DeployError(`no release ${target} is kept; npm run deploy -- --list shows those that are`);
  if (target === live) throw new DeployError(`${target} is live already`);
  await switchAndReload(layout, target, live, 'rollback', reloadTimeoutMs);
  await pruneReleases(layout, keep);
  say(`live: ${describe(await readReleaseInfo(layout, target))}, ${seconds(started)} after the command`);
}

async function list(layout: Layout) {
  const live = await liveRelease(layout);
  const releases = await listReleases(layout);
  if (releases.length === 0) say('no release yet');
  for (const name of releases.reverse()) console.log(`${name === live ? '* ' : '  '}${describe(await readReleaseInfo(layout, name))}`);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const { DEPLOY_ROOT, KEEP_RELEASES, RELOAD_TIMEOUT_MS } = settings();
  const layout = layoutOf(path.resolve(DEPLOY_ROOT));
  if (options.list) return list(layout);
  await mkdir(layout.releases, { recursive: true });
  await withLock(layout, () =>
    options.rollback !== undefined
      ? rollback(layout, options.rollback, KEEP_RELEASES, RELOAD_TIMEOUT_MS)
      : deploy(layout, process.cwd(), options, KEEP_RELEASES, RELOAD_TIMEOUT_MS),
  );
}

try {
  await main();
} catch (error) {
  if (!(error instanceof DeployError)) throw error;
  console.error(`deploy: ${error.message}`);
  process.exitCode = 1;
}

/*
 * The releases of a deployed site (deploy/layout.ts): which are kept, which one is live, the switch
 * between them, the running instances and their reload, the shared assets and the pruning of what
 * is no longer needed. npm run deploy (deploy/deploy.ts) strings these together.
 */
import { existsSync, readFileSync } from 'node:fs';
import { appendFile, link, mkdir, readdir, readFile, readlink, rename, rm, symlink, unlink } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { instanceStateFile, RELEASE_NAME, type InstanceState, type Layout } from './layout';

/** What a release says about itself (release.json, written when it is assembled). */
export const releaseInfoSchema = z.object({
  name: z.string().regex(RELEASE_NAME),
  commit: z.string(),
  subject: z.string(),
  builtAt: z.string(),
});
export type ReleaseInfo = z.infer<typeof releaseInfoSchema>;

export const RELEASE_INFO_FILE = 'release.json';

export async function readReleaseInfo(layout: Layout, name: string): Promise<ReleaseInfo> {
  return releaseInfoSchema.parse(JSON.parse(await readFile(path.join(layout.releases, name, RELEASE_INFO_FILE), 'utf8')));
}

/** The complete releases, oldest first (a folder still being assembled has another name). */
export async function listReleases(layout: Layout): Promise<string[]> {
  if (!existsSync(layout.releases)) return [];
  return (await readdir(layout.releases)).filter((name) => RELEASE_NAME.test(name)).sort();
}

/** The release `current` points to, or null before the first deploy. */
export async function liveRelease(layout: Layout): Promise<string | null> {
  if (!existsSync(layout.current)) return null;
  return path.basename(await readlink(layout.current));
}

/** Points `current` at the release, in one rename: a reader finds the old link or the new, never none. */
export async function switchTo(layout: Layout, name: string): Promise<void> {
  const partial = `${layout.current}.${process.pid}.tmp`;
  await rm(partial, { force: true });
  await symlink(path.join(path.basename(layout.releases), name), partial);
  await rename(partial, layout.current);
}

const deployLogSchema = z.object({ at: z.string(), action: z.enum(['deploy', 'rollback']), release: z.string(), previous: z.string().nullable() });
export type DeployLogEntry = z.infer<typeof deployLogSchema>;

export async function appendDeployLog(layout: Layout, entry: DeployLogEntry): Promise<void> {
  await appendFile(layout.log, `${JSON.stringify(entry)}\n`);
}

export async function readDeployLog(layout: Layout): Promise<DeployLogEntry[]> {
  if (!existsSync(layout.log)) return [];
  const lines = (await readFile(layout.log, 'utf8')).split('\n').filter(Boolean);
  return lines.map((line, i) => {
    const parsed = deployLogSchema.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`${layout.log}:${i + 1}: not a deploy log entry (${parsed.error.issues[0]?.message})`);
    return parsed.data;
  });
}

export type Instance = { port: number; pid: number; stateFile: string };

/** Whether `pid` is a running supervisor (and not another process that took its number since). */
function isSupervisor(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
  const cmdline = `/proc/${pid}/cmdline`;
  return !existsSync(cmdline) || readFileSync(cmdline, 'utf8').includes('supervisor');
}

const instanceStateSchema = z.object({
  pid: z.number().int(),
  port: z.number().int(),
  serving: z.string().nullable(),
  failed: z.object({ release: z.string(), reason: z.string(), at: z.string() }).nullable(),
  updatedAt: z.string(),
}) satisfies z.ZodType<InstanceState>;

/** An instance's state file, as its supervisor wrote it. */
export function readInstanceState(file: string): InstanceState {
  return instanceStateSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** The instances running on this machine, by port; a state file whose supervisor is gone is removed. */
export async function runningInstances(layout: Layout, warn: (message: string) => void): Promise<Instance[]> {
  if (!existsSync(layout.run)) return [];
  const instances: Instance[] = [];
  for (const file of (await readdir(layout.run)).filter((name) => /^\d+\.json$/.test(name)).sort()) {
    const stateFile = path.join(layout.run, file);
    const state = readInstanceState(stateFile);
    if (isSupervisor(state.pid)) instances.push({ port: state.port, pid: state.pid, stateFile });
    else {
      warn(`instance ${state.port}: its supervisor (pid ${state.pid}) is gone; its state file is removed`);
      await unlink(stateFile);
    }
  }
  return instances.sort((a, b) => a.port - b.port);
}

export class ReloadError extends Error {}

/**
 * Asks the instance to serve what `current` points to (SIGHUP to its supervisor) and waits until
 * it serves `release`; throws with the supervisor's reason when the new worker did not start.
 */
export async function reloadInstance(layout: Layout, instance: Instance, release: string, timeoutMs: number): Promise<void> {
  const asked = new Date();
  process.kill(instance.pid, 'SIGHUP');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const state = readInstanceState(instanceStateFile(layout, instance.port));
    if (state.serving === release) return;
    if (state.failed && state.failed.release === release && new Date(state.failed.at) >= asked) {
      throw new ReloadError(`instance ${instance.port} did not start ${release}: ${state.failed.reason}`);
    }
    await sleep(100);
  }
  throw new ReloadError(`instance ${instance.port} did not serve ${release} within ${timeoutMs / 1000} s`);
}

/** Hard links the release's hashed files into shared/assets/, beside those of the releases before it. */
export async function shareAssets(layout: Layout, name: string): Promise<number> {
  const assets = path.join(layout.releases, name, 'dist', 'assets');
  await mkdir(layout.sharedAssets, { recursive: true });
  let added = 0;
  for (const file of await readdir(assets)) {
    const shared = path.join(layout.sharedAssets, file);
    if (existsSync(shared)) continue;
    await link(path.join(assets, file), shared);
    added++;
  }
  return added;
}

/** How long a release is kept after it stopped being live, however many came after it. */
export const RETIRED_RELEASE_KEPT_MS = 24 * 3_600_000;

/**
 * The releases to delete: all but the live one, the newest `keep`, and any that was live within
 * the last day (a page it served may still be open somewhere, and asks for its assets).
 */
export function releasesToPrune(releases: string[], live: string | null, keep: number, log: DeployLogEntry[], now: Date): string[] {
  const newest = new Set(releases.slice(-keep));
  // When each release stopped being live: the time of the switch away from it.
  const retiredAt = new Map<string, number>();
  for (const entry of log) if (entry.previous !== null) retiredAt.set(entry.previous, Date.parse(entry.at));
  return releases.filter((name) => {
    if (name === live || newest.has(name)) return false;
    const retired = retiredAt.get(name);
    return retired === undefined || now.getTime() - retired > RETIRED_RELEASE_KEPT_MS;
  });
}

/** Deletes the releases given and the shared assets no remaining release names; returns what went. */
export async function prune(layout: Layout, doomed: string[]): Promise<{ releases: string[]; assets: number }> {
  for (const name of doomed) await rm(path.join(layout.releases, name), { recursive: true, force: true });
  if (!existsSync(layout.sharedAssets)) return { releases: doomed, assets: 0 };
  const named = new Set<string>();
  for (const name of await listReleases(layout)) {
    const assets = path.join(layout.releases, name, 'dist', 'assets');
    if (existsSync(assets)) for (const file of await readdir(assets)) named.add(file);
  }
  let removed = 0;
  for (const file of await readdir(layout.sharedAssets)) {
    if (named.has(file)) continue;
    await unlink(path.join(layout.sharedAssets, file));
    removed++;
  }
  return { releases: doomed, assets: removed };
}

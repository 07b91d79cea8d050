/*
 * A release folder, assembled from a checkout that has just been built (npm run build): the built
 * site (dist/), the server's page bundle (dist-ssr/), the compiled server (dist-server/), a
 * package.json whose one script starts the compiled server, the lock file, the production
 * dependencies, and release.json (its name, commit and when it was built). Nothing in it needs the
 * sources, TypeScript or a build tool: `npm ci --omit=dev && npm start` runs it anywhere.
 *
 * It is assembled under a hidden name and renamed when complete, so a half-made release never
 * shows in the list of releases.
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Layout } from './layout';
import { RELEASE_INFO_FILE, type ReleaseInfo } from './releases';

/** What a release holds of the build's output. */
export const RELEASE_BUILD_DIRS = ['dist', 'dist-ssr', 'dist-server'] as const;

const manifestSchema = z.looseObject({ scripts: z.record(z.string(), z.string()).optional() });

/** The checkout's package.json with one script, npm start, which runs the compiled server. */
async function runtimeManifest(checkout: string): Promise<string> {
  const manifest = manifestSchema.parse(JSON.parse(await readFile(path.join(checkout, 'package.json'), 'utf8')));
  const start = manifest.scripts?.start;
  if (start === undefined) throw new Error('package.json has no start script');
  return `${JSON.stringify({ ...manifest, scripts: { start } }, null, 2)}\n`;
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with code ${code}`))));
  });
}

/** The production dependencies, as npm installs them from the lock file. */
async function installProductionDependencies(releaseDir: string): Promise<void> {
  await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], releaseDir);
}

export async function assembleRelease(checkout: string, layout: Layout, info: ReleaseInfo): Promise<string> {
  const partial = path.join(layout.releases, `.${info.name}.partial`);
  const finished = path.join(layout.releases, info.name);
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    for (const dir of RELEASE_BUILD_DIRS) await cp(path.join(checkout, dir), path.join(partial, dir), { recursive: true });
    await writeFile(path.join(partial, 'package.json'), await runtimeManifest(checkout));
    await cp(path.join(checkout, 'package-lock.json'), path.join(partial, 'package-lock.json'));
    await installProductionDependencies(partial);
    await writeFile(path.join(partial, RELEASE_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
    await rename(partial, finished);
    return finished;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

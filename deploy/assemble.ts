/*
 * A release folder, assembled from a checkout that has just been built (npm run build): the built
 * site (dist/), the server's page bundle (dist-ssr/), the compiled server (dist-server/), a
 * package.json whose one script starts the compiled server, the lock file, the production
 * dependencies, and release.json (its name, commit and when it was built). Nothing in it needs the
 * sources, TypeScript or a build tool: `npm ci --omit=dev && npm start` runs it anywhere.
 *
 * The production dependencies are the packages the lock file does not mark as development-only,
 * which is what `npm ci --omit=dev` installs, taken from the checkout's node_modules (which the
 * deploy has just checked against the lock file) as hard links: no download, no compiling of the
 * native module, no room taken. Nothing writes in a package's files, so a release and the
 * checkout can share them; `npm ci` in the checkout replaces files, it never changes one.
 *
 * It is assembled under a hidden name and renamed when complete, so a half-made release never
 * shows in the list of releases.
 */
import { cp, link, mkdir, readdir, readFile, readlink, realpath, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { existsSync } from 'node:fs';
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

const lockSchema = z.object({
  packages: z.record(z.string(), z.object({ dev: z.boolean().optional(), devOptional: z.boolean().optional() })),
});

/** Where the lock file puts each production package (node_modules/fastify, node_modules/a/node_modules/b). */
async function productionPackages(checkout: string): Promise<string[]> {
  const { packages } = lockSchema.parse(JSON.parse(await readFile(path.join(checkout, 'package-lock.json'), 'utf8')));
  return Object.entries(packages)
    .filter(([where, entry]) => where !== '' && !entry.dev && !entry.devOptional)
    .map(([where]) => where);
}

/** Hard links every file of `from` into `to`, the folder's own node_modules/ left out (its packages are listed on their own). */
async function linkPackage(from: string, to: string, isPackageRoot = true): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (isPackageRoot && entry.name === 'node_modules') continue;
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) await linkPackage(source, target, false);
    else if (entry.isSymbolicLink()) await symlink(await readlink(source), target);
    else await link(source, target);
  }
}

/** The production dependencies, linked from the checkout's node_modules; an optional one not installed there (another platform's) is left out, as npm leaves it. */
async function linkProductionDependencies(checkout: string, releaseDir: string): Promise<number> {
  let linked = 0;
  for (const where of await productionPackages(checkout)) {
    const source = path.join(checkout, where);
    if (!existsSync(source)) continue;
    await linkPackage(await realpath(source), path.join(releaseDir, where));
    linked++;
  }
  return linked;
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
    await linkProductionDependencies(checkout, partial);
    await writeFile(path.join(partial, RELEASE_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
    await rename(partial, finished);
    return finished;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/*
 * The browser layer tests the built site (dist/ and dist-ssr/), so it makes it: `npm run build`
 * runs before its tests whenever a file the build reads (content, the site's code, the build's
 * scripts and settings) is newer than the last build's pages, and not otherwise, so a test is never
 * run against a build older than the code, nor does a second run build again for nothing.
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/** What `npm run build` reads, as git lists it (tracked files, and new ones it does not ignore). */
const SOURCES = ['content', 'src', 'scripts/content', 'scripts/site', 'server/pages', 'index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];
/** Written by the build's last steps: the prerender's pages and the server's page assets. */
const BUILT = ['dist/index.html', 'dist-ssr/page-assets.json'];

const mtimeOf = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;

export default function buildSite(): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...SOURCES], { encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  // A folder's time changes when a file in it is removed or renamed, which the files left cannot tell.
  const folders = [...new Set(files.map((file) => path.dirname(file)))];
  const newestSource = Math.max(...[...files, ...folders].map((file) => mtimeOf(file) ?? 0));
  const builtAt = Math.min(...BUILT.map((file) => mtimeOf(file) ?? 0));
  if (builtAt > newestSource) return;
  // As an editor runs it: not in the test runner's mode (NODE_ENV=test would build React for development).
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env });
}

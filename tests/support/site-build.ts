/*
 * The browser and deploy layers test the built site (dist/, dist-ssr/ and the server compiled into
 * dist-server/), so they make it: `npm run build` runs before their tests whenever a file the build
 * reads (content, the site's and the server's code, the build's scripts and settings) is newer than
 * the last build's output, and not otherwise, so a test is never run against a build older than the
 * code, nor does a second run build again for nothing.
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/**
 * What `npm run build` reads, as git lists it (tracked files, and new ones it does not ignore): the
 * site, and the server and supervisor it compiles into dist-server/ (their tests are not built).
 */
const SOURCES = [
  'content',
  'src',
  'scripts/content',
  'scripts/site',
  'server',
  'deploy/*.ts',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
  ':(exclude,glob)**/*.test.ts',
  ':(exclude,glob)**/*.test.tsx',
];
/** Written by the build's steps: the prerender's pages, the server's page assets and the compiled server. */
const BUILT = ['dist/index.html', 'dist-ssr/page-assets.json', 'dist-server/index.js'];

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

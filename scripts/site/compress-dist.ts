/*
 * Last step of npm run build: writes a .br and a .gz beside every text file in dist/ worth
 * compressing, at the highest levels, so the server sends them as they are (@fastify/static
 * preCompressed) instead of compressing each response again.
 *
 * Brotli at its highest level (11) is slow: 65-95 ms for a page on one core, and a blog of a
 * thousand posts has thousands of pages. Level 10 takes a third of that for 2-3 % more bytes. So
 * the assets every visitor shares and keeps (stylesheet, scripts, search index, SVG) get level 11,
 * and the pages level 10; the pages' class names are short enough (scripts/site/css-class-names.ts)
 * that a page at level 10 is still smaller than it was at 11 with Vite's own names.
 *
 * The files are compressed on libuv's thread pool, two per core at a time, and each result is kept
 * under a hash of the file's bytes in node_modules/.cache/: a rebuild compresses only the files
 * whose bytes changed and copies the rest. The cache keeps what the last build used and nothing else.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { pool } from './pool';

const TEXT = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.map']);
/**
 * Files from half a kilobyte get twins: a web app manifest of 900 bytes, which a phone fetches with
 * the first page, is 300 as brotli. Under that a twin saves less than its response's headers weigh.
 */
const MIN_BYTES = 512;
/** Bump when the settings below change, so cached twins are made again. */
const SETTINGS_VERSION = 2;
const PAGE_BROTLI_QUALITY = 10;
const ASSET_BROTLI_QUALITY = 11;
export const DEFAULT_CACHE_DIR = path.resolve('node_modules/.cache/compressed');

const TWINS = {
  br: (data: Buffer, file: string) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: path.extname(file) === '.html' ? PAGE_BROTLI_QUALITY : ASSET_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data: Buffer) => promisify(gzip)(data, { level: 9 }),
} as const;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

export type CompressReport = { files: number; compressed: number; ms: number };

/**
 * Writes `file`'s twins, each from the cache when the same bytes were compressed before.
 * Returns the cache entries it used and whether it had to compress.
 */
async function compressFile(file: string, cacheDir: string): Promise<{ used: string[]; made: boolean }> {
  const data = await readFile(file);
  // The extension is hashed too: a page and an asset with the same bytes are compressed differently.
  const hash = createHash('sha256').update(path.extname(file)).update(data).digest('hex').slice(0, 32);
  const used: string[] = [];
  let made = false;
  for (const [extension, compress] of Object.entries(TWINS)) {
    const cached = path.join(cacheDir, `${hash}-v${SETTINGS_VERSION}.${extension}`);
    used.push(path.basename(cached));
    if (!existsSync(cached)) {
      const partial = `${cached}.${randomUUID()}.tmp`;
      await writeFile(partial, await compress(data, file));
      await rename(partial, cached);
      made = true;
    }
    await copyFile(cached, `${file}.${extension}`);
  }
  return { used, made };
}

export async function compressDist(dir: string, cacheDir = DEFAULT_CACHE_DIR): Promise<CompressReport> {
  const started = performance.now();
  await mkdir(cacheDir, { recursive: true });
  const targets: string[] = [];
  for await (const file of files(dir)) if (TEXT.has(path.extname(file)) && (await stat(file)).size >= MIN_BYTES) targets.push(file);
  const used = new Set<string>();
  let compressed = 0;
  // Two files a core: while one is read, hashed or written, the other keeps the core compressing
  // (one a core left the cores idle a quarter of the time: 34-37 s against 27-30 s for a 1,000-post blog).
  await pool(targets, os.availableParallelism() * 2, async (file) => {
    const result = await compressFile(file, cacheDir);
    for (const entry of result.used) used.add(entry);
    if (result.made) compressed++;
  });
  for (const entry of await readdir(cacheDir)) if (!used.has(entry)) await rm(path.join(cacheDir, entry), { force: true });
  return { files: targets.length, compressed, ms: Math.round(performance.now() - started) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = await compressDist(path.resolve(process.argv[2] ?? 'dist'));
  console.log(`compress: ${report.files} files (${report.compressed} compressed, the rest from the cache) in ${report.ms} ms`);
}

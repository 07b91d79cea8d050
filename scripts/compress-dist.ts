/*
 * Last step of npm run build: writes a .br and a .gz beside every text file in dist/ worth
 * compressing, at the highest levels, so the server sends them as they are (@fastify/static
 * preCompressed) instead of compressing each response again.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.map']);
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

export async function compressDist(dir: string): Promise<number> {
  let count = 0;
  for await (const file of files(dir)) {
    if (!TEXT.has(path.extname(file)) || (await stat(file)).size < MIN_BYTES) continue;
    const data = await readFile(file);
    await writeFile(
      `${file}.br`,
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    );
    await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
    count++;
  }
  return count;
}

const dir = path.resolve(process.argv[2] ?? 'dist');
const started = performance.now();
const count = await compressDist(dir);
console.log(`compress: ${count} files in ${Math.round(performance.now() - started)} ms`);

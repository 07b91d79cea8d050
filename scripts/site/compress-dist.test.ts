/*
 * The build's last step (scripts/site/compress-dist.ts): a .br and a .gz twin beside every text file
 * worth compressing, each the file's own bytes once decompressed, pages at brotli's level 10 and the
 * shared assets at its best, 11; and a rebuild compresses again only the files whose bytes changed.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressDist } from './compress-dist';

const page = (words: string) => `<!doctype html><title>${words}</title><p>${words.repeat(200)}</p>`;

describe('compressing the built site', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip twins of the text files, and on a rebuild compresses only what changed', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'compress-'));
    const site = path.join(dir, 'dist');
    const cache = path.join(dir, 'cache');
    const write = (name: string, text: string) => {
      const file = path.join(site, name);
      writeFileSync(file, text);
      return file;
    };
    mkdirSync(site);
    const home = write('index.html', page('home '));
    const post = write('post.html', page('a post '));
    const stylesheet = write('style.css', `${page('.a{color:red} ')}`);
    const manifest = write(
      'manifest.webmanifest',
      JSON.stringify({
        name: 'Site',
        icons: [16, 32, 48, 64, 128, 192, 512].map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
      }),
    );
    const tiny = write('robots.txt', 'User-agent: *');
    const image = write('logo.png', page('not text '));

    expect(readFileSync(manifest).length).toBeGreaterThan(512);
    expect(readFileSync(manifest).length).toBeLessThan(1024);
    expect(await compressDist(site, cache)).toMatchObject({ files: 4, compressed: 4 });
    for (const file of [home, post, stylesheet, manifest]) {
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(readFileSync(file, 'utf8'));
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(readFileSync(file, 'utf8'));
    }
    expect([tiny, image].map((file) => existsSync(`${file}.br`))).toEqual([false, false]);
    const atLevel = (file: string, quality: number) => brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
    expect(readFileSync(`${home}.br`).length).toBe(atLevel(home, 10).length);
    expect(readFileSync(`${stylesheet}.br`).length).toBe(atLevel(stylesheet, 11).length);

    write('post.html', page('the post, edited '));
    expect(await compressDist(site, cache)).toMatchObject({ files: 4, compressed: 1 });
    expect(brotliDecompressSync(readFileSync(`${post}.br`)).toString()).toBe(page('the post, edited '));
    expect(brotliDecompressSync(readFileSync(`${home}.br`)).toString()).toBe(page('home '));
  });
});

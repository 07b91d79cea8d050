import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeMedia, devVariant, writeImageVariants } from '../../scripts/site/media/images';
import { optimizeSvgs } from '../../scripts/site/media/svg';
import type { MediaManifest } from '../../src/lib/media';

describe('the image pipeline', () => {
  let root: string;
  let content: string;
  let cacheDir: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'images-'));
    content = path.join(root, 'content');
    cacheDir = path.join(root, 'cache');
    await mkdir(path.join(content, 'media/blog'), { recursive: true });
    await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#d63b6c' } })
      .jpeg()
      .toFile(path.join(content, 'media/blog/wide.jpg'));
    await sharp({ create: { width: 400, height: 400, channels: 4, background: '#1b2559' } })
      .png()
      .toFile(path.join(content, 'media/blog/small.png'));
    await writeFile(path.join(content, 'media/blog/mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 24"></svg>');
    await writeFile(path.join(content, 'media/blog/broken.jpg'), 'not a jpeg');
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  it('records the size of every image and reports unreadable ones', async () => {
    const { manifest, problems } = await describeMedia(path.join(content, 'media'));
    expect(manifest).toEqual({ 'media/blog/mark.svg': [48, 24], 'media/blog/small.png': [400, 400], 'media/blog/wide.jpg': [1200, 600] });
    expect(problems.map((p) => p.file)).toEqual(['media/blog/broken.jpg']);
  });

  it('writes AVIF and WebP variants without upscaling, and reuses the cache on the next build', async () => {
    const manifest: MediaManifest = { 'media/blog/wide.jpg': [1200, 600], 'media/blog/small.png': [400, 400], 'media/blog/mark.svg': [48, 24] };
    const outDir = path.join(root, 'dist');
    const first = await writeImageVariants({ contentDir: content, manifest, outDir, cacheDir });
    expect(first).toMatchObject({ images: 2, variants: 10, encoded: 10 });
    for (const file of ['wide-480w', 'wide-720w', 'wide-960w', 'wide-1200w', 'small-400w']) {
      for (const format of ['avif', 'webp'])
        expect([file, format, existsSync(path.join(outDir, `media/blog/${file}.${format}`))]).toEqual([file, format, true]);
    }
    expect((await sharp(path.join(outDir, 'media/blog/wide-960w.webp')).metadata()).width).toBe(960);
    expect(existsSync(path.join(outDir, 'media/blog/small-480w.avif'))).toBe(false);
    const second = await writeImageVariants({ contentDir: content, manifest, outDir: path.join(root, 'dist2'), cacheDir });
    expect(second.encoded).toBe(0);
  });

  it('refuses to write variants through a link into content/media', async () => {
    const outDir = path.join(root, 'linked');
    await mkdir(outDir, { recursive: true });
    await symlink(path.join(content, 'media'), path.join(outDir, 'media'));
    await expect(writeImageVariants({ contentDir: content, manifest: { 'media/blog/wide.jpg': [1200, 600] }, outDir, cacheDir })).rejects.toThrow(
      /content\/media/,
    );
    expect(existsSync(path.join(content, 'media/blog/wide-480w.avif'))).toBe(false);
  });

  it('serves variants to the dev server from the original beside them', async () => {
    const file = await devVariant(content, '/media/blog/wide-480w.webp', cacheDir);
    expect(file && (await sharp(file).metadata()).width).toBe(480);
    expect(await devVariant(content, '/media/blog/none-480w.webp', cacheDir)).toBeUndefined();
    expect(await devVariant(content, '/media/blog/wide.jpg', cacheDir)).toBeUndefined();
  });
});

describe('the SVG files of the build', () => {
  it('are rewritten smaller with the same drawing, size, viewBox and title', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'svgs-'));
    try {
      await mkdir(path.join(dir, 'partners'));
      // As a design tool writes a logo whose text became outlines: metadata, repeated points, long numbers.
      const logo = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<!-- Generator: a drawing program -->',
        '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48" aria-label="Acme">',
        '<title>Acme</title><metadata>exported</metadata>',
        '<g><path d="M 10.000000 10.000000 L 10.000000 10.000000 L 40.000000 10.000000 L 40.000000 38.000000 L 10.000000 38.000000 Z" fill="#1b2559"/></g>',
        '</svg>',
      ].join('\n');
      await writeFile(path.join(dir, 'partners/acme.svg'), logo);
      const report = await optimizeSvgs(dir);
      const optimized = await readFile(path.join(dir, 'partners/acme.svg'), 'utf8');
      expect(report).toMatchObject({ files: 1, bytesBefore: Buffer.byteLength(logo), bytesAfter: Buffer.byteLength(optimized) });
      expect(optimized.length).toBeLessThan(logo.length * 0.7);
      expect(optimized).not.toMatch(/Generator|metadata|10\.000000/);
      for (const kept of ['width="160"', 'height="48"', 'viewBox="0 0 160 48"', '<title>Acme</title>', 'fill="#1b2559"']) expect(optimized).toContain(kept);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keep the decimals their size needs: one in a 160-unit logo, two in a 48-unit mark, none in a 1200-unit drawing', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'svgs-'));
    const drawing = (size: number) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><path d="M1.234 1.234L7.777 1.234L7.777 7.777z"/></svg>`;
    try {
      for (const size of [160, 48, 1200]) await writeFile(path.join(dir, `${size}.svg`), drawing(size));
      await optimizeSvgs(dir);
      const pathOf = async (size: number) => /<path d="([^"]*)"/.exec(await readFile(path.join(dir, `${size}.svg`), 'utf8'))?.[1];
      expect(await pathOf(160)).toBe('M1.2 1.2h6.6v6.6z');
      expect(await pathOf(48)).toBe('M1.23 1.23h6.55v6.55z');
      expect(await pathOf(1200)).toBe('M1 1h7v7z');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

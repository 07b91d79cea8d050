/*
 * The image pipeline. `describeMedia` reads the intrinsic size of every image under content/media/
 * (the content build writes it as src/generated/media.json, which the Image component uses for
 * width/height and srcset). `writeImageVariants` turns each raster image into AVIF and WebP at the
 * widths of src/lib/media.ts, into the client build; encoded files are cached by content hash under
 * node_modules/.cache/, so a rebuild only encodes what changed.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, realpath, rename, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { pool } from '../pool';
import { isRaster, VARIANT_FORMATS, variantPath, variantWidths, type MediaManifest, type VariantFormat } from '../../../src/lib/media';

/** Bump when the encoder settings change, so cached variants are made again. */
const ENCODER_VERSION = 1;
const ENCODE: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
  webp: (image) => image.webp({ quality: 74, effort: 4 }),
};

export const DEFAULT_CACHE_DIR = path.resolve('node_modules/.cache/media-variants');

/** Every file under `dir`, as paths relative to it with forward slashes. */
export async function walk(dir: string, prefix = ''): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map(async (entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`])),
  );
  return nested.flat().sort();
}

/** The root <svg> tag of an SVG file. */
const svgRoot = (text: string) => /<svg\b[^>]*>/i.exec(text)?.[0];

/** The width and height of an SVG's viewBox, as written. */
export function svgViewBoxSize(text: string): [number, number] | undefined {
  const viewBox = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(svgRoot(text) ?? '');
  return viewBox ? [Number(viewBox[1]), Number(viewBox[2])] : undefined;
}

/** width/height of an SVG from its attributes, or else its viewBox. */
function svgSize(text: string): [number, number] | undefined {
  const root = svgRoot(text);
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1];
  const width = Number(attribute('width'));
  const height = Number(attribute('height'));
  if (width > 0 && height > 0) return [Math.round(width), Math.round(height)];
  const viewBox = svgViewBoxSize(root);
  return viewBox ? [Math.round(viewBox[0]), Math.round(viewBox[1])] : undefined;
}

export type MediaProblem = { file: string; message: string };

/**
 * The intrinsic size of every image under `mediaDir` (content/media), keyed by content path, and
 * the content path of every file there (media/blog/x.jpg), images or not.
 */
export async function describeMedia(mediaDir: string): Promise<{ manifest: MediaManifest; problems: MediaProblem[]; files: string[] }> {
  const manifest: MediaManifest = {};
  const problems: MediaProblem[] = [];
  const all = await walk(mediaDir);
  const files = all.filter((file) => /\.(svg|jpe?g|png|webp|avif)$/i.test(file));
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(mediaDir, file);
      const key = `media/${file}`;
      if (file.endsWith('.svg')) {
        const size = svgSize(await readFile(full, 'utf8'));
        if (size) manifest[key] = size;
        else problems.push({ file: key, message: 'the SVG has neither width/height nor a viewBox, expected one of them so pages can reserve its space' });
        return;
      }
      try {
        const { width, height, orientation } = await sharp(full).metadata();
        // EXIF orientations 5-8 turn the picture a quarter: the displayed size is swapped.
        manifest[key] = orientation && orientation >= 5 ? [height, width] : [width, height];
      } catch (error) {
        problems.push({
          file: key,
          message: `not a readable image (${error instanceof Error ? error.message : String(error)}), expected a valid ${path.extname(file).slice(1)} file`,
        });
      }
    }),
  );
  // Sorted keys keep the generated file stable from build to build.
  return { manifest: Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b))), problems, files: all.map((file) => `media/${file}`) };
}

/** The cached file of one variant, encoded first if the cache does not have it. */
async function variantFile(job: {
  source: Buffer;
  hash: string;
  width: number;
  format: VariantFormat;
  cacheDir: string;
  onEncode?: () => void;
}): Promise<string> {
  const cached = path.join(job.cacheDir, `${job.hash}-${job.width}-v${ENCODER_VERSION}.${job.format}`);
  if (!existsSync(cached)) {
    const data = await ENCODE[job.format](sharp(job.source).rotate().resize({ width: job.width, withoutEnlargement: true })).toBuffer();
    const partial = `${cached}.${process.pid}.${Math.round(performance.now())}.tmp`;
    await writeFile(partial, data);
    await rename(partial, cached);
    job.onEncode?.();
  }
  return cached;
}

/**
 * For the dev server: the file of a variant URL path (/media/x-480w.avif), made on first request
 * from the original beside it; undefined when the path is not a variant of an existing image.
 */
export async function devVariant(contentDir: string, urlPath: string, cacheDir = DEFAULT_CACHE_DIR): Promise<string | undefined> {
  const match = /^\/(media\/.+)-(\d+)w\.(avif|webp)$/.exec(urlPath);
  if (!match) return undefined;
  const [, base, width, format] = match as unknown as [string, string, string, VariantFormat];
  const original = ['.jpg', '.jpeg', '.png', '.webp'].map((ext) => path.join(contentDir, `${base}${ext}`)).find((file) => existsSync(file));
  if (!original) return undefined;
  await mkdir(cacheDir, { recursive: true });
  const source = await readFile(original);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 20);
  return variantFile({ source, hash, width: Number(width), format, cacheDir });
}

export type VariantReport = { images: number; variants: number; encoded: number; bytes: number; ms: number };

/**
 * Writes `<outDir>/<variantPath>` for every raster image of the manifest. An encoded variant is
 * kept in `cacheDir` under a hash of the source bytes and the settings, and copied from there
 * when nothing changed.
 */
export async function writeImageVariants(options: { contentDir: string; manifest: MediaManifest; outDir: string; cacheDir?: string }): Promise<VariantReport> {
  const started = performance.now();
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  await mkdir(cacheDir, { recursive: true });
  // Variants go into the build only: never into the content they were made from (for example
  // through a dist/media that is a link to content/media).
  await mkdir(path.join(options.outDir, 'media'), { recursive: true });
  const contentReal = await realpath(path.join(options.contentDir, 'media'));
  const outReal = await realpath(path.join(options.outDir, 'media'));
  if (outReal === contentReal || outReal.startsWith(`${contentReal}${path.sep}`)) {
    throw new Error(`${path.join(options.outDir, 'media')} leads into content/media; variants must not be written into content/`);
  }
  const jobs: { contentPath: string; source: Buffer; hash: string; width: number; format: VariantFormat }[] = [];
  const rasters = Object.entries(options.manifest).filter(([contentPath]) => isRaster(contentPath));
  for (const [contentPath, [width]] of rasters) {
    const source = await readFile(path.join(options.contentDir, contentPath));
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 20);
    for (const variantWidth of variantWidths(width)) {
      for (const format of VARIANT_FORMATS) jobs.push({ contentPath, source, hash, width: variantWidth, format });
    }
  }
  let encoded = 0;
  let bytes = 0;
  // sharp runs each encode on libuv's thread pool; a couple of jobs per core keeps it busy.
  await pool(jobs, Math.max(2, os.availableParallelism()), async ({ contentPath, source, hash, width, format }) => {
    const cached = await variantFile({ source, hash, width, format, cacheDir, onEncode: () => encoded++ });
    const target = path.join(options.outDir, variantPath(contentPath, width, format));
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(cached, target);
    bytes += (await stat(target)).size;
  });
  return { images: rasters.length, variants: jobs.length, encoded, bytes, ms: Math.round(performance.now() - started) };
}

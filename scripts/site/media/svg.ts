/*
 * The SVG files of the build (dist/media, copied from content/media) as browsers need them: svgo
 * rewrites each with fewer bytes and the same drawing (shorter numbers and paths, no editor
 * metadata), so a logo drawn by a design tool or with its text turned into outlines costs a
 * third less. content/media keeps the editors' files as they made them.
 *
 * Numbers keep as many decimals as the drawing's size needs: each is moved by at most 1/2000 of
 * its wider side (a 160-unit logo keeps one decimal, moving a point 0.05 of a unit: a sixth of a
 * pixel on a phone's screen at three device pixels to the CSS pixel; a 48-unit mark keeps two).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { optimize } from 'svgo';
import { svgViewBoxSize, walk } from './images';

/** The largest shift of a point, as a share of the drawing's wider side. */
const MAX_SHIFT = 1 / 2000;

/** Decimals a drawing's numbers keep: the fewest that move no point more than MAX_SHIFT of its size (svgo's own 3 without a size). */
export function decimalsFor(svg: string): number {
  const size = Math.max(...(svgViewBoxSize(svg) ?? [NaN]));
  if (!(size > 0)) return 3;
  // Rounding to d decimals moves a number by at most half of 10^-d.
  return Math.max(0, Math.ceil(Math.log10(0.5 / (size * MAX_SHIFT))));
}

export type SvgReport = { files: number; bytesBefore: number; bytesAfter: number; ms: number };

/** Rewrites every SVG under `dir` in place, each only if svgo makes it smaller. */
export async function optimizeSvgs(dir: string): Promise<SvgReport> {
  const started = performance.now();
  const report: SvgReport = { files: 0, bytesBefore: 0, bytesAfter: 0, ms: 0 };
  for (const file of (await walk(dir)).filter((name) => name.endsWith('.svg')).map((name) => path.join(dir, name))) {
    const text = await readFile(file, 'utf8');
    // multipass: a path shortened once often shortens again; the preset keeps viewBox, title and sizes.
    const { data } = optimize(text, { path: file, multipass: true, floatPrecision: decimalsFor(text) });
    const optimized = Buffer.byteLength(data) < Buffer.byteLength(text) ? data : text;
    if (optimized !== text) await writeFile(file, optimized);
    report.files += 1;
    report.bytesBefore += Buffer.byteLength(text);
    report.bytesAfter += Buffer.byteLength(optimized);
  }
  report.ms = Math.round(performance.now() - started);
  return report;
}

/*
 * The SVG files of the build (dist/media, copied from content/media) as browsers need them: svgo
 * rewrites each with fewer bytes and the same drawing (shorter numbers and paths, no editor
 * metadata), so a logo drawn by a design tool or with its text turned into outlines costs a
 * third less. content/media keeps the editors' files as they made them.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { optimize } from 'svgo';
import { walk } from './images';

export type SvgReport = { files: number; bytesBefore: number; bytesAfter: number; ms: number };

/** Rewrites every SVG under `dir` in place, each only if svgo makes it smaller. */
export async function optimizeSvgs(dir: string): Promise<SvgReport> {
  const started = performance.now();
  const report: SvgReport = { files: 0, bytesBefore: 0, bytesAfter: 0, ms: 0 };
  for (const file of (await walk(dir)).filter((name) => name.endsWith('.svg')).map((name) => path.join(dir, name))) {
    const text = await readFile(file, 'utf8');
    // multipass: a path shortened once often shortens again; the preset keeps viewBox, title and sizes.
    const { data } = optimize(text, { path: file, multipass: true });
    const optimized = Buffer.byteLength(data) < Buffer.byteLength(text) ? data : text;
    if (optimized !== text) await writeFile(file, optimized);
    report.files += 1;
    report.bytesBefore += Buffer.byteLength(text);
    report.bytesAfter += Buffer.byteLength(optimized);
  }
  report.ms = Math.round(performance.now() - started);
  return report;
}

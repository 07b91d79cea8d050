/*
 * What the server layer renders the server's own pages with, built by the layer itself: Vite's
 * server build (server/pages/entry.tsx, which the server loads as server/page-renderer.ts says)
 * into a folder of this run's own (under node_modules/.cache/), with the page assets the prerender writes beside it (the
 * site's stylesheet, linked whole). Seconds, where `npm run build` also builds the browser's
 * scripts, prerenders every page and compresses them: the server tests need none of that.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { PAGE_ASSETS_FILE, type PageAssets } from '../../src/schemas/server-page';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the server layer's page bundle: createApp's pagesDir, a server process's SSR_DIR. */
    serverPagesDir: string;
  }
}

type ManifestChunk = { file: string };

const CACHE = path.resolve('node_modules/.cache/server-pages');

export default async function buildServerPages(project: TestProject): Promise<() => void> {
  // Inside the repository, so that the bundle finds its dependencies (React) in node_modules/ as dist-ssr/ does.
  mkdirSync(CACHE, { recursive: true });
  const outDir = path.join(mkdtempSync(path.join(CACHE, 'run-')), 'dist-ssr');
  await build({ configLoader: 'runner', logLevel: 'warn', build: { ssr: true, outDir, emptyOutDir: true } });
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const stylesheets = Object.values(manifest)
    .map((chunk) => `/${chunk.file}`)
    .filter((file) => file.endsWith('.css'));
  const template = await readFile('index.html', 'utf8');
  const assets: PageAssets = {
    shell: template.replace('<!--app-assets-->', () => stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n    ')),
    stylesheets,
    fonts: [],
    scripts: [],
  };
  await writeFile(path.join(outDir, PAGE_ASSETS_FILE), JSON.stringify(assets));
  project.provide('serverPagesDir', outDir);
  return () => rmSync(path.dirname(outDir), { recursive: true, force: true });
}

/*
 * The server's own pages (server/pages/), rendered by React from the site's components. `npm run
 * build` bundles them with the site's server build into dist-ssr/ (server-pages.js, and beside it
 * page-assets.json, which names the stylesheets the prerender links); the server loads that
 * bundle when it starts, as the prerender loads the built entry-server. In `npm run dev` the dev
 * server renders them from source instead (DEV_SERVER_URL), so an edit shows on the next request.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEV_RENDER_PATH, PAGE_ASSETS_FILE, pageAssetsSchema, SERVER_PAGES_FILE, type ServerPage } from '../src/schemas/server-page';

type ServerPages = typeof import('./pages/entry');

/** The whole HTML document of a page the server answers with. */
export type PageRenderer = (page: ServerPage) => Promise<string>;

/** The built page bundle in `dir` (dist-ssr); a renderer that says how to build it when there is none. */
export async function loadBuiltPages(dir: string): Promise<PageRenderer> {
  const bundle = path.join(dir, SERVER_PAGES_FILE);
  const assetsFile = path.join(dir, PAGE_ASSETS_FILE);
  if (!existsSync(bundle) || !existsSync(assetsFile)) {
    return () => Promise.reject(new Error(`The server's pages are not built (${bundle} and ${assetsFile}): run npm run build`));
  }
  const pages = (await import(pathToFileURL(bundle).href)) as ServerPages;
  const assets = pageAssetsSchema.parse(JSON.parse(await readFile(assetsFile, 'utf8')));
  return (page) => new Promise((resolve) => resolve(pages.renderServerPage(page, assets)));
}

/** `npm run dev`: the dev server renders each page from source. */
export function devServerPages(devServerUrl: string): PageRenderer {
  return async (page) => {
    const response = await fetch(new URL(DEV_RENDER_PATH, devServerUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(page),
    });
    if (!response.ok) throw new Error(`The dev server could not render the ${page.page} page: ${response.status} ${await response.text()}`);
    return response.text();
  };
}

/*
 * Renders every route of src/routes.tsx to dist/<path>/index.html with the built server entry,
 * so the first paint and search engines never wait for JavaScript. Also writes dist/404.html
 * (unknown paths) and dist/404-post.html (unknown blog slugs), which the server answers with 404.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

type EntryServer = typeof import('../src/entry-server');

const DIST = path.resolve('dist');
// React's server renderer picks its production build from NODE_ENV, as the client bundle did.
process.env.NODE_ENV = 'production';

async function main(): Promise<void> {
  const started = performance.now();
  const entry = (await import(pathToFileURL(path.resolve('dist-ssr/entry-server.js')).href)) as EntryServer;
  const template = await readFile(path.join(DIST, 'index.html'), 'utf8');
  const pages = entry.listPrerenderPaths();
  for (const { path: url, file } of pages) {
    const result = await entry.render(url);
    if (result.kind === 'redirect') throw new Error(`${url} redirects to ${result.location}; list the target instead`);
    const expectedStatus = file.startsWith('/404') ? 404 : 200;
    if (result.status !== expectedStatus) throw new Error(`${url} rendered with status ${result.status}, expected ${expectedStatus}`);
    const html = template
      .replace('<!--app-head-->', result.head)
      .replace('<!--app-html-->', result.html)
      .replace('<!--app-data-->', `<script type="application/json" id="router-data">${result.data}</script>`);
    const target = path.join(DIST, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, html);
  }
  await rm(path.resolve('dist-ssr'), { recursive: true, force: true });
  console.log(`prerender: ${pages.length} pages in ${Math.round(performance.now() - started)} ms`);
}

await main();

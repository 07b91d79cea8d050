/*
 * `npm run dev`: renders each page on request the way the prerender does (src/entry-server.tsx
 * through Vite's SSR loader, so an edit shows on the next load), with the dev scripts in place of
 * the built files: the stylesheet and the page script as source modules, and Vite's client. The
 * API server's own pages (server/pages/entry.tsx) are rendered here from source too: the API
 * server posts each one to DEV_RENDER_PATH.
 */
import type { IncomingMessage } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { Plugin, ViteDevServer } from 'vite';
import { BLOG_SEARCH_INDEX_URL } from '../../src/content/blog-search';
import { LOCALES, localizePath, splitLocale } from '../../src/lib/locale';
import { SEARCH_INDEX_URL } from '../../src/lib/search';
import { DEV_RENDER_PATH, serverPageSchema, type PageAssets } from '../../src/schemas/server-page';
import { CLIENT_ENTRIES, DEV_STYLESHEET } from '../site/client-entries';

type EntryServer = typeof import('../../src/entry-server');
type ServerPages = typeof import('../../server/pages/entry');

/** The addresses the API server answers, which the dev server passes on to it (vite.config.ts). */
export const SERVER_PATHS = ['/apis', '/sendmail.php', '/forms', '/your-data', '/newsletter', '/leads'];

/** Requests Vite answers itself: its client, source modules, dependencies and media; and the API server's. */
const NOT_A_PAGE = /^\/(@|src\/|node_modules\/|media\/)|\.[a-z0-9]+$/i;
const isServerPath = (pathname: string) => SERVER_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** The dev scripts a page loads in place of the built files: the stylesheet and, on a page of the site, the page script. */
const devScripts = (isAdminApp: boolean) => [DEV_STYLESHEET, CLIENT_ENTRIES.site, ...(isAdminApp ? [CLIENT_ENTRIES.admin] : [])];
const scriptTags = (sources: string[]) => sources.map((source) => `<script type="module" src="/${source}"></script>`).join('\n    ');

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

/** One of the API server's pages, from source, with the dev scripts in place of the built stylesheet. */
async function renderServerPage(server: ViteDevServer, request: IncomingMessage): Promise<string> {
  const page = serverPageSchema.parse(JSON.parse(await readBody(request)));
  const pages = (await server.ssrLoadModule('/server/pages/entry.tsx')) as ServerPages;
  const template = await readFile('index.html', 'utf8');
  const assets: PageAssets = {
    shell: await server.transformIndexHtml(
      request.url ?? '/',
      template.replace('<!--app-assets-->', () => scriptTags(devScripts(false))),
    ),
    stylesheets: [],
    fonts: [],
    scripts: ['/@vite/client', `/${DEV_STYLESHEET}`],
  };
  return pages.renderServerPage(page, assets);
}

async function renderRequest(server: ViteDevServer, url: string): Promise<{ status: number; html: string } | undefined> {
  const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as EntryServer;
  const pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname).replace(/(.)\/+$/, '$1');
  const pages = entry.listPages();
  // An unknown address gets the not-found page of its language.
  const { locale, path } = splitLocale(pathname);
  const notFoundFile = localizePath(/^\/[^/]+$/.test(path) ? entry.POST_NOT_FOUND_FILE : entry.NOT_FOUND_FILE, locale);
  const route = pages.find((page) => page.path === pathname && page.status === 200) ?? pages.find((page) => page.file === notFoundFile);
  if (!route) return undefined;
  const result = await entry.renderPage(route);
  const template = await readFile('index.html', 'utf8');
  const html = template
    .replace('<!--app-lang-->', () => result.lang)
    .replace('<!--app-head-->', () => result.head)
    .replace('<!--app-assets-->', () => scriptTags(devScripts(result.isAdminApp)))
    .replace('<!--app-html-->', () => result.html);
  return { status: result.status, html: await server.transformIndexHtml(url, html) };
}

export function pagesPlugin(): Plugin {
  return {
    name: 'site-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '/';
        const pathname = url.split('?')[0]!;
        if (request.method !== 'GET' || !request.headers.accept?.includes('text/html') || NOT_A_PAGE.test(pathname) || isServerPath(pathname)) return next();
        renderRequest(server, url).then(
          (page) => {
            if (!page) return next();
            response.statusCode = page.status;
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(page.html);
          },
          (error: unknown) => {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          },
        );
      });
      server.middlewares.use(DEV_RENDER_PATH, (request, response, next) => {
        if (request.method !== 'POST') return next();
        renderServerPage(server, request).then(
          (html) => {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(html);
          },
          (error: unknown) => {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          },
        );
      });
      // Each language's search indexes, which the prerender writes beside the pages.
      for (const locale of LOCALES) {
        for (const [url, index] of [
          [SEARCH_INDEX_URL, 'searchIndex'],
          [BLOG_SEARCH_INDEX_URL, 'blogSearchIndex'],
        ] as const) {
          server.middlewares.use(localizePath(url, locale), (_request, response, next) => {
            server.ssrLoadModule('/src/entry-server.tsx').then(
              (entry) => {
                response.setHeader('Content-Type', 'application/json');
                // Always asked again: the index changed a moment ago shows on the next reload.
                response.setHeader('Cache-Control', 'no-cache');
                response.end(JSON.stringify((entry as EntryServer).siteFacts(locale)[index]));
              },
              (error: unknown) => next(error),
            );
          });
        }
      }
    },
  };
}

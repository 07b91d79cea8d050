/*
 * The prerendered site from dist/: the files (@fastify/static, its answers remembered by
 * static-cache.ts), the addresses that move with 301 (doubled slashes, old-style post
 * addresses, /blog?page=N), and the not-found pages with 404. A file dist/ lacks is looked for in
 * the shared folder next, when there is one: the deploy keeps there the hashed assets of every
 * release it keeps, so a page opened before a deploy (or served by an instance not yet rolled)
 * finds the stylesheet and island chunks it names.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listPosts } from '../src/content/posts';
import { NOT_FOUND_FILE, paths, POST_NOT_FOUND_FILE } from '../src/lib/paths';
import { slugFromParam } from '../src/lib/slug';
import { createStaticMemo } from './static-cache';
import { LOCALES, localizePath, splitLocale, type Locale } from '../src/lib/locale';

export type SitePages = {
  /** The not-found page with 404, or a 301 when the path is an old-style address of a post. */
  notFound: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
};

function cacheControlFor(filePath: string): string {
  // Precompressed twins (index.html.br) are cached like the file they stand for.
  const normalized = filePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (normalized.includes('/assets/')) return 'public, max-age=31536000, immutable';
  if (normalized.endsWith('.html')) return 'no-cache';
  if (normalized.includes('/media/')) return 'public, max-age=86400';
  return 'public, max-age=3600';
}

/** The one segment of a path where a blog post lives (`/slug`, `/slug/`), or undefined. */
const postSegmentOf = (pathname: string) => /^\/([^/]+)\/?$/.exec(pathname)?.[1];

const splitUrl = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, query), search: url.slice(query) };
};

/**
 * The clean form of a path: letters, digits, '-', '_' and '~' written as themselves rather than as
 * %-escapes (RFC 3986's unreserved characters; '.' stays escaped, so no dot segment appears), and no
 * doubled slashes (a clean path never starts with `//`, which a browser reads as another site).
 */
function cleanPath(pathname: string): string {
  let clean = pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9_~-]/.test(char) ? char : escape;
  });
  if (clean.includes('//')) {
    clean = clean.replace(/\/{2,}/g, '/');
    if (clean.length > 1) clean = clean.replace(/\/$/, '');
  }
  return clean;
}

/**
 * The URL with every '%' of its path written as '%25' when the path's %-escapes do not decode (a
 * '%' without two hex digits, bytes that are not UTF-8), so the router matches it as the text it
 * is; otherwise the URL as it came.
 */
export function withWellFormedEscapes(url: string): string {
  const { pathname, search } = splitUrl(url);
  if (!pathname.includes('%')) return url;
  try {
    decodeURIComponent(pathname);
    return url;
  } catch {
    return `${pathname.replaceAll('%', '%25')}${search}`;
  }
}

/**
 * Where a GET is sent with 301 before any file is looked for, or null: a language's home page
 * without its closing slash to that page, a path that is not clean to its clean form, and the
 * blog's list with ?page=N to its own address, /blog/page/N, keeping the other parameters (the search).
 */
export function movedTo(url: string): string | null {
  const { pathname, search } = splitUrl(url);
  // A language's home page is its folder: /hi moves to /hi/.
  const home = LOCALES.map((locale) => localizePath('/', locale)).find((path) => path !== '/' && pathname === path.slice(0, -1));
  if (home) return `${home}${search}`;
  if ((pathname.includes('%') || pathname.includes('//')) && !pathname.includes('\\')) {
    const clean = cleanPath(pathname);
    if (clean !== pathname) return `${clean}${search}`;
  }
  const { locale, path: english } = splitLocale(pathname);
  if ((english === paths.blog || english === `${paths.blog}/`) && search !== '') {
    const params = new URLSearchParams(search);
    const page = params.get('page');
    if (page === null) return null;
    params.delete('page');
    const n = Number(page);
    const rest = params.toString();
    return `${localizePath(paths.blogPage(Number.isInteger(n) ? n : 1), locale)}${rest ? `?${rest}` : ''}`;
  }
  return null;
}

/** Serves the built site in `distDir`, then `sharedDistDir`; null when there is none (npm run dev, API only). */
export async function siteRoutes(app: FastifyInstance, distDir: string | undefined, sharedDistDir?: string): Promise<SitePages | null> {
  if (distDir === undefined || !existsSync(path.join(distDir, '404.html'))) return null;
  // Each language's not-found pages and posts: an address under /hi is answered in Hindi.
  type Language = { notFound: string; missingPost: string; postSlugs: Set<string> };
  const languages = new Map(
    LOCALES.map((locale): [Locale, Language] => {
      const page = (file: string) => readFileSync(path.join(distDir, localizePath(file, locale)), 'utf8');
      return [
        locale,
        { notFound: page(NOT_FOUND_FILE), missingPost: page(POST_NOT_FOUND_FILE), postSlugs: new Set(listPosts(locale).map((post) => post.slug)) },
      ];
    }),
  );

  /** A post's own address in its language when `pathname` is an old-style address of it (underscores, %-escapes); null otherwise. */
  const postAddressOf = (pathname: string): string | null => {
    const { locale, path: english } = splitLocale(pathname);
    const segment = postSegmentOf(english);
    if (segment === undefined) return null;
    const slug = slugFromParam(segment);
    const address = localizePath(paths.post(slug), locale);
    return languages.get(locale)!.postSlugs.has(slug) && address !== pathname ? address : null;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const location = movedTo(request.url);
    if (location === null) return;
    // Straight to the post when the clean path is an old-style address of one: one move, not two.
    const { pathname, search } = splitUrl(location);
    return reply.redirect(`${postAddressOf(pathname) ?? pathname}${search}`, 301);
  });
  const memo = createStaticMemo();
  app.addHook('onRequest', memo.answer);
  app.addHook('onResponse', memo.remember);
  // Each language's blog feed is RSS, which feed readers and search engines know by its own type
  // (@fastify/static names a file's type by its extension, .xml, after setHeaders for a compressed twin).
  app.addHook('onSend', async (request, reply) => {
    if (/(^|\/)feed\.xml$/.test(splitUrl(request.url).pathname) && reply.statusCode === 200) reply.header('content-type', 'application/rss+xml; charset=utf-8');
  });
  await app.register(fastifyStatic, {
    root: sharedDistDir === undefined ? distDir : [distDir, sharedDistDir],
    extensions: ['html'],
    redirect: false,
    index: ['index.html'],
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply, filePath, stat) => {
      reply.header('cache-control', cacheControlFor(filePath));
      memo.noteFile(reply, filePath, stat.size);
    },
  });

  return {
    notFound(request, reply) {
      const { pathname, search } = splitUrl(request.url);
      const { locale, path: english } = splitLocale(pathname);
      const language = languages.get(locale)!;
      // A single segment is where a blog post lives: an old-style address of one (underscores,
      // %-escapes) moves to the post's own; any other is a post that is not there.
      const post = postAddressOf(pathname);
      if (post !== null) return reply.redirect(`${post}${search}`, 301);
      return (
        reply
          .code(404)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          // @fastify/compress picks the encoding from Accept-Encoding, so caches must keep them apart.
          .header('vary', 'accept-encoding')
          .send(postSegmentOf(english) !== undefined ? language.missingPost : language.notFound)
      );
    },
  };
}

/*
 * One spelling per address. The router reads a path's %-escapes as the characters they stand for,
 * so `/%6ceads/outbox` would reach the dashboard's /leads/outbox; but a browser keeps cookies by
 * the path as written, and the session is read only under /leads as written. So, before any route
 * runs: a GET or HEAD of an address that is not written in its clean form moves there with 301 (as
 * do a language's home page without its closing slash, doubled slashes, old-style post addresses
 * and /blog?page=N); any other method at such an address is not found.
 */
import type { FastifyInstance } from 'fastify';
import { listPosts } from '../src/content/posts';
import { paths } from '../src/lib/paths';
import { slugFromParam } from '../src/lib/slug';
import { LOCALES, localizePath, splitLocale, type Locale } from '../src/lib/locale';
import { ERROR_MESSAGES, sendError } from './routes/errors';

export const splitUrl = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, query), search: url.slice(query) };
};

/** The one segment of a path where a blog post lives (`/slug`, `/slug/`), or undefined. */
export const postSegmentOf = (pathname: string) => /^\/([^/]+)\/?$/.exec(pathname)?.[1];

/**
 * Letters, digits, '-', '_' and '~' written as themselves rather than as %-escapes (RFC 3986's
 * unreserved characters; '.' stays escaped, so no dot segment appears).
 */
const unescapeUnreserved = (pathname: string) =>
  pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9_~-]/.test(char) ? char : escape;
  });

/** The clean form of a path: no needless %-escapes, and no doubled slashes (a clean path never starts with `//`, which a browser reads as another site). */
function cleanPath(pathname: string): string {
  let clean = unescapeUnreserved(pathname);
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
 * Where a GET is sent with 301 before any route runs, or null: a language's home page without its
 * closing slash to that page, a path that is not clean to its clean form, and the blog's list with
 * ?page=N to its own address, /blog/page/N, keeping the other parameters (the search).
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

const postSlugs = new Map(LOCALES.map((locale): [Locale, Set<string>] => [locale, new Set(listPosts(locale).map((post) => post.slug))]));

/** A post's own address in its language when `pathname` is an old-style address of it (underscores, %-escapes); null otherwise. */
export function postAddressOf(pathname: string): string | null {
  const { locale, path: english } = splitLocale(pathname);
  const segment = postSegmentOf(english);
  if (segment === undefined) return null;
  const slug = slugFromParam(segment);
  const address = localizePath(paths.post(slug), locale);
  return postSlugs.get(locale)?.has(slug) && address !== pathname ? address : null;
}

/** Adds the hook that moves or refuses an address not written in its one spelling; before any route, so it holds for all. */
export function oneSpellingPerAddress(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const { pathname } = splitUrl(request.url);
      if (pathname.includes('%') && unescapeUnreserved(pathname) !== pathname) return sendError(request, reply, 404, ...ERROR_MESSAGES[404]!);
      return;
    }
    const location = movedTo(request.url);
    if (location === null) return;
    // Straight to the post when the clean path is an old-style address of one: one move, not two.
    const { pathname, search } = splitUrl(location);
    return reply.redirect(`${postAddressOf(pathname) ?? pathname}${search}`, 301);
  });
}

/*
 * The prerendered site from dist/: the files (@fastify/static, its answers remembered by
 * static-cache.ts) and the not-found pages with 404 (addresses.ts moves the addresses that have
 * moved). A file dist/ lacks is looked for in the shared folder next, when there is one: the deploy
 * keeps there the hashed assets of every release it keeps, so a page opened before a deploy (or
 * served by an instance not yet rolled) finds the stylesheet and island chunks it names.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND_FILE, POST_NOT_FOUND_FILE } from '../src/lib/paths';
import { createStaticMemo } from './static-cache';
import { LOCALES, localizePath, splitLocale, type Locale } from '../src/lib/locale';
import { postAddressOf, postSegmentOf, splitUrl } from './addresses';

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

/** Serves the built site in `distDir`, then `sharedDistDir`; null when there is none (npm run dev, API only). */
export async function siteRoutes(app: FastifyInstance, distDir: string | undefined, sharedDistDir?: string): Promise<SitePages | null> {
  if (distDir === undefined || !existsSync(path.join(distDir, '404.html'))) return null;
  // Each language's not-found pages: an address under /hi is answered in Hindi.
  type Language = { notFound: string; missingPost: string };
  const languages = new Map(
    LOCALES.map((locale): [Locale, Language] => {
      const page = (file: string) => readFileSync(path.join(distDir, localizePath(file, locale)), 'utf8');
      return [locale, { notFound: page(NOT_FOUND_FILE), missingPost: page(POST_NOT_FOUND_FILE) }];
    }),
  );

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

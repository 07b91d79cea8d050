/*
 * The prerendered pages and hashed assets, held in memory with their .br/.gz twins, and answered
 * from an onRequest hook: no file system call per request. Anything not held here (large media,
 * video with range requests) falls through to @fastify/static.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const MAX_BYTES = 512 * 1024;

type Entry = { type: string; cacheControl: string; etag: string; identity: Buffer; br?: Buffer; gzip?: Buffer };

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** URL path → file, the way the site is addressed: /about-us → about-us/index.html, / → index.html. */
export function loadStaticFiles(distDir: string, cacheControlFor: (file: string) => string): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  for (const file of walk(distDir)) {
    const type = TYPES[path.extname(file)];
    if (!type || statSync(file).size > MAX_BYTES) continue;
    const identity = readFileSync(file);
    const twin = (suffix: string) => {
      try {
        return readFileSync(`${file}${suffix}`);
      } catch {
        return undefined;
      }
    };
    const entry: Entry = {
      type,
      cacheControl: cacheControlFor(file),
      etag: `"${createHash('sha1').update(identity).digest('base64url').slice(0, 16)}"`,
      identity,
      br: twin('.br'),
      gzip: twin('.gz'),
    };
    const rel = `/${path.relative(distDir, file).split(path.sep).join('/')}`;
    entries.set(rel, entry);
    if (rel.endsWith('/index.html')) {
      const dirPath = rel.slice(0, -'index.html'.length);
      entries.set(dirPath, entry);
      if (dirPath !== '/') entries.set(dirPath.slice(0, -1), entry);
    } else if (rel.endsWith('.html') && !rel.startsWith('/404')) {
      entries.set(rel.slice(0, -'.html'.length), entry);
    }
  }
  return entries;
}

export function staticCacheHook(entries: Map<string, Entry>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const query = request.url.indexOf('?');
    const entry = entries.get(query === -1 ? request.url : request.url.slice(0, query));
    if (!entry) return;
    void reply.header('cache-control', entry.cacheControl).header('etag', entry.etag).header('vary', 'accept-encoding').type(entry.type);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    const accepted = request.headers['accept-encoding'] ?? '';
    if (entry.br && accepted.includes('br')) return reply.header('content-encoding', 'br').send(entry.br);
    if (entry.gzip && accepted.includes('gzip')) return reply.header('content-encoding', 'gzip').send(entry.gzip);
    return reply.send(entry.identity);
  };
}

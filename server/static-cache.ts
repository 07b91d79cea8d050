/*
 * @fastify/static's answers, kept in memory. The site's files are served by @fastify/static alone:
 * its MIME types, its ETags, its choice of .br/.gz twin by Accept-Encoding (q-values included) and
 * its 304s. This only remembers an answer it gave, the file's bytes and its headers, keyed by path
 * and Accept-Encoding (what the answer varies on), and gives it again without a file system call.
 * Conditional and range requests always go to @fastify/static, as do files over MAX_BYTES (video,
 * large media) and answers compressed on the fly.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';

const MAX_BYTES = 512 * 1024;
/** Paths times Accept-Encoding variants: the built site needs a few hundred; a stranger's made-up headers find it full. */
const MAX_ENTRIES = 4096;
/** The headers that belong to the file's answer; the hooks add the rest (security headers…) to every answer. */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'etag', 'last-modified', 'cache-control', 'vary', 'accept-ranges'];
const TWIN_ENCODINGS: Record<string, string> = { '.br': 'br', '.gz': 'gzip' };

type Entry = { headers: OutgoingHttpHeaders; body: Buffer };

const keyOf = (request: FastifyRequest) => {
  const query = request.url.indexOf('?');
  return `${request.headers['accept-encoding'] ?? ''}\n${query === -1 ? request.url : request.url.slice(0, query)}`;
};

const isPlainRead = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  request.headers.range === undefined &&
  request.headers['if-none-match'] === undefined &&
  request.headers['if-modified-since'] === undefined &&
  request.headers['if-match'] === undefined &&
  request.headers['if-unmodified-since'] === undefined;

export function createStaticMemo() {
  const entries = new Map<string, Entry>();
  const bodies = new Map<string, Buffer>();
  // The file @fastify/static chose for a request, told by its setHeaders callback.
  const chosen = new WeakMap<FastifyRequest, string>();

  return {
    /** onRequest: gives a remembered answer again. */
    answer: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isPlainRead(request)) return;
      const entry = entries.get(keyOf(request));
      if (entry) return reply.headers(entry.headers).send(entry.body);
    },

    /** For @fastify/static's setHeaders: notes the file that answers a request worth remembering. */
    noteFile: (reply: FastifyReply, filePath: string, size: number) => {
      if (size <= MAX_BYTES && isPlainRead(reply.request)) chosen.set(reply.request, filePath);
    },

    /** onResponse: remembers the answer @fastify/static gave, when it sent the file as it is. */
    remember: async (request: FastifyRequest, reply: FastifyReply) => {
      const filePath = chosen.get(request);
      if (filePath === undefined || reply.statusCode !== 200 || entries.size >= MAX_ENTRIES) return;
      const sent = reply.getHeaders();
      // @fastify/compress compresses an identity file on the fly for a small text file with no twin.
      if ((sent['content-encoding'] ?? undefined) !== TWIN_ENCODINGS[path.extname(filePath)]) return;
      let body = bodies.get(filePath);
      if (body === undefined) {
        body = await readFile(filePath);
        bodies.set(filePath, body);
      }
      const headers: OutgoingHttpHeaders = {};
      for (const name of KEPT_HEADERS) if (sent[name] !== undefined) headers[name] = sent[name];
      entries.set(keyOf(request), { headers, body });
    },
  };
}

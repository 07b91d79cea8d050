/* GET /apis/get_post.php: the blog posts from content/, in the shape the original clients read. */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { listPosts } from '../../src/content/posts';
import { paths } from '../../src/lib/paths';
import { toApiPost } from '../../src/content/post-shapes';
import { DEFAULT_LOCALE } from '../../src/lib/locale';

const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

export function postRoutes(app: FastifyInstance) {
  // The posts change only with a rebuild: serialise and compress them once.
  const body = Buffer.from(JSON.stringify(listPosts(DEFAULT_LOCALE).map(toApiPost)));
  const encoded = {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
  app.get(paths.api.posts, { config: { compress: false } }, async (request, reply) => {
    // The negotiation @fastify/compress and @fastify/static use, q-values included (br;q=0 is a no).
    const encoding = negotiate((request.headers['accept-encoding'] ?? '').toLowerCase(), ENCODINGS);
    void reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=60').header('vary', 'accept-encoding');
    if (encoding) return reply.header('content-encoding', encoding).send(encoded[encoding]);
    return reply.send(body);
  });
}

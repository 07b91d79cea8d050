/* GET /apis/get_post.php: the blog posts from content/, in the shape the original clients read. */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { listPosts } from '../../src/content/posts';
import { paths } from '../../src/lib/paths';
import { toApiPost } from '../../src/lib/posts';

export function postRoutes(app: FastifyInstance) {
  // The posts change only with a rebuild: serialise and compress them once.
  const body = Buffer.from(JSON.stringify(listPosts().map(toApiPost)));
  const encoded = {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
  app.get(paths.api.posts, { config: { compress: false } }, async (request, reply) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    void reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=60').header('vary', 'accept-encoding');
    if (encoding) return reply.header('content-encoding', encoding).send(encoded[encoding]);
    return reply.send(body);
  });
}

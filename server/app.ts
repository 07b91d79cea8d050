import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { listPosts } from '../src/content/posts';
import { paths } from '../src/lib/paths';
import { toApiPost } from '../src/schemas/post';

export type AppOptions = {
  /** The built site (npm run build); without it the server answers the API only. */
  distDir?: string;
  logger?: boolean;
};

/** Builds the HTTP app: the prerendered site and the API. It never listens; server/index.ts does. */
export async function createApp({ distDir, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger });

  app.get(paths.api.posts, async () => listPosts().map(toApiPost));

  if (distDir && existsSync(distDir)) {
    const notFoundPage = readFileSync(path.join(distDir, '404.html'), 'utf8');
    const missingPostPage = readFileSync(path.join(distDir, '404-post.html'), 'utf8');
    await app.register(fastifyStatic, { root: distDir, extensions: ['html'], redirect: false, index: ['index.html'] });
    app.setNotFoundHandler((request, reply) => {
      // A single-segment path is where a blog post would be: say so; anything else is a plain not-found.
      const isPostPath = /^\/[^/]+\/?$/.test(request.url.split('?')[0]!);
      void reply.code(404).type('text/html; charset=utf-8').send(isPostPath ? missingPostPage : notFoundPage);
    });
  }
  return app;
}

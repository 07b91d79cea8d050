import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../server/app';

export type RunningSite = { url: string; app: FastifyInstance; close: () => Promise<void> };

/** The real server on a free loopback port, serving the built site in dist/. */
export async function startSite(): Promise<RunningSite> {
  const app = await createApp({ distDir: path.resolve('dist') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('server did not bind');
  return { url: `http://127.0.0.1:${address.port}`, app, close: () => app.close() };
}

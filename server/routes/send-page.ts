import type { FastifyReply } from 'fastify';

/** Answers with one of the server's own pages (server/page-renderer.ts): HTML that is never cached. */
export function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/*
 * GET /healthz: is the database answering, is the mail worker running, how much mail waits, and
 * how delivery goes (ok, stalled: the SMTP server has not answered a send for a while, failing: a
 * mail waits for another try), and which release answers (when the deploy's supervisor started
 * it). Why the database failed goes to the log, and to a request from this machine itself; never
 * to anyone else. The proxy in front (deploy/Caddyfile) and the service unit judge an instance by
 * its status code.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteContext } from './context';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Straight from loopback, with no proxy in between (a proxy on this machine would add X-Forwarded-For). */
const isFromThisMachine = (request: FastifyRequest) =>
  LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;

export function healthRoutes(app: FastifyInstance, ctx: RouteContext, release: string | undefined) {
  app.get('/healthz', async (request, reply) => {
    const worker = ctx.outbox.state();
    try {
      const stats = await ctx.outbox.stats();
      const healthy = worker.running;
      return reply
        .code(healthy ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: healthy ? 'ok' : 'degraded',
          release,
          database: { ok: true, dialect: ctx.db.dialect },
          // How mail goes is reported, not judged: a load balancer takes an instance that answers
          // 503 out of service, and a stalled SMTP server is no reason to stop taking enquiries.
          mail: {
            ...worker,
            pending: stats.pending,
            sent: stats.sent,
            failed: stats.failed,
            oldestPendingAt: stats.oldestPendingAt,
            lastSendError: stats.lastError,
            sendingSince: stats.sendingSince,
            delivery: stats.delivery,
          },
        });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      request.log.error({ err: { message } }, 'health check: the database is not answering');
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .send({
          status: 'down',
          release,
          database: { ok: false, dialect: ctx.db.dialect, ...(isFromThisMachine(request) ? { error: message } : {}) },
          mail: worker,
        });
    }
  });
}

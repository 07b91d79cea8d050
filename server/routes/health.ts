/* GET /healthz: is the database answering, is the mail worker running, how much mail waits. */
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context';

export function healthRoutes(app: FastifyInstance, ctx: RouteContext) {
  app.get('/healthz', async (_request, reply) => {
    const worker = ctx.outbox.state();
    try {
      const stats = await ctx.outbox.stats();
      const healthy = worker.running;
      return reply
        .code(healthy ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: healthy ? 'ok' : 'degraded',
          database: { ok: true, dialect: ctx.db.dialect },
          mail: { ...worker, pending: stats.pending, sent: stats.sent, oldestPendingAt: stats.oldestPendingAt, lastSendError: stats.lastError },
        });
    } catch (error) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .send({
          status: 'down',
          database: { ok: false, dialect: ctx.db.dialect, error: error instanceof Error ? error.message : String(error) },
          mail: worker,
        });
    }
  });
}

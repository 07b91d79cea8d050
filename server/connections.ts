/*
 * How the server treats connections: the header, request and keep-alive timeouts; the answer a
 * client gets when Node cuts its request short (a timeout, an unreadable request), in the API's
 * error shape with the app's own headers; and stop(), the bounded drain on SIGTERM.
 */
import type { ServerOptions, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { errorCopy, type ApiErrorBody } from './routes/errors';

export type Timeouts = {
  /** Until the request's headers have arrived. */
  headersMs: number;
  /** Until the whole request, body included, has arrived. */
  requestMs: number;
  /** How long a keep-alive connection may wait idle for its next request. */
  keepAliveMs: number;
};

type ConnectionError = Error & { code?: string };

const CLIENT_ERRORS: Record<string, { status: number; reason: string; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    code: 'request_timeout',
    message: errorCopy.requestTimeout,
  },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', code: 'headers_too_large', message: errorCopy.headersTooLarge },
};
const UNREADABLE = { status: 400, reason: 'Bad Request', code: 'bad_request', message: errorCopy.unreadable };

/** How long a stopping server keeps the connections it has open before it closes the idle ones. */
const STOP_GRACE_MS = 1_000;

/** Headers that describe one answer's body or connection; the rest of an error answer's headers apply to any. */
const PER_ANSWER_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

export function createConnections(timeouts: Timeouts) {
  const headersMs = Math.min(timeouts.headersMs, timeouts.requestMs);
  // The answers under way on each connection: more than one when a client pipelines requests.
  const answering = new WeakMap<object, Set<ServerResponse>>();
  // The security headers of the app's own error answers, learnt once it listens (see attach).
  let commonHeaders = '';

  /** Node's 'clientError': answers in the error shape unless an answer has begun, then hangs up. */
  function clientErrorHandler(error: ConnectionError, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const begun = [...(answering.get(socket) ?? [])].some((response) => response.headersSent);
    if (socket.writable && !begun) {
      const { status, reason, code, message } = CLIENT_ERRORS[error.code ?? ''] ?? UNREADABLE;
      const body: ApiErrorBody = { error: { code, message } };
      const json = JSON.stringify(body);
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\n${commonHeaders}Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
      );
    }
    socket.destroy(error);
  }

  const fastifyOptions: Pick<FastifyServerOptions, 'requestTimeout' | 'keepAliveTimeout' | 'clientErrorHandler' | 'return503OnClosing'> & {
    http: ServerOptions;
  } = {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Node refuses a header timeout longer than the request timeout, and checks both only every
    // connectionsCheckingInterval (30 s unless set), which would let a slow client stay that much longer.
    http: { headersTimeout: headersMs, connectionsCheckingInterval: Math.min(1_000, headersMs) },
    clientErrorHandler,
    // A request that reaches the router while the server stops is answered, not refused with a bare 503.
    return503OnClosing: false,
  };

  /** Adds the hooks to the app and returns its stop(). */
  function attach(app: FastifyInstance) {
    let stopping = false;
    app.addHook('onRequest', async (request, reply) => {
      const socket = request.raw.socket;
      const open = answering.get(socket) ?? new Set();
      answering.set(socket, open.add(reply.raw));
    });
    app.addHook('onResponse', async (request, reply) => {
      answering.get(request.raw.socket)?.delete(reply.raw);
    });
    app.addHook('onSend', async (request, reply) => {
      // Once stopping, the last answer on a connection tells its client to send no more there: the
      // answer to the request received last on it (Node sends a connection's answers in the order
      // of their requests), whichever is ready first; one with a pipelined request behind it leaves
      // that one to say so.
      if (stopping && [...(answering.get(request.raw.socket) ?? [])].at(-1) === reply.raw) reply.header('connection', 'close');
    });
    app.addHook('onListen', async () => {
      const probe = await app.inject({ method: 'GET', url: '/apis/' });
      commonHeaders = Object.entries(probe.headers)
        .filter(([name]) => !PER_ANSWER_HEADERS.has(name))
        .map(([name, value]) => `${name}: ${String(value)}\r\n`)
        .join('');
    });

    /**
     * Stops taking connections, answers every request already received, closes idle keep-alive
     * connections, then lets the mail worker finish (app.close()). After `timeoutMs` it hangs up on
     * whatever is still open, a client trickling a body say, and resolves to false; an enquiry is
     * acknowledged only after its commit, so nothing acknowledged is lost by that.
     */
    return async function stop(timeoutMs: number): Promise<boolean> {
      stopping = true;
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
      // Stop taking connections first, and only that: Node's http close() would also destroy every
      // connection idle at this instant, and a connection accepted a moment ago (or handed over by
      // the supervisor's cluster primary, deploy/supervisor.ts) has not sent its request yet and
      // counts as idle, as does a keep-alive connection whose next request is in its socket but not
      // yet read. For a moment those requests are read and answered, each answer closing its
      // connection, and a connection the primary hands over meanwhile goes back to it for another worker.
      if (app.server.listening) net.Server.prototype.close.call(app.server);
      await Promise.race([sleep(STOP_GRACE_MS), deadline]);
      const closed = app.close().then(() => true);
      const clean = await Promise.race([closed, deadline]);
      clearTimeout(timer);
      if (!clean) app.server.closeAllConnections();
      return clean;
    };
  }

  return { fastifyOptions, attach };
}

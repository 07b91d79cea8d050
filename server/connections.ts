/*
 * How the server treats connections: the header, request and keep-alive timeouts; the answer a
 * client gets when Node cuts its request short (a timeout, headers too large, an unreadable
 * request), with the app's own headers: a browser on a form route or a link page gets the route's
 * page (routes/refusals.ts), anyone else the API's error shape; and stop(), the bounded drain on
 * SIGTERM.
 */
import type { ServerOptions, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import { errorCopy, type ApiErrorBody } from './routes/errors';
import { renderRefusal, wantsHtml, type RefusalPage } from './routes/refusals';

export type Timeouts = {
  /** Until the request's headers have arrived. */
  headersMs: number;
  /** Until the whole request, body included, has arrived. */
  requestMs: number;
  /** How long a keep-alive connection may wait idle for its next request. */
  keepAliveMs: number;
};

type ConnectionError = Error & { code?: string; rawPacket?: unknown };

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

/** What can be read of a request Node refused: its address, and whether and where from a browser asks. */
type RefusedHead = { url: string; headers: { accept?: string; referer?: string } };

/**
 * The request line and the Accept and Referer headers at the start of the bytes Node could not
 * parse (headers too large, a malformed header), when they are there: a request's head arrives in
 * one piece from a browser.
 */
export function requestHeadOf(bytes: Buffer): RefusedHead | null {
  const [requestLine = '', ...lines] = bytes.toString('latin1').split('\r\n');
  const url = /^[A-Z]+ (\/\S*) HTTP\/1\.[01]$/.exec(requestLine)?.[1];
  if (url === undefined) return null;
  const headers: RefusedHead['headers'] = {};
  for (const line of lines) {
    if (line === '') break;
    const field = /^(accept|referer):[ \t]*(.*?)[ \t]*$/i.exec(line);
    if (field) headers[field[1]!.toLowerCase() as 'accept' | 'referer'] = field[2];
  }
  return { url, headers };
}

/** An HTTP/1.1 answer that closes its connection. */
const rawAnswer = (status: number, reason: string, headers: Record<string, string>, body: string) =>
  `HTTP/1.1 ${status} ${reason}\r\n${Object.entries({ ...headers, 'content-length': String(Buffer.byteLength(body)), connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n${body}`;

export function createConnections(timeouts: Timeouts) {
  const headersMs = Math.min(timeouts.headersMs, timeouts.requestMs);
  // The answers under way on each connection: more than one when a client pipelines requests.
  const answering = new WeakMap<object, Set<ServerResponse>>();
  // Connections being answered after Node refused their request: the parser may report more.
  const refusing = new WeakSet<Socket>();
  // The security headers of the app's own error answers, learnt once it listens (see attach).
  let commonHeaders: Record<string, string> = {};
  let log: FastifyBaseLogger | undefined;
  let refusalPageOf: (pathname: string) => RefusalPage | undefined = () => undefined;

  /** What can be read of the request Node refused on `socket`: the one under way there, else the head of the bytes it could not parse. */
  function refusedHeadOf(error: ConnectionError, socket: Socket): RefusedHead | null {
    const pending = [...(answering.get(socket) ?? [])].find((response) => !response.headersSent)?.req;
    if (pending) return { url: pending.url ?? '/', headers: pending.headers };
    return error.rawPacket instanceof Buffer ? requestHeadOf(error.rawPacket) : null;
  }

  /** The answer to a request Node refused: its route's page to a browser on a form route or a link page, else the error shape. */
  async function refusalOf(error: ConnectionError, socket: Socket): Promise<string> {
    const { status, reason, code, message } = CLIENT_ERRORS[error.code ?? ''] ?? UNREADABLE;
    // The client's mistake, not the server's: at info, with what the parser found.
    log?.info({ res: { statusCode: status }, parserError: error.code }, 'request refused before it reached a route');
    const head = refusedHeadOf(error, socket);
    const page = head && wantsHtml(head) ? refusalPageOf(head.url.split('?')[0]!) : undefined;
    if (page) {
      try {
        const { html, headers } = await renderRefusal(page, status, { referer: head?.headers.referer });
        return rawAnswer(status, reason, { ...commonHeaders, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers }, html);
      } catch (renderError) {
        log?.error({ err: { message: renderError instanceof Error ? renderError.message : String(renderError) } }, 'refusal page not rendered');
      }
    }
    const body: ApiErrorBody = { error: { code, message } };
    return rawAnswer(status, reason, { ...commonHeaders, 'content-type': 'application/json; charset=utf-8' }, JSON.stringify(body));
  }

  /** Node's 'clientError': answers the refused request unless an answer has begun, then hangs up. */
  function clientErrorHandler(error: ConnectionError, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed || refusing.has(socket)) return;
    const begun = [...(answering.get(socket) ?? [])].some((response) => response.headersSent);
    if (!socket.writable || begun) {
      socket.destroy(error);
      return;
    }
    refusing.add(socket);
    // Closed once the answer is written, or after a few seconds if the client reads none of it.
    const deadline = setTimeout(() => socket.destroy(), 5_000).unref();
    void refusalOf(error, socket).then((answer) =>
      socket.end(answer, () => {
        clearTimeout(deadline);
        socket.destroy();
      }),
    );
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
  function attach(app: FastifyInstance, pageOf: (pathname: string) => RefusalPage | undefined) {
    let stopping = false;
    log = app.log;
    refusalPageOf = pageOf;
    // Node asks the system for a connection's address only when it is first read, and cannot once
    // the connection is closed: a request whose connection the parser closed under it (a bad chunk
    // size) would reach the POST limit with no address to count. Read as the connection opens, the
    // address stays with the socket for every request on it.
    app.server.on('connection', (socket: Socket) => socket.remoteAddress);
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
      commonHeaders = Object.fromEntries(
        Object.entries(probe.headers)
          .filter(([name]) => !PER_ANSWER_HEADERS.has(name))
          .map(([name, value]) => [name, String(value)]),
      );
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

/*
 * The real server process against clients that are slow or keep connections open: a request whose
 * headers or body trickle is cut after the header and request timeouts, an idle keep-alive
 * connection is closed after its timeout, and SIGTERM ends the process within SHUTDOWN_TIMEOUT_MS
 * whatever the clients do, answering every request it had already received.
 */
import { expect, it } from 'vitest';
import { anyText, connect, databaseForProcesses, describeEachDatabase, eventually, startServerProcess, validEnquiry, type RawResponse } from './support';

const postsRequest = 'GET /apis/get_post.php HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';

function expectOurErrorAnswer(response: RawResponse | undefined, status: number) {
  expect(response?.status).toBe(status);
  expect(response?.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response?.headers['x-content-type-options']).toBe('nosniff');
  expect(JSON.parse(response?.body ?? '{}')).toMatchObject({ error: { code: anyText(), message: anyText() } });
}

describeEachDatabase('slow clients and SIGTERM', (kind) => {
  const database = databaseForProcesses(kind);

  const start = (env: Record<string, string> = {}) => startServerProcess({ ...database.env(), ...env });

  it('answers a trickled body or trickled headers with 408 in the error shape after the timeouts', async () => {
    const server = await start({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '500' });
    try {
      const body = await connect(server);
      await body.write('POST /apis/enquiry.php HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":"A');
      const headers = await connect(server);
      await headers.write('GET /apis/get_post.php HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      await Promise.all([body.closed, headers.closed]);
      expectOurErrorAnswer(body.responses()[0], 408);
      expectOurErrorAnswer(headers.responses()[0], 408);
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  it('closes a keep-alive connection left idle past KEEP_ALIVE_TIMEOUT_MS', async () => {
    const server = await start({ KEEP_ALIVE_TIMEOUT_MS: '300' });
    try {
      const client = await connect(server);
      await client.write(postsRequest);
      await client.closed;
      expect(client.responses().map((r) => r.status)).toEqual([200]);
      expect(client.error()).toBeNull();
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  it('exits within SHUTDOWN_TIMEOUT_MS on SIGTERM while a client trickles a body, keeping what it acknowledged', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const acknowledged = await fetch(`${server.url}/apis/enquiry.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validEnquiry, message: 'acknowledged before a slow client' }),
    });
    expect(acknowledged.status).toBe(201);
    const slow = await connect(server);
    await slow.write('POST /apis/enquiry.php HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":"A');
    const enquiryRequests = () => server.output().match(/"method":"POST","path":"\/apis\/enquiry.php"/g)?.length ?? 0;
    await eventually(() => enquiryRequests() === 2, 10_000, 'the slow request to arrive');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await slow.closed;
    const stored = await database.reader().all("SELECT id FROM enquiries WHERE message = 'acknowledged before a slow client'");
    expect(stored).toHaveLength(1);
  });

  it('on SIGTERM answers the requests already received, the last with Connection: close, and closes idle connections', async () => {
    const server = await start();
    const idle = await Promise.all(Array.from({ length: 5 }, () => connect(server)));
    for (const client of idle) await client.write(postsRequest);
    await eventually(() => idle.every((client) => client.responses().length === 1), 10_000, "the idle connections' first answers");
    const busy = await connect(server);
    const body = JSON.stringify({ ...validEnquiry, message: 'answered while stopping' });
    const half = Math.floor(body.length / 2);
    await busy.write(
      `POST /apis/enquiry.php HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`,
    );
    await eventually(() => /"method":"POST","path":"\/apis\/enquiry.php"/.test(server.output()), 10_000, 'the request to arrive');
    server.child.kill('SIGTERM');
    await eventually(() => server.output().includes('shutting down'), 10_000, 'the shutdown to begin');
    // The rest of the body with a second request pipelined behind it: both reach the server before it answers.
    await busy.write(`${body.slice(half)}${postsRequest}`);
    await Promise.all([busy.closed, ...idle.map((client) => client.closed)]);
    expect(await server.exited).toBe(0);

    expect(busy.error()).toBeNull();
    const answers = busy.responses();
    expect(answers.map((answer) => answer.status)).toEqual([201, 200]);
    expect(answers[1]!.headers.connection).toBe('close');
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    for (const client of idle) {
      expect(client.error()).toBeNull();
      expect(client.responses()).toHaveLength(1);
    }
    expect(await database.reader().all("SELECT id FROM enquiries WHERE message = 'answered while stopping'")).toHaveLength(1);
  });
});

/*
 * Client mistakes are the client's: the real server process, on SQLite and PostgreSQL, with the POST
 * limit on, answers a malformed request with its 4xx and logs it at info or warn, never at error
 * (an error line is what wakes an operator). A chunked body with a bad chunk size, a body cut off
 * before its Content-Length, a header the parser refuses: none writes an error-level line.
 */
import { expect, it } from 'vitest';
import { connect, databaseForProcesses, describeEachDatabase, eventually, startServerProcess } from './support';

/** The pino log lines a process wrote at `level` or above (50 error, 60 fatal). */
const linesAtOrAbove = (output: string, level: number) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg?: string })
    .filter((line) => line.level >= level);

describeEachDatabase('client mistakes in the log', (kind) => {
  const database = databaseForProcesses(kind);

  it('answers a bad chunk size, a cut-off body and a malformed header with 400, and logs none of them as an error', async () => {
    const server = await startServerProcess({ ...database.env(), RATE_LIMIT_MAX: '20' });
    try {
      const requests = [
        'POST /apis/enquiry.php HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
        'POST /forms/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nname=\r\nfffffffffffffffffff\r\n',
        'POST /apis/newsletter.php HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nBad Header: x\r\nContent-Length: 2\r\n\r\n{}',
      ];
      for (let round = 0; round < 5; round++) {
        for (const request of requests) {
          const client = await connect(server);
          await client.write(request);
          await client.closed;
          expect(client.responses()[0]?.status, request.split('\r\n')[0]).toBe(400);
        }
        // A body that stops short of its Content-Length, the client gone.
        const cut = await connect(server);
        await cut.write('POST /apis/enquiry.php HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":');
        cut.socket.destroy();
      }
      // The server is still well, and has had time to log whatever it would.
      await eventually(async () => (await fetch(`${server.url}/healthz`)).ok, 10_000, 'the server to answer');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(linesAtOrAbove(server.output(), 50)).toEqual([]);
      // Each refusal is in the log, at info, for an operator who looks.
      const refusals = linesAtOrAbove(server.output(), 30).filter((line) => line.msg === 'request refused before it reached a route');
      expect(refusals).toHaveLength(5 * (requests.length + 1));
      expect(new Set(refusals.map((line) => line.level))).toEqual(new Set([30]));
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});

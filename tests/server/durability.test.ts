/*
 * The real server process (`tsx server/index.ts`), killed with SIGKILL in the middle of a load of
 * concurrent enquiries and started again: every enquiry it acknowledged is stored exactly once,
 * with its mails. SIGTERM lets a request in flight finish before the process exits.
 */
import net from 'node:net';
import { expect, it } from 'vitest';
import { databaseForProcesses, describeEachDatabase, eventually, startServerProcess, validEnquiry } from './support';

async function postEnquiry(url: string, message: string): Promise<boolean> {
  const response = await fetch(`${url}/apis/enquiry.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...validEnquiry, message }),
  });
  await response.arrayBuffer();
  return response.status === 201;
}

describeEachDatabase('durability', (kind) => {
  const database = databaseForProcesses(kind);

  it('keeps every acknowledged enquiry exactly once across a SIGKILL in the middle of a load', async () => {
    const first = await startServerProcess(database.env());
    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const message = `durability ${w}-${i}`;
        sent++;
        try {
          if (await postEnquiry(first.url, message)) acknowledged.push(message);
        } catch {
          return; // the server is gone
        }
      }
    };
    const load = Promise.all(Array.from({ length: 16 }, (_, w) => worker(w)));
    await eventually(() => acknowledged.length >= 100, 30_000, '100 acknowledged enquiries');
    first.child.kill('SIGKILL');
    stop = true;
    await load;
    expect(await first.exited).toBeNull();

    const second = await startServerProcess(database.env());
    try {
      const rows = await database
        .reader()
        .all<{ message: string; n: number | string }>("SELECT message, COUNT(*) AS n FROM enquiries WHERE message LIKE 'durability %' GROUP BY message");
      const counts = new Map(rows.map((r) => [r.message, Number(r.n)]));
      const lost = acknowledged.filter((m) => counts.get(m) !== 1);
      expect(lost).toEqual([]);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect(counts.size).toBeLessThanOrEqual(sent);
      // Each stored enquiry came with both of its mails: nothing half-written.
      const orphans = await database
        .reader()
        .all('SELECT e.id FROM enquiries e LEFT JOIN outbox o ON o.enquiry_id = e.id GROUP BY e.id HAVING COUNT(o.id) <> 2');
      expect(orphans).toEqual([]);
      const health = await fetch(`${second.url}/healthz`);
      expect(health.status).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  });

  it('finishes a request in flight on SIGTERM, then exits cleanly', async () => {
    const server = await startServerProcess(database.env());
    const { port } = new URL(server.url);
    const body = JSON.stringify({ ...validEnquiry, message: 'sent while shutting down' });
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    let response = '';
    socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
    const half = Math.floor(body.length / 2);
    socket.write(
      `POST /apis/enquiry.php HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
    );
    // The server has the headers; now ask it to stop, and send the rest once it has begun to.
    await eventually(() => /POST","path":"\/apis\/enquiry.php"/.test(server.output()), 10_000, 'the request to arrive');
    server.child.kill('SIGTERM');
    await eventually(() => server.output().includes('shutting down'), 10_000, 'the shutdown to begin');
    // write, not end: a client that half-closes its side may be hung up on by a closing server.
    socket.write(body.slice(half));
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(response, `${server.output()} exit=${await server.exited}`).toMatch(/^HTTP\/1\.1 201/);
    expect(await server.exited).toBe(0);
    const stored = await database.reader().all("SELECT id FROM enquiries WHERE message = 'sent while shutting down'");
    expect(stored).toHaveLength(1);
  });
});

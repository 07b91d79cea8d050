/*
 * Two server processes on one database share the outbox with a slow SMTP peer (it takes longer per
 * message than a claim lasts), and one of them is killed with SIGKILL while the peer holds its
 * messages. Every mail is accepted exactly once as far as any sender heard; each copy the dead
 * process never heard accepted is sent again, with the same Message-ID, without waiting a minute.
 */
import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseForProcesses, describeEachDatabase, eventually, startServerProcess, validEnquiry, type ServerProcess } from './support';

/** Longer than CLAIM_MS: a claim that is not renewed runs out while the peer still holds the message. */
const HOLD_MS = 2_000;
const CLAIM_MS = 800;

type Delivery = { messageId: string; user: string; heard: boolean };

/**
 * An SMTP server on loopback that holds each message for HOLD_MS before it answers 250. It emits
 * 'hold' with the sender's login when a message arrives, and records each acceptance, `heard`
 * false when the sender had gone before the answer.
 */
async function startSlowPeer() {
  const deliveries: Delivery[] = [];
  const gone = new Set<string>();
  const events = new EventEmitter();
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onClose(session) {
      gone.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const messageId = /^Message-ID:\s*(\S+)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '';
        const user = String(session.user ?? '');
        events.emit('hold', user);
        setTimeout(() => {
          deliveries.push({ messageId, user, heard: !gone.has(session.id) });
          callback();
        }, HOLD_MS);
      });
    },
  });
  // The killed instance's connections end in a reset, one per message it was sending: expected here.
  server.on('error', (error: Error & { code?: string }) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    urlFor: (user: string) => `smtp://${user}:secret@127.0.0.1:${port}`,
    deliveries,
    events,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachDatabase('the outbox shared by two instances', (kind) => {
  const database = databaseForProcesses(kind);
  let peer: Awaited<ReturnType<typeof startSlowPeer>>;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    peer = await startSlowPeer();
  });
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await peer?.close();
  });

  const start = async (user: string) => {
    const server = await startServerProcess({
      ...database.env(),
      SMTP_URL: peer.urlFor(user),
      MAIL_CLAIM_MS: String(CLAIM_MS),
      MAIL_POLL_MS: '100',
      MAIL_RETRY_BASE_MS: '200',
    });
    servers.push(server);
    return server;
  };

  it('sends each mail once, and those a killed instance was sending again with their Message-ID', async () => {
    const first = await start('first');
    const second = await start('second');
    const firstHolds = new Promise<void>((resolve) => {
      const onHold = (user: string) => {
        if (user !== 'first') return;
        peer.events.off('hold', onHold);
        resolve();
      };
      peer.events.on('hold', onHold);
    });
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${first.url}/apis/enquiry.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...validEnquiry, message: `shared outbox ${i}` }),
      });
      expect(response.status).toBe(201);
    }
    await firstHolds;
    first.child.kill('SIGKILL');
    await first.exited;
    const restarted = await start('restarted');

    await eventually(
      async () => {
        const rows = await database.reader().all<{ n: number | string }>("SELECT COUNT(*) AS n FROM outbox WHERE status <> 'sent'");
        return Number(rows[0]!.n) === 0;
      },
      40_000,
      'every mail to be sent',
    );
    for (const server of [second, restarted]) server.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(await restarted.exited).toBe(0);

    const ids = (await database.reader().all<{ id: string }>('SELECT id FROM outbox')).map((row) => row.id);
    expect(ids).toHaveLength(6);
    for (const id of ids) {
      const copies = peer.deliveries.filter((d) => d.messageId.startsWith(`<${id}@`));
      expect(
        copies.filter((d) => d.heard),
        `mail ${id}: ${JSON.stringify(copies)}`,
      ).toHaveLength(1);
    }
    // The only unheard acceptances are the messages the killed instance was sending (a few at once); each was sent again.
    const unheard = peer.deliveries.filter((d) => !d.heard);
    expect(unheard.length).toBeGreaterThan(0);
    for (const copy of unheard) {
      expect(copy.user).toBe('first');
      expect(peer.deliveries.filter((d) => d.messageId === copy.messageId)).toHaveLength(2);
    }
    expect(peer.deliveries).toHaveLength(ids.length + unheard.length);
  });
});

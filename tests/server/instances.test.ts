/*
 * Two server processes on one PostgreSQL database behave as one: started at the same moment on a
 * new database, both come up (they take turns migrating it, from its first table on); and every
 * limit counts for both together: the POST budget per address, and the dashboard's sign-in attempts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { systemClock } from '../../server/clock';
import { openDatabase } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { hashPassword } from '../../server/leads/password';
import { createEmptyPostgresDatabase, databaseForProcesses, describePostgres, startServerProcess, type ServerProcess } from './support';

const ROUNDS = 20;

describePostgres('two instances starting together on a new database', () => {
  it(`migrate it from two connections at the same moment, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    const failures: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const database = await createEmptyPostgresDatabase();
      const connections = [0, 1].map(() => openDatabase({ url: database.env.DATABASE_URL, sqliteFile: '', poolSize: 2 }));
      const migrated = await Promise.allSettled(connections.map((db) => migrate(db, systemClock)));
      for (const outcome of migrated) if (outcome.status === 'rejected') failures.push(`round ${round}: ${String(outcome.reason)}`);
      for (const db of connections) await db.close();
      await database.drop();
    }
    expect(failures).toEqual([]);
  });

  it(`both start and migrate it, ${ROUNDS} times out of ${ROUNDS}`, { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const database = await createEmptyPostgresDatabase();
      const env = { ...database.env, API_ONLY: '1' };
      const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
      for (const outcome of started) {
        if (outcome.status === 'rejected') failures.push(`round ${round}: ${String(outcome.reason).slice(0, 300)}`);
        else {
          outcome.value.child.kill('SIGTERM');
          await outcome.value.exited;
        }
      }
      await database.drop();
    }
    expect(failures).toEqual([]);
  });
});

describePostgres('limits shared by two instances', () => {
  const database = databaseForProcesses('postgres');
  const PASSWORD = 'a long operator password';
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    const env = { ...database.env(), API_ONLY: '1', RATE_LIMIT_MAX: '4', OPERATOR_PASSWORD_HASH: await hashPassword(PASSWORD) };
    servers.push(await startServerProcess(env), await startServerProcess(env));
  });
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
  /** The instance the load balancer sends the i-th request to. */
  const instance = (i: number) => servers[i % 2]!.url;

  it('counts one POST budget per address across both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await fetch(`${instance(i)}/apis/newsletter.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `shared${i}@example.com` }),
      });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429, 429, 429]);
  });

  it('allows 5 sign-in attempts per address across both, then refuses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const form = await fetch(`${instance(i)}/leads/sign-in`);
      const cookie = form.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
      const response = await fetch(`${instance(i + 1)}/leads/sign-in`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams({ password: 'not the password', _csrf: csrf }).toString(),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });
});

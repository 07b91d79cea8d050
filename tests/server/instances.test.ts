/*
 * Two server processes on one PostgreSQL database behave as one: started at the same moment on a
 * new database, both come up (they take turns migrating it, from its first table on).
 */
import { expect, it } from 'vitest';
import { systemClock } from '../../server/clock';
import { openDatabase } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { createEmptyPostgresDatabase, describePostgres, startServerProcess } from './support';

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

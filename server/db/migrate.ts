/*
 * Applies the numbered files in server/db/migrations/ that the database has not seen, in order,
 * each in its own transaction, at startup. PostgreSQL instances starting together take turns.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Clock } from '../clock';
import type { Database, Queryable } from './connection';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_ID = 720_301_7;

/** On PostgreSQL, waits for the lock that instances migrating together take turns on; it goes with the transaction. */
async function takeTurn(db: Database, tx: Queryable): Promise<void> {
  if (db.dialect === 'postgres') await tx.all('SELECT pg_advisory_xact_lock(?)', [LOCK_ID]);
}

export async function migrate(db: Database, clock: Clock, dir = MIGRATIONS_DIR): Promise<string[]> {
  // Under the lock too: two PostgreSQL sessions running CREATE TABLE IF NOT EXISTS at once can both
  // find no table, and the second then fails on the catalogue's unique key.
  await db.transaction(async (tx) => {
    await takeTurn(db, tx);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  });
  const files = readdirSync(dir)
    .filter((name) => /^\d+-[a-z0-9-]+\.sql$/.test(name))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const didApply = await db.transaction(async (tx) => {
      await takeTurn(db, tx);
      const seen = await tx.all('SELECT version FROM schema_migrations WHERE version = ?', [file]);
      if (seen.length > 0) return false;
      await tx.exec(readFileSync(path.join(dir, file), 'utf8'));
      await tx.run('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)', [file, clock.now().toISOString()]);
      return true;
    });
    if (didApply) applied.push(file);
  }
  return applied;
}

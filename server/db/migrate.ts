/*
 * Applies the numbered files in server/db/migrations/ that the database has not seen, in order,
 * each in its own transaction, at startup. PostgreSQL instances starting together take turns.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Clock } from '../clock';
import type { Database } from './connection';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_ID = 720_301_7;

export async function migrate(db: Database, clock: Clock, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const files = readdirSync(dir)
    .filter((name) => /^\d+-[a-z0-9-]+\.sql$/.test(name))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const didApply = await db.transaction(async (tx) => {
      if (db.dialect === 'postgres') await tx.all('SELECT pg_advisory_xact_lock(?)', [LOCK_ID]);
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

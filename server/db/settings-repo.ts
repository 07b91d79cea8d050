/* Settings the server keeps for itself, one value per key, and the operators' sessions. */
import type { Queryable } from './connection';

export async function getSetting(db: Queryable, key: string): Promise<string | null> {
  const rows = await db.all<{ value: string }>('SELECT value FROM settings WHERE key = ?', [key]);
  return rows[0]?.value ?? null;
}

export async function putSetting(db: Queryable, key: string, value: string, at: string): Promise<void> {
  await db.run(
    'INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
    [key, value, at],
  );
}

/** Stores `value` under `key` unless one is there already; resolves to the value that is kept. */
export async function settingOnce(db: Queryable, key: string, value: string, at: string): Promise<string> {
  await db.run('INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO NOTHING', [key, value, at]);
  return (await getSetting(db, key)) ?? value;
}

export async function readSession(db: Queryable, id: string, now: string): Promise<string | null> {
  const rows = await db.all<{ data: string }>('SELECT data FROM operator_sessions WHERE id = ? AND expires_at > ?', [id, now]);
  return rows[0]?.data ?? null;
}

export async function writeSession(db: Queryable, id: string, data: string, expiresAt: string): Promise<void> {
  await db.run(
    'INSERT INTO operator_sessions (id, expires_at, data) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET expires_at = excluded.expires_at, data = excluded.data',
    [id, expiresAt, data],
  );
}

export async function deleteSession(db: Queryable, id: string): Promise<void> {
  await db.run('DELETE FROM operator_sessions WHERE id = ?', [id]);
}

export async function deleteExpiredSessions(db: Queryable, now: string): Promise<number> {
  return db.run('DELETE FROM operator_sessions WHERE expires_at <= ?', [now]);
}

/*
 * Backups of the leads database, for npm run backup and npm run restore (deploy/backup.ts,
 * deploy/restore.ts), on the database the server uses (DATABASE_URL, else SQLITE_FILE):
 *
 * - SQLite: SQLite's online backup API, copying the whole database in one step, so the copy is
 *   one consistent moment even while the server writes (a step interrupted by a write would
 *   start again); then the copy's integrity is checked.
 * - PostgreSQL: pg_dump of the server's schema (its search_path), in pg_dump's custom format;
 *   restored with pg_restore, which drops and recreates what the dump holds, in one transaction.
 *
 * Files are named site-<UTC time>.sqlite or .pgdump in BACKUP_DIR (.data/backups). After each
 * backup the retention rule deletes what it does not keep: the newest BACKUP_KEEP_LAST (7), the
 * newest of each day for BACKUP_KEEP_DAYS (30), and the newest of each month for
 * BACKUP_KEEP_MONTHS (12) (backupsToDelete).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { z } from 'zod';
import { EnvError, parseEnv } from '../server/env';

export type DatabaseTarget = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export class BackupError extends Error {}

const BACKUP_NAME = /^site-(\d{8})-(\d{6})-(\d{3})\.(sqlite|pgdump)$/;
const EXTENSION = { sqlite: 'sqlite', postgres: 'pgdump' } as const;

export type BackupFile = { name: string; takenAt: Date; dialect: DatabaseTarget['dialect'] };

export function backupName(takenAt: Date, dialect: DatabaseTarget['dialect']): string {
  const [date, time] = takenAt.toISOString().replace(/[-:]/g, '').split('T') as [string, string];
  return `site-${date}-${time.slice(0, 6)}-${time.slice(7, 10)}.${EXTENSION[dialect]}`;
}

export function parseBackupName(name: string): BackupFile | null {
  const match = BACKUP_NAME.exec(name);
  if (!match) return null;
  const [, date, time, ms, extension] = match as unknown as [string, string, string, string, string];
  const iso = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}.${ms}Z`;
  return { name, takenAt: new Date(iso), dialect: extension === 'sqlite' ? 'sqlite' : 'postgres' };
}

/** The backups in `dir`, oldest first. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir))
    .map(parseBackupName)
    .filter((file): file is BackupFile => file !== null)
    .sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime());
}

export type RetentionRule = {
  /** The newest this many are kept, whenever they were taken. */
  last: number;
  /** The newest of each of this many days (UTC), counting back from today. */
  days: number;
  /** The newest of each of this many months (UTC), counting back from this one. */
  months: number;
};

export const DEFAULT_RETENTION: RetentionRule = { last: 7, days: 30, months: 12 };

/** The backups the rule does not keep. */
export function backupsToDelete(backups: BackupFile[], rule: RetentionRule, now: Date): BackupFile[] {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const kept = new Set(newestFirst.slice(0, rule.last));
  const dayMs = 86_400_000;
  const today = Math.floor(now.getTime() / dayMs);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const seenDays = new Set<number>();
  const seenMonths = new Set<number>();
  for (const backup of newestFirst) {
    const day = Math.floor(backup.takenAt.getTime() / dayMs);
    if (today - day < rule.days && !seenDays.has(day)) {
      seenDays.add(day);
      kept.add(backup);
    }
    const month = backup.takenAt.getUTCFullYear() * 12 + backup.takenAt.getUTCMonth();
    if (thisMonth - month < rule.months && !seenMonths.has(month)) {
      seenMonths.add(month);
      kept.add(backup);
    }
  }
  return newestFirst.filter((backup) => !kept.has(backup));
}

/** Runs a command; throws with what it printed when it fails. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error) => reject(new BackupError(`${command}: ${error.message}`)));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/** The schema the server's tables live in: the first of its connection's search_path that exists. */
async function postgresSchema(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ schema: string | null }>('SELECT current_schema() AS schema');
    const schema = result.rows[0]?.schema;
    if (!schema) throw new BackupError('the database has no schema on its search_path');
    return schema;
  } finally {
    await client.end();
  }
}

function checkIntegrity(file: string): void {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new BackupError(`${file} failed its integrity check: ${String(result)}`);
  } finally {
    db.close();
  }
}

/** Takes a backup into `dir`; returns its file. Written under a temporary name and renamed once complete. */
export async function takeBackup(target: DatabaseTarget, dir: string, now: Date): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, backupName(now, target.dialect));
  const partial = `${file}.partial`;
  try {
    if (target.dialect === 'sqlite') {
      if (!existsSync(target.file)) throw new BackupError(`there is no database at ${target.file} (SQLITE_FILE)`);
      const db = new BetterSqlite3(target.file, { readonly: true, fileMustExist: true });
      try {
        // The whole database in one step: one read transaction, one consistent moment.
        await db.backup(partial, { progress: () => Number.MAX_SAFE_INTEGER });
      } finally {
        db.close();
      }
      checkIntegrity(partial);
    } else {
      const schema = await postgresSchema(target.url);
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--schema=${schema}`, `--file=${partial}`, `--dbname=${target.url}`]);
    }
    await rename(partial, file);
    return file;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Deletes the backups in `dir` the rule does not keep; returns their names. */
export async function applyRetention(dir: string, rule: RetentionRule, now: Date): Promise<string[]> {
  const doomed = backupsToDelete(await listBackups(dir), rule, now);
  for (const backup of doomed) await rm(path.join(dir, backup.name));
  return doomed.map((backup) => backup.name);
}

/** Puts the database back as the backup `file` holds it. The server must not be running. */
export async function restoreBackup(target: DatabaseTarget, file: string): Promise<void> {
  const backup = parseBackupName(path.basename(file));
  if (backup === null) throw new BackupError(`${file} is not a backup's name (site-<time>.sqlite or .pgdump)`);
  if (backup.dialect !== target.dialect) throw new BackupError(`${file} is a ${backup.dialect} backup, and the database is ${target.dialect}`);
  if (!(await stat(file)).isFile()) throw new BackupError(`${file} is not a file`);
  if (target.dialect === 'sqlite') {
    checkIntegrity(file);
    await mkdir(path.dirname(target.file), { recursive: true });
    const partial = `${target.file}.restoring`;
    await copyFile(file, partial);
    // A write-ahead log left beside the old database would be replayed into the restored one.
    for (const suffix of ['-wal', '-shm']) await rm(`${target.file}${suffix}`, { force: true });
    await rename(partial, target.file);
  } else {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${target.url}`, file]);
  }
}

const settingsSchema = z.object({
  BACKUP_DIR: z.string().min(1).default('.data/backups'),
  BACKUP_KEEP_LAST: z.coerce.number().int().min(1).default(DEFAULT_RETENTION.last),
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(0).default(DEFAULT_RETENTION.days),
  BACKUP_KEEP_MONTHS: z.coerce.number().int().min(0).default(DEFAULT_RETENTION.months),
});

export type BackupSettings = { target: DatabaseTarget; dir: string; rule: RetentionRule };

/** The database of the server's environment (server/env.ts), and where backups go and how long they stay. */
export function backupSettings(source: NodeJS.ProcessEnv): BackupSettings {
  const env = parseEnv(source);
  const parsed = settingsSchema.safeParse(source);
  if (!parsed.success) throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  const { BACKUP_DIR, BACKUP_KEEP_LAST, BACKUP_KEEP_DAYS, BACKUP_KEEP_MONTHS } = parsed.data;
  return {
    target: env.DATABASE_URL ? { dialect: 'postgres', url: env.DATABASE_URL } : { dialect: 'sqlite', file: path.resolve(env.SQLITE_FILE) },
    dir: path.resolve(BACKUP_DIR),
    rule: { last: BACKUP_KEEP_LAST, days: BACKUP_KEEP_DAYS, months: BACKUP_KEEP_MONTHS },
  };
}

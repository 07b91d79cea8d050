/*
 * npm run backup and npm run restore, as an operator runs them, on each database: a backup taken
 * while enquiries keep arriving, the database wiped, the backup restored. The restored database
 * holds every record that was there before the backup began, exactly as it was (enquiries, the
 * outbox's sent and pending mail, newsletter subscriptions, data links and erasures), no record
 * that was not in the live database, and each enquiry with all of its mails.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/connection';
import { createDataLink, erasePersonalData, linkSecret } from '../../server/data-rights';
import { createMemoryMailer } from '../../server/mail/memory';
import { createTestDatabase, describeEachDatabase, TEST_DATABASE_URL } from './support';

const run = promisify(execFile);

/** The tables the leads live in, each with the column its rows are known by. */
const TABLES = [
  ['enquiries', 'id'],
  ['outbox', 'id'],
  ['newsletter_subscribers', 'email'],
  ['data_links', 'id'],
  ['erasures', 'id'],
  ['settings', 'key'],
] as const;
type Row = Record<string, unknown>;
type Snapshot = Map<string, Map<string, Row>>;

/** Every row of every table, by its key: what "identical" is checked against. */
async function snapshot(db: Database): Promise<Snapshot> {
  const tables: Snapshot = new Map();
  for (const [table, key] of TABLES) tables.set(table, new Map((await db.all<Row>(`SELECT * FROM ${table}`)).map((row) => [String(row[key]), row])));
  return tables;
}

const rowsOf = (tables: Snapshot, table: string) => tables.get(table) ?? new Map<string, Row>();

/** How many mails each enquiry has in the outbox. */
function mailsPerEnquiry(tables: Snapshot): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rowsOf(tables, 'outbox').values()) {
    if (typeof row.enquiry_id === 'string') counts.set(row.enquiry_id, (counts.get(row.enquiry_id) ?? 0) + 1);
  }
  return counts;
}

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describeEachDatabase('npm run backup, a wipe and npm run restore', (kind) => {
  it('bring back every record as it was when the backup began, taken while enquiries kept arriving', async () => {
    const database = await createTestDatabase(kind);
    const backupDir = mkdtempSync(path.join(os.tmpdir(), 'backups-'));
    scratch.push(backupDir);
    const env = { ...process.env, ...database.env, BACKUP_DIR: backupDir, DEPLOY_ROOT: '' };
    const app = await createApp({ db: database.db, mailer: createMemoryMailer(), mailWorker: false, rateLimit: false });
    const post = (url: string, payload: Record<string, string>) => app.inject({ method: 'POST', url, payload });
    const enquiry = (email: string) => post('/apis/enquiry.php', { name: 'Asha Verma', email, phone: '9829012345', message: 'Please call me back.' });

    // What the leads database holds on an ordinary day: sent and pending mail, a subscription,
    // a data link, an erasure.
    for (const n of [1, 2, 3]) expect((await enquiry(`sent-${n}@example.com`)).statusCode).toBe(201);
    await app.outbox.runOnce();
    for (const n of [1, 2]) expect((await enquiry(`pending-${n}@example.com`)).statusCode).toBe(201);
    expect((await post('/apis/newsletter.php', { email: 'reader@example.com' })).statusCode).toBe(201);
    await createDataLink(database.db, await linkSecret(database.db, new Date()), 'sent-1@example.com', new Date());
    await erasePersonalData(database.db, 'sent-2@example.com', 'cli', new Date());
    const before = await snapshot(database.db);
    const statuses = [...rowsOf(before, 'outbox').values()].map((row) => row.status);
    expect(statuses).toContain('sent');
    expect(statuses).toContain('pending');
    expect(rowsOf(before, 'erasures').size).toBe(1);
    expect(rowsOf(before, 'data_links').size).toBe(1);
    expect(rowsOf(before, 'newsletter_subscribers').size).toBe(1);

    // Enquiries arrive one after another while the backup runs.
    const acknowledged: { email: string; at: number }[] = [];
    let arriving = true;
    const stream = (async () => {
      for (let n = 0; arriving; n++) {
        const email = `stream-${n}@example.com`;
        if ((await enquiry(email)).statusCode === 201) acknowledged.push({ email, at: Date.now() });
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const backupStarted = Date.now();
    const backup = await run('npm', ['run', '--silent', 'backup'], { env });
    const backupEnded = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 300));
    arriving = false;
    await stream;
    const file = /backup: (\S+) \(/.exec(backup.stdout)?.[1];
    expect(file, backup.stdout).toBeDefined();
    expect(existsSync(file!)).toBe(true);
    expect(acknowledged.some((entry) => entry.at < backupStarted)).toBe(true);
    expect(acknowledged.some((entry) => entry.at > backupEnded)).toBe(true);
    const live = await snapshot(database.db);
    await app.close();
    // SQLite's file is deleted next, so its connection goes first; PostgreSQL's pool closes at the end.
    if (kind === 'sqlite') await database.db.close();

    // Wiped: the SQLite file gone, or the PostgreSQL schema dropped with everything in it.
    const url = database.env.DATABASE_URL;
    if (kind === 'sqlite') for (const suffix of ['', '-wal', '-shm']) rmSync(`${database.env.SQLITE_FILE}${suffix}`, { force: true });
    else {
      const schema = /search_path=(\w+)/.exec(decodeURIComponent(url!))![1]!;
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }

    const restore = await run('npm', ['run', '--silent', 'restore', '--', file!], { env });
    expect(restore.stdout).toContain(`the ${kind} database is back as ${path.basename(file!)} holds it`);
    const db = openDatabase({ url, sqliteFile: database.env.SQLITE_FILE ?? '' });
    const restored = await snapshot(db);
    await db.close();
    await database.close();

    for (const [table] of TABLES) {
      // Every record from before the backup, exactly as it was.
      for (const [key, row] of rowsOf(before, table)) expect(rowsOf(restored, table).get(key), `${table} ${key}`).toEqual(row);
      // Nothing the live database did not hold.
      for (const [key, row] of rowsOf(restored, table)) expect(row, `${table} ${key}`).toEqual(rowsOf(live, table).get(key));
    }
    const restoredEmails = new Set([...rowsOf(restored, 'enquiries').values()].map((row) => row.email));
    for (const { email, at } of acknowledged) if (at < backupStarted) expect(restoredEmails.has(email), email).toBe(true);
    // An enquiry and its mails are committed together: each restored enquiry has all of its mails.
    const [restoredMails, liveMails] = [mailsPerEnquiry(restored), mailsPerEnquiry(live)];
    for (const id of rowsOf(restored, 'enquiries').keys()) expect(restoredMails.get(id), id).toBe(liveMails.get(id));
  });
});

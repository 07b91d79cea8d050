/*
 * npm run bench:server on PostgreSQL: it measures in a schema of its own and drops it after, so it
 * runs again and again on one database, and never changes what else that database holds (the
 * database of TEST_DATABASE_URL, which it falls back to, least of all). Short runs (BENCH_SECONDS=1)
 * against the built site, twice on one database.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, describePostgres } from './support';

const run = promisify(execFile);

describePostgres('npm run bench:server', () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    // What the database already holds: a table of the server's, with a row.
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    await client.query('CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL, updated_at TEXT NOT NULL)');
    await client.query(`INSERT INTO settings VALUES ('kept', 'yes', '2026-11-28')`);
    await client.end();
  });
  afterAll(async () => database?.drop());

  const schemas = async () => {
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    try {
      const kept = await client.query<{ value: string }>(`SELECT value FROM settings WHERE key = 'kept'`);
      const tables = await client.query<{ n: string }>(`SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = current_schema()`);
      const bench = await client.query<{ n: string }>(`SELECT COUNT(*) AS n FROM information_schema.schemata WHERE schema_name LIKE 'bench%'`);
      return { kept: kept.rows[0]?.value, tables: Number(tables.rows[0]!.n), benchSchemas: Number(bench.rows[0]!.n) };
    } finally {
      await client.end();
    }
  };

  it('runs twice on one database, through BENCH_DATABASE_URL or TEST_DATABASE_URL, and leaves what it holds as it was', { timeout: 300_000 }, async () => {
    const url = database.env.DATABASE_URL;
    const before = await schemas();
    expect(before).toEqual({ kept: 'yes', tables: 1, benchSchemas: 0 });
    for (const env of [{ BENCH_DATABASE_URL: url }, { TEST_DATABASE_URL: url, BENCH_DATABASE_URL: '' }]) {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/bench/server.ts'], {
        env: { ...process.env, ...env, BENCH_SECONDS: '1', BENCH_CONNECTIONS: '2' },
        maxBuffer: 10_000_000,
      });
      expect(stdout).toMatch(/\| postgres \| POST \/apis\/enquiry\.php \| \d+ \|/);
      expect(await schemas(), JSON.stringify(env)).toEqual(before);
    }
  });
});

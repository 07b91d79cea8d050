/*
 * One small query layer over SQLite (better-sqlite3, the default) and PostgreSQL (pg, when
 * DATABASE_URL is set). Repositories write SQL with `?` placeholders in the dialect both share;
 * the PostgreSQL side numbers them.
 *
 * SQLite commits durably (WAL, synchronous=FULL). An fsync per request would cap the server at a
 * few hundred enquiries a second, so transactions that queue up while one commits are grouped
 * into the next commit (each in its own savepoint, so one failure does not undo the others).
 * Nobody is answered before the commit that holds their write has returned.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';

export type Row = Record<string, unknown>;

export interface Queryable {
  all<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a statement; resolves to the number of rows it changed. */
  run(sql: string, params?: unknown[]): Promise<number>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly dialect: 'sqlite' | 'postgres';
  /** Everything `fn` writes commits together, or not at all. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Settle = { resolve: (value: unknown) => void; reject: (error: unknown) => void };
type Work = { kind: 'op'; run: () => unknown } | { kind: 'tx'; fn: (tx: Queryable) => Promise<unknown> };
type Job = Work & Settle;

const MAX_BATCH = 500;

/** What `run` returns, or throws, as a promise (better-sqlite3 answers at once; the interface is asynchronous). */
const settled = <T>(run: () => T): Promise<T> => new Promise((resolve) => resolve(run()));

class SqliteDatabase implements Database {
  readonly dialect = 'sqlite';
  private readonly db: BetterSqlite3.Database;
  private readonly statements = new Map<string, BetterSqlite3.Statement>();
  private readonly queue: Job[] = [];
  private draining = false;
  private closed = false;
  private readonly direct: Queryable;

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    this.db = new BetterSqlite3(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    this.direct = {
      all: <T>(sql: string, params: unknown[] = []) => settled(() => this.prepare(sql).all(...params) as T[]),
      run: (sql: string, params: unknown[] = []) => settled(() => this.prepare(sql).run(...params).changes),
      exec: (sql: string) => settled(() => void this.db.exec(sql)),
    };
  }

  private prepare(sql: string): BetterSqlite3.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private enqueue<T>(job: Work): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The database is closed'));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ ...job, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) {
        this.draining = true;
        // Let the requests that arrived in this turn of the event loop join the same commit.
        setImmediate(() => void this.drain());
      }
    });
  }

  all<T = Row>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.enqueue({ kind: 'op', run: () => this.prepare(sql).all(...params) });
  }
  run(sql: string, params: unknown[] = []): Promise<number> {
    return this.enqueue({ kind: 'op', run: () => this.prepare(sql).run(...params).changes });
  }
  exec(sql: string): Promise<void> {
    return this.enqueue({ kind: 'op', run: () => this.db.exec(sql) });
  }
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.enqueue({ kind: 'tx', fn });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const first = this.queue[0]!;
      if (first.kind === 'op') {
        this.queue.shift();
        try {
          first.resolve(first.run());
        } catch (error) {
          first.reject(error);
        }
        continue;
      }
      const batch: Extract<Job, { kind: 'tx' }>[] = [];
      while (this.queue[0]?.kind === 'tx' && batch.length < MAX_BATCH) batch.push(this.queue.shift() as Extract<Job, { kind: 'tx' }>);
      await this.commitBatch(batch);
    }
    this.draining = false;
  }

  private async commitBatch(batch: Extract<Job, { kind: 'tx' }>[]): Promise<void> {
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      this.db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      for (const job of batch) job.reject(error);
      return;
    }
    for (const job of batch) {
      this.db.exec('SAVEPOINT job');
      try {
        const value = await job.fn(this.direct);
        this.db.exec('RELEASE job');
        outcomes.push({ ok: true, value });
      } catch (error) {
        this.db.exec('ROLLBACK TO job');
        this.db.exec('RELEASE job');
        outcomes.push({ ok: false, error });
      }
    }
    try {
      this.db.exec('COMMIT');
    } catch (error) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      for (const job of batch) job.reject(error);
      return;
    }
    batch.forEach((job, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  }

  async close(): Promise<void> {
    // Let what is queued finish first.
    while (this.draining) await new Promise((resolve) => setImmediate(resolve));
    if (this.closed) return;
    this.closed = true;
    this.db.close();
  }
}

/** `?` → `$1, $2…` (the repositories put no question marks in string literals). */
function numberPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

function pgQueryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    all: async <T>(sql: string, params: unknown[] = []) => (await client.query(numberPlaceholders(sql), params)).rows as T[],
    run: async (sql: string, params: unknown[] = []) => (await client.query(numberPlaceholders(sql), params)).rowCount ?? 0,
    exec: async (sql: string) => void (await client.query(sql)),
  };
}

class PostgresDatabase implements Database {
  readonly dialect = 'postgres';
  private readonly pool: pg.Pool;
  private readonly direct: Queryable;

  constructor(url: string, poolSize: number) {
    this.pool = new pg.Pool({ connectionString: url, max: poolSize });
    // An idle client that loses its connection must not crash the process; the next query reconnects.
    this.pool.on('error', () => undefined);
    this.direct = pgQueryable(this.pool);
  }

  all<T = Row>(sql: string, params?: unknown[]): Promise<T[]> {
    return this.direct.all<T>(sql, params);
  }
  run(sql: string, params?: unknown[]): Promise<number> {
    return this.direct.run(sql, params);
  }
  exec(sql: string): Promise<void> {
    return this.direct.exec(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const value = await fn(pgQueryable(client));
      await client.query('COMMIT');
      return value;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

export type DatabaseConfig = { url?: string; sqliteFile: string; poolSize?: number };

/** PostgreSQL when a URL is given, else the SQLite file. Does not migrate: see migrate.ts. */
export function openDatabase({ url, sqliteFile, poolSize = 10 }: DatabaseConfig): Database {
  return url ? new PostgresDatabase(url, poolSize) : new SqliteDatabase(sqliteFile);
}

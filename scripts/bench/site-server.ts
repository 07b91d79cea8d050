/*
 * The real server on a free loopback port over a built site, with its own SQLite file in a temp
 * folder and mail kept in memory: what the browser tests and bench:lighthouse load pages from.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type App } from '../../server/app';
import { systemClock } from '../../server/clock';
import { openDatabase, type Database } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { createMemoryMailer, type MemoryMailer } from '../../server/mail/memory';

export type RunningSite = { url: string; app: App; db: Database; mailer: MemoryMailer; close: () => Promise<void> };

/**
 * The real server on a free loopback port, serving the built site in `distDir` (dist/ unless
 * named), with its own SQLite file in a temp folder and mail kept in memory. The rate limit is
 * lifted: browser tests submit forms many times from one address.
 */
export async function startSite(distDir = 'dist'): Promise<RunningSite> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-'));
  const db = openDatabase({ sqliteFile: path.join(dir, 'site.sqlite') });
  await migrate(db, systemClock);
  const mailer = createMemoryMailer();
  const app = await createApp({ db, mailer, distDir: path.resolve(distDir), rateLimit: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('server did not bind');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    db,
    mailer,
    close: async () => {
      await app.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

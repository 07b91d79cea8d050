/*
 * npm start: reads the environment, opens and migrates the database, picks the mailer, listens.
 * SIGTERM or SIGINT: stop accepting connections, answer the requests already received, let the
 * mail worker finish the mail it is sending, close the database, exit; whatever is still open after
 * SHUTDOWN_TIMEOUT_MS is cut off.
 */
// First: before anything loads React.
import './production-mode';
import path from 'node:path';
import { createApp } from './app';
import { systemClock } from './clock';
import { openDatabase } from './db/connection';
import { migrate } from './db/migrate';
import { EnvError, parseEnv, serverConfig, type Env } from './env';
import { createEmlFolderMailer } from './mail/eml-folder';
import { createSmtpMailer } from './mail/smtp';

let env: Env;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const db = openDatabase({ url: env.DATABASE_URL, sqliteFile: path.resolve(env.SQLITE_FILE), poolSize: env.DB_POOL_SIZE });
await migrate(db, systemClock);
const config = serverConfig(env);
const mailer = env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, config.smtp) : createEmlFolderMailer(path.resolve(env.MAIL_DIR));

// API_ONLY: npm run dev serves the pages through Vite and only needs the API from here.
const distDir = env.API_ONLY ? undefined : path.resolve(env.DIST_DIR);
const sharedDistDir = env.SHARED_DIST_DIR === undefined ? undefined : path.resolve(env.SHARED_DIST_DIR);
const app = await createApp({ db, mailer, distDir, sharedDistDir, release: env.RELEASE, logger: { level: env.LOG_LEVEL }, ...config });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const clean = await app.stop(env.SHUTDOWN_TIMEOUT_MS);
  if (!clean) app.log.warn({ timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'connections still open after SHUTDOWN_TIMEOUT_MS were cut off');
  await mailer.close?.();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info({ database: db.dialect, mail: mailer.kind, site: distDir ?? 'none (API only)', release: env.RELEASE }, 'ready');

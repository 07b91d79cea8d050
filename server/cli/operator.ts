/*
 * npm run operator: the leads dashboard's password, stored only as a scrypt hash.
 *
 *   npm run operator -- set-password   asks for a new password (twice), stores its hash in the
 *                                      database the server uses (DATABASE_URL or SQLITE_FILE)
 *   npm run operator -- hash           asks for a password and prints its hash, for OPERATOR_PASSWORD_HASH
 *
 * Without a terminal (a script, a test), the password is the first line of standard input.
 */
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { systemClock } from '../clock';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { putSetting } from '../db/settings-repo';
import { parseEnv } from '../env';
import { hashPassword, MIN_PASSWORD_LENGTH, PASSWORD_SETTING } from '../leads/password';

/** Reads one line; on a terminal the typing is not shown. */
async function ask(prompt: string, lines?: AsyncIterator<string>): Promise<string> {
  if (lines) {
    const next = await lines.next();
    return next.done ? '' : next.value;
  }
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      if (!muted) process.stderr.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const answer = new Promise<string>((resolve) => rl.question(prompt, resolve));
  muted = true;
  const value = await answer;
  rl.close();
  process.stderr.write('\n');
  return value;
}

async function readPassword(confirm: boolean): Promise<string> {
  const lines = process.stdin.isTTY ? undefined : createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  const password = await ask('New operator password: ', lines);
  if (password.length < MIN_PASSWORD_LENGTH) {
    console.error(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
    process.exit(2);
  }
  if (confirm && process.stdin.isTTY && (await ask('Once more: ')) !== password) {
    console.error('The two passwords differ; nothing was changed.');
    process.exit(2);
  }
  return password;
}

const command = process.argv[2];
if (command === 'hash') {
  console.log(await hashPassword(await readPassword(true)));
} else if (command === 'set-password') {
  const hash = await hashPassword(await readPassword(true));
  const env = parseEnv(process.env);
  const db = openDatabase({ url: env.DATABASE_URL, sqliteFile: path.resolve(env.SQLITE_FILE), poolSize: 1 });
  try {
    await migrate(db, systemClock);
    await putSetting(db, PASSWORD_SETTING, hash, new Date().toISOString());
  } finally {
    await db.close();
  }
  console.log('The operator password is set. Sign in at /leads/sign-in.');
  if (env.OPERATOR_PASSWORD_HASH) console.log('Note: OPERATOR_PASSWORD_HASH is set in this environment and wins over the stored password.');
} else {
  console.error('Usage: npm run operator -- set-password | hash');
  process.exit(2);
}

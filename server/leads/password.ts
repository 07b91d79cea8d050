/*
 * The operator's password, kept only as a scrypt hash (node's own crypto.scrypt):
 * scrypt$N$r$p$salt$hash, salt and hash in base64. OPERATOR_PASSWORD_HASH, when set, wins over the
 * hash `npm run operator -- set-password` stores in the database.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { Queryable } from '../db/connection';
import { getSetting } from '../db/settings-repo';

export const PASSWORD_SETTING = 'operator_password_hash';
export const MIN_PASSWORD_LENGTH = 12;

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))));

const COST = { N: 16_384, r: 8, p: 1 };
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...COST, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export function isPasswordHash(value: string): boolean {
  return /^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/.test(value);
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  if (!isPasswordHash(hash)) return false;
  const [, n, r, p, salt, key] = hash.split('$') as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The hash sign-in checks against: the environment's, else the database's; null when none is set. */
export async function operatorPasswordHash(db: Queryable, fromEnv: string | undefined): Promise<string | null> {
  if (fromEnv) return fromEnv;
  return getSetting(db, PASSWORD_SETTING);
}

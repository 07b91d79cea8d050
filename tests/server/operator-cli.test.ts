/* npm run operator: sets the dashboard's password (only its hash is stored) and prints hashes for the environment. */
import { execFile } from 'node:child_process';
import { expect, it } from 'vitest';
import { getSetting } from '../../server/db/settings-repo';
import { PASSWORD_SETTING, verifyPassword } from '../../server/leads/password';
import { describeEachDatabase, useTestDatabase } from './support';

function cli(env: Record<string, string>, input: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'server/cli/operator.ts', ...args],
      { env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin!.end(input);
  });
}

describeEachDatabase('npm run operator', (kind) => {
  const database = useTestDatabase(kind);

  it('stores only a scrypt hash of the password set', async () => {
    const result = await cli(database().env, 'a long operator password\n', 'set-password');
    expect(result.code).toBe(0);
    const stored = await getSetting(database().db, PASSWORD_SETTING);
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain('a long operator password');
    expect(await verifyPassword('a long operator password', stored!)).toBe(true);
    expect(await verifyPassword('another password', stored!)).toBe(false);
  });

  it('refuses a short password and prints a hash for OPERATOR_PASSWORD_HASH', async () => {
    expect((await cli(database().env, 'short\n', 'set-password')).code).toBe(2);
    const hashed = await cli(database().env, 'another long password\n', 'hash');
    expect(await verifyPassword('another long password', hashed.stdout.trim())).toBe(true);
  });
});

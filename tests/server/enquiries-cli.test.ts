/* npm run enquiries: lists the stored leads and exports them as spreadsheet-safe CSV. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertEnquiry } from '../../server/db/enquiries-repo';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from './support';

const run = promisify(execFile);

describeEachDatabase('npm run enquiries', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const base = { source: 'enquiry' as const, phone: '9829012345', consentVersion: '2026-11-01', subject: null };
    await insertEnquiry(database.db, { ...base, id: 'a1', createdAt: '2026-11-20T10:00:00.000Z', consentAt: '2026-11-20T10:00:00.000Z', name: 'Asha Verma', email: 'asha@example.com', message: 'Line one\nLine "two", with a comma' });
    await insertEnquiry(database.db, { ...base, id: 'b2', createdAt: '2026-11-21T10:00:00.000Z', consentAt: '2026-11-21T10:00:00.000Z', name: '=HYPERLINK("http://x")', email: 'ravi@example.com', message: 'Hi' });
  });
  afterAll(async () => database?.close());

  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/enquiries.ts', ...args], { env: { ...process.env, ...database.env } });

  it('lists the enquiries newest first with their consent', async () => {
    const { stdout } = await cli();
    expect(stdout.indexOf('ravi@example.com')).toBeLessThan(stdout.indexOf('asha@example.com'));
    expect(stdout).toContain('Consent: privacy policy 2026-11-01');
    expect(stdout).toContain('2 enquiries');
  });

  it('exports CSV with quoting and defused formulas, filtered by date', async () => {
    const { stdout } = await cli('--csv');
    const lines = stdout.split('\r\n');
    expect(lines[0]).toBe('createdAt,source,name,email,phone,subject,message,consentVersion,consentAt,mailRequestedAt,id');
    expect(stdout).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(stdout).toContain('"Line one\nLine ""two"", with a comma"');
    const recent = await cli('--csv', '--since', '2026-11-21');
    expect(recent.stdout).toContain('ravi@example.com');
    expect(recent.stdout).not.toContain('asha@example.com');
  });
});

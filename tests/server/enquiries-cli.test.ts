/* npm run enquiries: lists the stored leads with what became of their e-mails and exports them as spreadsheet-safe CSV, with no control character printed raw. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, expect, it } from 'vitest';
import { NO_ATTRIBUTION } from '../../server/attribution';
import { insertEnquiry } from '../../server/db/enquiries-repo';
import { queueMail } from '../../server/db/outbox-repo';
import { describeEachDatabase, useTestDatabase } from './support';

const run = promisify(execFile);

describeEachDatabase('npm run enquiries', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(async () => {
    const base = { source: 'enquiry' as const, phone: '9829012345', consentVersion: '2026-11-01', subject: null };
    await insertEnquiry(database().db, {
      ...base,
      id: 'a1',
      createdAt: '2026-11-20T10:00:00.000Z',
      consentAt: '2026-11-20T10:00:00.000Z',
      name: 'Asha Verma',
      email: 'asha@example.com',
      message: 'Line one\nLine "two", with a comma',
    });
    await insertEnquiry(database().db, {
      ...base,
      id: 'b2',
      createdAt: '2026-11-21T10:00:00.000Z',
      consentAt: '2026-11-21T10:00:00.000Z',
      name: '=HYPERLINK("http://x")',
      email: 'ravi@example.com',
      message: 'Hi',
      attribution: {
        ...NO_ATTRIBUTION,
        landingPage: '/services/seo',
        referrer: 'https://www.google.com/',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'winter',
        gclid: 'abc',
        formPage: '/contact-us',
      },
    });
    const more = { ...base, name: 'Lead', email: 'lead@example.com', message: 'Hi' };
    await insertEnquiry(database().db, {
      ...more,
      id: 'c3',
      createdAt: '2026-10-05T10:00:00.000Z',
      consentAt: '2026-10-05T10:00:00.000Z',
      attribution: { ...NO_ATTRIBUTION, utmSource: 'google', utmCampaign: 'winter', landingPage: '/services/seo' },
    });
    await insertEnquiry(database().db, {
      ...more,
      id: 'd4',
      createdAt: '2026-10-06T10:00:00.000Z',
      consentAt: '2026-10-06T10:00:00.000Z',
      attribution: { ...NO_ATTRIBUTION, utmSource: 'Google', landingPage: '/' },
    });
    await insertEnquiry(database().db, {
      ...more,
      id: 'e5',
      createdAt: '2026-10-07T10:00:00.000Z',
      consentAt: '2026-10-07T10:00:00.000Z',
      attribution: { ...NO_ATTRIBUTION, referrer: 'https://www.bing.com/search', landingPage: '/' },
    });
  });

  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'server/cli/enquiries.ts', ...args], { env: { ...process.env, ...database().env } });

  it('lists the enquiries newest first with their consent', async () => {
    const { stdout } = await cli();
    expect(stdout.indexOf('ravi@example.com')).toBeLessThan(stdout.indexOf('asha@example.com'));
    expect(stdout).toContain('Consent: privacy policy 2026-11-01');
    expect(stdout).toContain('5 enquiries');
    expect(stdout).toContain('Came from: google   Landing: /services/seo   Form on: /contact-us   Language: English');
  });

  it('shows what became of each enquiry’s e-mails, as the dashboard does', async () => {
    const db = database().db;
    const mail = (id: string, enquiryId: string, kind: 'notification' | 'acknowledgement', to: string) =>
      queueMail(db, { id, createdAt: '2026-11-20T10:00:00.000Z', enquiryId, kind, to, replyTo: null, subject: 'Subject', text: 'Text' });
    await mail('m1', 'a1', 'notification', 'leads@example.com');
    await mail('m2', 'a1', 'acknowledgement', 'asha@example.com');
    await mail('m3', 'c3', 'acknowledgement', 'lead@example.com');
    await mail('m4', 'd4', 'notification', 'leads@example.com');
    await db.run(`UPDATE outbox SET status = 'sent', attempts = 1, sent_at = '2026-11-20T10:00:05.000Z' WHERE id = 'm1'`);
    await db.run(
      `UPDATE outbox SET status = 'failed', attempts = 3, failed_at = '2026-11-20T12:00:00.000Z', last_error = '550 5.1.1 Mailbox unavailable' WHERE id = 'm2'`,
    );
    await db.run(`UPDATE outbox SET attempts = 2, last_error = '451 Try again later', next_attempt_at = '2026-11-20T11:00:00.000Z' WHERE id = 'm3'`);
    const { stdout } = await cli();
    expect(stdout).toContain(
      [
        '  Mail: notification to leads@example.com: sent 2026-11-20T10:00:05.000Z',
        '  Mail: acknowledgement to asha@example.com: not delivered, given up after 3 tries; the SMTP server said: 550 5.1.1 Mailbox unavailable',
      ].join('\n'),
    );
    expect(stdout).toContain(
      '  Mail: acknowledgement to lead@example.com: failed, will retry at 2026-11-20T11:00:00.000Z (2 tries); the SMTP server said: 451 Try again later\n',
    );
    expect(stdout).toContain('  Mail: notification to leads@example.com: waiting to be sent\n');
    // An enquiry whose e-mails are gone (erased, or stored before the outbox) says so.
    expect(stdout.split('\n\n').find((block) => block.includes('ravi@example.com'))).toContain('  Mail: none');
  });

  it('exports CSV with quoting and defused formulas, filtered by date', async () => {
    const { stdout } = await cli('--csv');
    const lines = stdout.split('\r\n');
    expect(lines[0]).toBe(
      'createdAt,source,locale,name,email,phone,subject,message,consentVersion,consentAt,mailRequestedAt,cameFrom,landingPage,referrer,utmSource,utmMedium,utmCampaign,utmTerm,utmContent,gclid,formPage,id',
    );
    expect(stdout).toContain(',google,/services/seo,https://www.google.com/,google,cpc,winter,,,abc,/contact-us,b2');
    expect(stdout).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(stdout).toContain('"Line one\nLine ""two"", with a comma"');
    const recent = await cli('--csv', '--since', '2026-11-21');
    expect(recent.stdout).toContain('ravi@example.com');
    expect(recent.stdout).not.toContain('asha@example.com');
  });

  it('counts leads per month per source, landing page and campaign', async () => {
    const bySource = (await cli('--by', 'source')).stdout.split('\n').map((line) => line.trim().split(/\s+/).join(' '));
    expect(bySource[0]).toBe('month source leads');
    expect(bySource).toContain('2026-11 google 1');
    expect(bySource).toContain('2026-11 direct 1');
    expect(bySource).toContain('2026-10 google 2');
    expect(bySource).toContain('2026-10 bing.com 1');
    expect(bySource.indexOf('2026-11 google 1')).toBeLessThan(bySource.indexOf('2026-10 google 2'));
    const byPage = (await cli('--by', 'page')).stdout.split('\n').map((line) => line.trim().split(/\s+/).join(' '));
    expect(byPage).toContain('2026-10 / 2');
    expect(byPage).toContain('2026-10 /services/seo 1');
    const byCampaign = (await cli('--by', 'campaign')).stdout.split('\n').map((line) => line.trim().split(/\s+/).join(' '));
    expect(byCampaign).toContain('2026-10 winter 1');
    expect(byCampaign).toContain('2026-10 (none) 2');
    await expect(cli('--by', 'colour')).rejects.toMatchObject({ code: 2 });
  });

  it('exports everything kept about an address as JSON, then erases it', async () => {
    const exported = JSON.parse((await cli('--export', 'RAVI@example.com')).stdout) as { enquiries: { id: string }[] };
    expect(exported.enquiries.map((e) => e.id)).toEqual(['b2']);
    const erased = await cli('--erase', 'ravi@example.com');
    expect(erased.stdout).toContain('Erased 1 enquiries, 0 subscriptions and 0 e-mails');
    expect((await cli()).stdout).not.toContain('ravi@example.com');
    // What is kept of it now is the proof of its erasure.
    const proof = JSON.parse((await cli('--export', 'ravi@example.com')).stdout) as { enquiries: unknown[]; erasures: { via: string }[] };
    expect(proof.enquiries).toEqual([]);
    expect(proof.erasures.map((erasure) => erasure.via)).toEqual(['cli']);
  });

  it('prints control characters kept from before the forms refused them as visible stand-ins', async () => {
    await insertEnquiry(database().db, {
      id: 'f6',
      source: 'enquiry',
      createdAt: '2026-11-22T10:00:00.000Z',
      consentAt: '2026-11-22T10:00:00.000Z',
      consentVersion: '2026-11-01',
      name: 'Evil\u001b[2J\rE-mail: forged@example.com',
      email: 'evil\u0007@example.com',
      phone: '9829012345',
      subject: 'Hi\nReference: forged',
      message: 'Line one\r\nLine two\u001b[31m \u0085',
    });
    const raw = /(?![\n\t])\p{Cc}/u;
    const { stdout } = await cli();
    expect(stdout).not.toMatch(raw);
    expect(stdout).toContain('Evil␛[2J␍E-mail: forged@example.com <evil␇@example.com>');
    expect(stdout).toContain('  Subject: Hi␊Reference: forged\n');
    expect(stdout).toContain('  Line one\n  Line two␛[31m \\u0085\n');
    const csv = (await cli('--csv')).stdout;
    expect(csv.replace(/\r\n/g, '')).not.toMatch(raw);
    const exported = (await cli('--export', 'evil\u0007@example.com')).stdout;
    expect(exported).not.toMatch(raw);
    expect((JSON.parse(exported) as { enquiries: { message: string }[] }).enquiries[0]!.message).toBe('Line one\r\nLine two\u001b[31m \u0085');
  });
});

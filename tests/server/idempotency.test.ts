/*
 * A repeated submission is answered with the first one's answer and stored once, over real HTTP
 * on SQLite and PostgreSQL: the JSON API with an Idempotency-Key (the site's forms make one per
 * submission), sent again in turn or many at once; a mail request repeated after its enquiry; a
 * form posted without JavaScript and sent again by the browser, whose answer page carries a fresh
 * key for the next submission. Another key, or other words under the same key, is another
 * submission; a request without a key is one of its own, as POST always was.
 */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { anyText, countRows, createTestApp, describeEachDatabase, listening, subscriberEmails, validEnquiry, type TestApp } from './support';

const FORM = 'application/x-www-form-urlencoded';

describeEachDatabase('submissions taken once', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listening(t);
  });
  afterAll(async () => t?.close());

  const postJson = (path: string, body: object, key?: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { 'idempotency-key': key }) },
      body: JSON.stringify(body),
    });
  const stored = async () => [await countRows(t.db, 'enquiries'), await countRows(t.db, 'outbox')];

  it('answers an enquiry sent again with the same key as the first time, and stores it once', async () => {
    const before = await stored();
    const first = await postJson('/apis/enquiry.php', validEnquiry, 'key-1');
    const again = await postJson('/apis/enquiry.php', validEnquiry, 'key-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const answer = (await first.json()) as { id: string };
    expect(await again.json()).toEqual(answer);
    expect(await stored()).toEqual([before[0]! + 1, before[1]! + 2]);
    // Another key, or other words under the same key, is another submission.
    expect((await postJson('/apis/enquiry.php', validEnquiry, 'key-2')).status).toBe(201);
    const changed = await postJson('/apis/enquiry.php', { ...validEnquiry, message: 'A second question.' }, 'key-1');
    expect(((await changed.json()) as { id: string }).id).not.toBe(answer.id);
    // Without a key each POST is a submission of its own.
    await postJson('/apis/enquiry.php', validEnquiry);
    await postJson('/apis/enquiry.php', validEnquiry);
    expect(await stored()).toEqual([before[0]! + 5, before[1]! + 10]);
  });

  it('stores one enquiry when the same submission arrives many times at once', async () => {
    const before = await stored();
    const enquiry = { ...validEnquiry, email: 'burst@example.com' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => postJson('/apis/enquiry.php', enquiry, 'burst-key')));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(8).fill(201));
    const ids = new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id)));
    expect(ids.size).toBe(1);
    expect(await stored()).toEqual([before[0]! + 1, before[1]! + 2]);
  });

  it('answers a mail request sent again after its enquiry without a second enquiry', async () => {
    const before = await stored();
    const person = { ...validEnquiry, email: 'mail-twice@example.com' };
    expect((await postJson('/apis/enquiry.php', { ...person, message: `A shop\n${person.message}` }, 'contact-1')).status).toBe(201);
    const mail = { ...person, subject: 'A shop' };
    const first = await postJson('/sendmail.php', mail, 'contact-1');
    const again = await postJson('/sendmail.php', mail, 'contact-1');
    expect(await again.json()).toEqual(await first.json());
    expect(await stored()).toEqual([before[0]! + 1, before[1]! + 2]);
  });

  it('answers a newsletter subscription sent again as the first time: subscribed, not already subscribed', async () => {
    const first = await postJson('/apis/newsletter.php', { email: 'twice@example.com' }, 'news-1');
    const again = await postJson('/apis/newsletter.php', { email: 'twice@example.com' }, 'news-1');
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual({ status: 'subscribed' });
    expect((await subscriberEmails(t.db)).filter((email) => email === 'twice@example.com')).toHaveLength(1);
  });

  it('takes a form a browser sends again once, and gives the page it answers with a fresh key per load', async () => {
    const before = await stored();
    const fields = { ...validEnquiry, email: 'no-script@example.com', subject: 'A shop' };
    const post = (body: Record<string, string>) =>
      fetch(`${base}/forms/contact`, { method: 'POST', headers: { accept: 'text/html', 'content-type': FORM }, body: new URLSearchParams(body).toString() });
    // A form from the built page carries no key of its own yet: what it says names it.
    expect((await post(fields)).status).toBe(200);
    expect((await post(fields)).status).toBe(200);
    expect(await stored()).toEqual([before[0]! + 1, before[1]! + 2]);
    // A page the server answers with carries a key for its form, new on every load.
    const keyOf = async (response: Response) =>
      new JSDOM(await response.text()).window.document.querySelector<HTMLInputElement>('main form input[name="submission"]')?.value;
    const invalid = { ...fields, phone: '12' };
    const keys = [await keyOf(await post(invalid)), await keyOf(await post(invalid))];
    expect(keys[0]).toMatch(/^[\w-]{20,}$/);
    expect(keys[1]).not.toBe(keys[0]);
    // The corrected form, sent twice with that key, is one more enquiry; with the other key, another.
    const corrected = { ...fields, message: 'Corrected.', submission: keys[0]! };
    await post(corrected);
    await post(corrected);
    await post({ ...corrected, submission: keys[1]! });
    expect(await stored()).toEqual([before[0]! + 3, before[1]! + 6]);
  });

  it('refuses a key no client makes with 400 in the error shape, storing nothing', async () => {
    const before = await stored();
    for (const key of ['x'.repeat(300), 'has space']) {
      const response = await postJson('/apis/enquiry.php', validEnquiry, key);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'invalid_idempotency_key', message: anyText() } });
    }
    expect(await stored()).toEqual(before);
  });
});

/*
 * Where each lead came from: the visit cookie set on the first page of a session, carried by the
 * JSON API and the no-JavaScript form posts, stored with the enquiry and shown in its notification.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listEnquiries } from '../../server/db/enquiries-repo';
import { createTestApp, describeEachDatabase, useFixtureSite, validEnquiry, type TestApp } from './support';

const LANDING = '/services/seo?utm_source=Google&utm_medium=cpc&utm_campaign=winter-seo&utm_term=seo+jaipur&utm_content=ad-1&gclid=Cj0KCQ123';

describeEachDatabase('lead attribution', (kind) => {
  let t: TestApp;
  const site = useFixtureSite();
  beforeAll(async () => {
    t = await createTestApp(kind, { mail: { to: 'leads@example.com' }, distDir: site });
  });
  afterAll(async () => t?.close());

  async function land(url: string, referer?: string): Promise<string> {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(referer ? { referer } : {}) } });
    expect(response.statusCode).toBe(200);
    const header = response.headers['set-cookie'];
    const setCookie = Array.isArray(header) ? header.join('\n') : (header ?? '');
    expect(setCookie).toMatch(/^visit=/);
    // A session cookie of this site only: script cannot read it, it is sent on same-site posts, and it ends with the session.
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Max-Age|Expires|Domain/i);
    return setCookie.split(';')[0]!;
  }

  it('keeps the first touch of a visit: later pages neither set nor change the cookie', async () => {
    const visit = await land(LANDING, 'https://www.google.com/search?q=seo+jaipur');
    const later = await t.app.inject({ method: 'GET', url: '/contact-us?utm_source=newsletter', headers: { accept: 'text/html', cookie: visit } });
    expect(later.statusCode).toBe(200);
    expect(later.headers['set-cookie']).toBeUndefined();
  });

  it('stores the landing page, referrer, campaign, gclid and form page with a no-JavaScript contact form post', async () => {
    const visit = await land(LANDING, 'https://www.google.com/search?q=seo+jaipur');
    const response = await t.app.inject({
      method: 'POST',
      url: '/forms/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', cookie: visit, referer: 'http://localhost:80/contact-us' },
      payload: new URLSearchParams({ ...validEnquiry, email: 'nojs@example.com', subject: 'SEO' }).toString(),
    });
    expect(response.statusCode).toBe(200);
    const stored = (await listEnquiries(t.db)).find((e) => e.email === 'nojs@example.com');
    expect(stored?.attribution).toEqual({
      landingPage: '/services/seo',
      referrer: 'https://www.google.com/search',
      utmSource: 'Google',
      utmMedium: 'cpc',
      utmCampaign: 'winter-seo',
      utmTerm: 'seo jaipur',
      utmContent: 'ad-1',
      gclid: 'Cj0KCQ123',
      formPage: '/contact-us',
    });
  });

  it('stores it with a JSON enquiry, and the notification e-mail says where the lead came from', async () => {
    const visit = await land('/?utm_source=facebook&utm_medium=social&utm_campaign=diwali', 'https://l.facebook.com/');
    const response = await t.app.inject({
      method: 'POST',
      url: '/apis/enquiry.php',
      headers: { 'content-type': 'application/json', cookie: visit, referer: 'http://localhost:80/' },
      payload: { ...validEnquiry, email: 'js@example.com' },
    });
    expect(response.statusCode).toBe(201);
    const stored = (await listEnquiries(t.db)).find((e) => e.email === 'js@example.com');
    expect(stored?.attribution).toMatchObject({
      landingPage: '/',
      referrer: 'https://l.facebook.com/',
      utmSource: 'facebook',
      utmCampaign: 'diwali',
      gclid: null,
      formPage: '/',
    });
    await t.app.outbox.runOnce();
    const notification = t.mailer.sent.find((m) => m.to === 'leads@example.com' && m.text.includes('E-mail: js@example.com'));
    expect(notification?.text).toContain('Came from: facebook (medium social, campaign diwali)');
    expect(notification?.text).toContain('Landing page: /');
    expect(notification?.text).toContain('Referrer: https://l.facebook.com/');
    expect(notification?.text).toContain('Form sent from: /');
  });

  it('ignores a referrer from this site and stores an enquiry without a cookie as unknown, direct', async () => {
    const visit = await land('/about-us', 'http://localhost:80/');
    const response = await t.app.inject({ method: 'GET', url: '/about-us', headers: { accept: 'text/html', referer: 'http://localhost:80/' } });
    expect(response.statusCode).toBe(200);
    expect(decodeURIComponent(visit)).not.toContain('localhost');
    await t.app.inject({
      method: 'POST',
      url: '/apis/enquiry.php',
      headers: { 'content-type': 'application/json' },
      payload: { ...validEnquiry, email: 'direct@example.com' },
    });
    const stored = (await listEnquiries(t.db)).find((e) => e.email === 'direct@example.com');
    expect(stored?.attribution).toMatchObject({ landingPage: null, referrer: null, utmSource: null, formPage: null });
  });
});

/*
 * Where each lead came from, in a real browser against the real server: a visitor lands from an ad
 * (utm_* and gclid), reads another page, then sends the contact form, with JavaScript and without.
 * The stored enquiry keeps the first touch of the visit and the page the form was sent from.
 */
import { describe, expect, it } from 'vitest';
import { listEnquiries } from '../../server/db/enquiries-repo';
import { withBuiltSite } from '../support/site-server';

const suite = withBuiltSite();

const LANDING = '/services/seo?utm_source=google&utm_medium=cpc&utm_campaign=seo-jaipur&gclid=TeSt123';

describe.each([true, false])('attribution with JavaScript %s', (javaScriptEnabled) => {
  it('stores the landing page, campaign and gclid of the visit and the page of the form', async () => {
    const email = `lead-${javaScriptEnabled ? 'js' : 'nojs'}@example.in`;
    const context = await suite.browser.newContext({ javaScriptEnabled });
    try {
      const page = await context.newPage();
      await page.goto(`${suite.site.url}${LANDING}`);
      // A second page of the same visit with other parameters does not replace the first touch.
      await page.goto(`${suite.site.url}/about-us?utm_source=other`);
      await page.goto(`${suite.site.url}/contact-us`);
      const values = { 'Your name': 'Meera Kapoor', 'E-mail address': email, 'Phone number': '9829012345', Subject: 'SEO', 'Your message': 'We need SEO.' };
      for (const [label, value] of Object.entries(values)) await page.locator('main').getByLabel(label, { exact: true }).fill(value);
      await page.getByRole('button', { name: 'Send message' }).click();
      if (!javaScriptEnabled) {
        await page.waitForURL(`${suite.site.url}/forms/contact`);
        await page.getByText('Form submitted successfully! We will reply within one working day.').waitFor();
      }
      // With JavaScript the form calls the enquiry API, then /sendmail.php: wait for both.
      const done = async () => {
        const enquiry = (await listEnquiries(suite.site.db)).find((e) => e.email === email);
        return enquiry !== undefined && (!javaScriptEnabled || enquiry.mailRequestedAt !== null);
      };
      await expect.poll(done, { timeout: 10_000 }).toBe(true);
      const stored = (await listEnquiries(suite.site.db)).find((e) => e.email === email);
      expect(stored?.attribution).toMatchObject({
        landingPage: '/services/seo',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'seo-jaipur',
        gclid: 'TeSt123',
        formPage: '/contact-us',
      });
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'visit')).toMatchObject({ httpOnly: true, sameSite: 'Lax', expires: -1 });
    } finally {
      await context.close();
    }
  });
});

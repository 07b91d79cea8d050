/*
 * Each e-mail made from content fixtures (tests/support/content-fixtures.ts), so the assertions
 * name the words they rely on: the plain text, and the HTML version as a mail client shows it.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { NO_ATTRIBUTION } from '../../src/schemas/records';
import { buildMailCopy } from '../../tests/support/content-fixtures';
import {
  acknowledgementMail,
  dataLinkMail,
  newsletterConfirmationMail,
  notificationMail,
  retentionNoticeMail,
  type MailSender,
  type RenderedMail,
} from './templates';
import { MailSlots, renderMailHtml, renderMailHtmlWithSlots, type MailHtml } from './mail-html';

const sender: MailSender = { copy: buildMailCopy(), locale: 'en', siteName: 'Pinkstone', siteUrl: 'https://site.example' };

/** The HTML version as a document, and its paragraphs' text. */
function html(mail: RenderedMail) {
  expect(mail.html).toMatch(/^<!doctype html>/);
  const document = new JSDOM(mail.html).window.document;
  return { document, paragraphs: [...document.querySelectorAll('p')].map((p) => p.textContent) };
}

const linkNamed = (document: Document, text: string) => [...document.querySelectorAll('a')].find((a) => a.textContent === text);

describe('the HTML of mails of one kind', () => {
  it('fills its frame exactly as React renders the same mail, every string escaped where it stands', () => {
    const value = `<a href="x">O'Neil & co</a> \uE0000\uE001`;
    const mail = (v: string): MailHtml => ({
      lang: 'en',
      subject: v,
      siteName: v,
      siteUrl: `https://site.example/?q=${v}`,
      body: [v, `${v} and ${v}`],
      action: { href: v, label: v },
      quote: { heading: v, text: v },
      after: [v],
      signature: v,
      footer: v,
    });
    const slots = new MailSlots();
    expect(renderMailHtmlWithSlots({}, 'every part', slots, mail(slots.hold(value)))).toBe(renderMailHtml(mail(value)));
  });

  it('gives each mail its own words: a second acknowledgement shows its name and message, not the first one’s', () => {
    acknowledgementMail(sender, { id: 'e-1', name: 'Asha', message: 'First message' });
    const second = html(acknowledgementMail(sender, { id: 'e-2', name: 'Ravi "R" & <i>Co</i>', message: 'Second \uE0001\uE001 message' }));
    expect(second.paragraphs).toContain('Dear Ravi "R" & <i>Co</i>,');
    expect(second.paragraphs).toContain('Second \uE0001\uE001 message');
    expect(second.paragraphs).toContain('Ref. e-2');
    expect(second.document.querySelector('i')).toBeNull();
    expect(second.document.body.textContent).not.toContain('Asha');
  });
});

describe('the acknowledgement', () => {
  const mail = acknowledgementMail(sender, { id: 'e-1', name: 'Asha <b>\nVerma', message: 'Line one\nLine <two> & more' });

  it('thanks the visitor by name, quotes their message and gives its reference, in plain text', () => {
    expect(mail.subject).toBe('Got it – Pinkstone');
    expect(mail.text).toBe(
      [
        'Dear Asha <b> Verma,',
        'Thanks for writing to Pinkstone.',
        'We answer within a day.',
        'You wrote:\nLine one\nLine <two> & more',
        'Ref. e-1',
        'The Pinkstone team',
      ].join('\n\n'),
    );
  });

  it('says the same in the HTML version, the visitor’s words as text, never as markup', () => {
    const { document, paragraphs } = html(mail);
    expect(document.documentElement.lang).toBe('en-IN');
    expect(document.title).toBe('Got it – Pinkstone');
    expect(document.querySelector('b')).toBeNull();
    expect(paragraphs).toEqual([
      'Dear Asha <b> Verma,',
      'Thanks for writing to Pinkstone.',
      'We answer within a day.',
      'You wrote:',
      'Line one\nLine <two> & more',
      'Ref. e-1',
      'The Pinkstone team',
      'Sent by Pinkstone, https://site.example.',
    ]);
    expect(linkNamed(document, 'Pinkstone')?.href).toBe('https://site.example/');
    expect(document.querySelector('script')).toBeNull();
  });
});

describe('the data link', () => {
  const link = 'https://site.example/your-data/link?token=a.b&c=1';
  const mail = dataLinkMail(sender, link, 24);

  it('gives the link on a line of its own after the paragraph that introduces it', () => {
    expect(mail.subject).toBe('Your data at Pinkstone');
    expect(mail.text).toBe(
      ['Hi,', 'Someone asked for your data.', `This link works for 24 hours:\n${link}`, 'Not you? Ignore this.', 'The Pinkstone team'].join('\n\n'),
    );
  });

  it('is a button to the link in the HTML version', () => {
    const { document, paragraphs } = html(mail);
    expect(linkNamed(document, 'See my data')?.getAttribute('href')).toBe(link);
    expect(paragraphs).toEqual([
      'Hi,',
      'Someone asked for your data.',
      'This link works for 24 hours:',
      'See my data',
      'Not you? Ignore this.',
      'The Pinkstone team',
      'Sent by Pinkstone, https://site.example.',
    ]);
  });
});

describe('the newsletter confirmation', () => {
  const links = { confirm: 'https://site.example/newsletter/confirm?token=t1', unsubscribe: 'https://site.example/newsletter/unsubscribe?token=t1' };
  const mail = newsletterConfirmationMail(sender, links);

  it('gives the confirmation link, and the unsubscribe link in its sentence', () => {
    expect(mail.subject).toBe('Confirm the Pinkstone newsletter');
    expect(mail.text).toBe(['Hi,', `Please confirm:\n${links.confirm}`, `Leave any time: ${links.unsubscribe}`, 'The Pinkstone team'].join('\n\n'));
  });

  it('is a button to confirm in the HTML version, with the unsubscribe address a link in its sentence', () => {
    const { document, paragraphs } = html(mail);
    expect(linkNamed(document, 'Yes, subscribe me')?.getAttribute('href')).toBe(links.confirm);
    expect(linkNamed(document, links.unsubscribe)?.getAttribute('href')).toBe(links.unsubscribe);
    expect(paragraphs).toContain(`Leave any time: ${links.unsubscribe}`);
  });
});

describe('the retention notice', () => {
  const eraseAt = new Date('2027-03-01T09:30:00.000Z');
  const link = 'https://site.example/your-data/keep?token=k1';

  it('says how long enquiries are kept, how many go and when, counting as English does', () => {
    const one = retentionNoticeMail(sender, { count: 1, eraseAt, link, days: 730 });
    expect(one.subject).toBe('Your enquiry goes in 48 hours');
    expect(one.text).toBe(
      ['Hi,', 'We keep enquiries for 2 years. Your enquiry will go on 2027-03-01 09:30 UTC.', `Keep it:\n${link}`, 'The Pinkstone team'].join('\n\n'),
    );
    expect(retentionNoticeMail(sender, { count: 3, eraseAt, link, days: 365 }).text).toContain('We keep enquiries for 1 year. Your 3 enquiries will go on');
    expect(retentionNoticeMail(sender, { count: 2, eraseAt, link, days: 90 }).text).toContain('We keep enquiries for 90 days. Your 2 enquiries');
  });

  it('is a button to keep the enquiry in the HTML version', () => {
    const { document, paragraphs } = html(retentionNoticeMail(sender, { count: 1, eraseAt, link, days: 730 }));
    expect(linkNamed(document, 'Keep it')?.getAttribute('href')).toBe(link);
    expect(paragraphs).toContain('We keep enquiries for 2 years. Your enquiry will go on 2027-03-01 09:30 UTC.');
  });
});

describe('the notification to the company', () => {
  const enquiry = {
    id: 'e-2',
    createdAt: '2026-11-24T09:00:00.000Z',
    source: 'form-contact' as const,
    name: 'Ravi\r\nKumar',
    email: 'ravi@example.com',
    phone: '9829012345',
    subject: 'Shop',
    message: 'Please call.\nAfter 5.',
    consentVersion: '2026-11-23',
    consentAt: '2026-11-24T09:00:00.000Z',
    locale: 'en' as const,
  };

  it('names every field and where the lead came from, in plain text only', () => {
    const mail = notificationMail(buildMailCopy().notification, {
      ...enquiry,
      attribution: { ...NO_ATTRIBUTION, utmSource: 'Google', utmMedium: 'cpc', utmTerm: 'seo jaipur', gclid: 'G1', landingPage: '/services/seo' },
    });
    expect(mail.subject).toBe('Enquiry: Ravi Kumar about Shop');
    expect(mail.html).toBeUndefined();
    expect(mail.text).toBe(
      [
        // One line each: a line break in a field cannot start a line that reads as another field.
        'Name = Ravi Kumar',
        'Mail = ravi@example.com',
        'Phone = 9829012345',
        'Topic = Shop',
        'At = 2026-11-24T09:00:00.000Z',
        'Via = form-contact',
        'Language = English',
        'Policy 2026-11-23 accepted 2026-11-24T09:00:00.000Z',
        'Ref = e-2',
        '',
        'From = google [medium cpc, term seo jaipur]',
        'Landing = /services/seo',
        'Referrer = (none)',
        'Gclid = G1',
        'Form = (unknown)',
        '',
        'Please call.\nAfter 5.',
      ].join('\n'),
    );
  });

  it('says where an unattributed lead came from without a campaign, and has no topic in its subject without one', () => {
    const mail = notificationMail(buildMailCopy().notification, { ...enquiry, subject: null, attribution: NO_ATTRIBUTION });
    expect(mail.subject).toBe('Enquiry: Ravi Kumar');
    expect(mail.text).toContain('From = direct\nLanding = (unknown)\nReferrer = (none)\nForm = (unknown)');
    expect(mail.text).not.toContain('Topic =');
  });

  it('names the language of the page a lead was sent from', () => {
    const mail = notificationMail(buildMailCopy().notification, { ...enquiry, locale: 'hi', attribution: NO_ATTRIBUTION });
    expect(mail.text).toContain('Via = form-contact\nLanguage = Hindi\n');
  });
});

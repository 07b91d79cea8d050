/*
 * The words of every mail the site sends, made from what the mail is about. The domain modules
 * queue what these return (server/mail/outbox.ts).
 */
import { getDataRightsCopy } from '../../src/content/data-rights-copy';
import type { Site } from '../../src/schemas/site';
import type { Attribution } from '../../src/schemas/records';
import type { NewEnquiry } from '../db/enquiries-repo';
import { sourceLabel } from '../../src/lib/lead-source';

export type MailText = { subject: string; text: string };

/** One line per header value: no header injection through a visitor's name or subject. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

/** Where a lead came from, as the notification e-mail shows it. */
export function attributionLines(a: Attribution): string[] {
  const campaign = [
    a.utmMedium && `medium ${a.utmMedium}`,
    a.utmCampaign && `campaign ${a.utmCampaign}`,
    a.utmTerm && `term ${a.utmTerm}`,
    a.utmContent && `content ${a.utmContent}`,
  ]
    .filter(Boolean)
    .join(', ');
  return [
    `Came from: ${sourceLabel(a)}${campaign ? ` (${campaign})` : ''}`,
    `Landing page: ${a.landingPage ?? 'unknown'}`,
    `Referrer: ${a.referrer ?? 'none'}`,
    ...(a.gclid ? [`Google Ads click id: ${a.gclid}`] : []),
    `Form sent from: ${a.formPage ?? 'unknown'}`,
  ];
}

/** The company's notification of a new enquiry: every field, plain text. */
export function notificationMail(enquiry: Required<NewEnquiry>): MailText {
  const lines = [
    `Name: ${enquiry.name}`,
    `E-mail: ${enquiry.email}`,
    `Phone: ${enquiry.phone}`,
    ...(enquiry.subject ? [`Subject: ${enquiry.subject}`] : []),
    `Received: ${enquiry.createdAt}`,
    `Source: ${enquiry.source}`,
    `Privacy policy accepted: version ${enquiry.consentVersion} at ${enquiry.consentAt}`,
    `Reference: ${enquiry.id}`,
    '',
    ...attributionLines(enquiry.attribution),
    '',
    enquiry.message,
  ];
  return {
    subject: oneLine(`New enquiry from ${enquiry.name}${enquiry.subject ? `: ${enquiry.subject}` : ''}`).slice(0, 200),
    text: lines.join('\n'),
  };
}

/** The visitor's acknowledgement of their enquiry. */
export function acknowledgementMail(enquiry: NewEnquiry, site: Site): MailText {
  return {
    subject: `We have received your message – ${site.name}`,
    text: [
      `Hello ${oneLine(enquiry.name)},`,
      '',
      `Thank you for contacting ${site.name}. We have received your message and will reply within one working day.`,
      `If it is urgent, call us on ${site.phone.display}.`,
      '',
      'Your message:',
      enquiry.message,
      '',
      `Reference: ${enquiry.id}`,
      '',
      `${site.name}`,
    ].join('\n'),
  };
}

/** The double opt-in mail to a new newsletter address. */
export function newsletterConfirmationMail(site: Site, links: { confirm: string; unsubscribe: string }): MailText {
  return {
    subject: `Please confirm your subscription to the ${site.name} newsletter`,
    text: [
      'Hello,',
      '',
      `Someone (we hope you) asked to receive the ${site.name} newsletter at this address. To confirm, open this link:`,
      links.confirm,
      '',
      'If you did not ask, ignore this e-mail: an address that is not confirmed within 7 days is erased.',
      '',
      `Unsubscribe at any time: ${links.unsubscribe}`,
      '',
      site.name,
    ].join('\n'),
  };
}

/** The link to download or erase what is kept about an address. */
export function dataLinkMail(site: Site, link: string, hours: number): MailText {
  const copy = getDataRightsCopy().yourData;
  const fill = (text: string) => text.replaceAll('{siteName}', site.name).replaceAll('{link}', link).replaceAll('{hours}', String(hours));
  return { subject: fill(copy.mailSubject), text: fill(copy.mailBody) };
}

/** The notice 48 hours before an address's enquiries are erased; the link keeps them for another period. */
export function retentionNoticeMail(siteName: string, count: number, eraseAt: Date, link: string, days: number): MailText {
  const when = `${eraseAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return {
    subject: `Your enquiry with ${siteName} will be erased in 48 hours`,
    text: [
      'Hello,',
      '',
      `We keep enquiries for ${Math.round(days / 365) >= 1 ? `${Math.round(days / 365)} year${Math.round(days / 365) === 1 ? '' : 's'}` : `${days} days`}. ${count === 1 ? 'The enquiry' : `The ${count} enquiries`} you sent us from this address will be erased on ${when}, as our privacy policy says.`,
      '',
      'If you would like us to keep in touch, open this link before then (it resets the clock):',
      link,
      '',
      'Otherwise there is nothing to do.',
      '',
      siteName,
    ].join('\n'),
  };
}

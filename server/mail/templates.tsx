/*
 * Every e-mail the site sends, made from its words in content/copy/mail.yaml and the facts it is
 * about. A visitor's e-mail is in the language of the page they used, with a plain-text body and
 * an HTML version in the site's look (mail-html.tsx); the notification to the company stays plain
 * text, with every field. The domain modules queue what these return (server/mail/outbox.ts).
 */
import { Fragment, type ReactNode } from 'react';
import { getMailCopy } from '../../src/content/mail-copy';
import { getSite } from '../../src/content/site';
import { copyParts, fillCopy, fillCounted } from '../../src/lib/fill-copy';
import { sourceLabel } from '../../src/lib/lead-source';
import { LOCALE_TAGS, type Locale } from '../../src/lib/locale';
import { langOf } from '../../src/schemas/localized';
import type { MailCopy, VisitorMailCopy } from '../../src/schemas/page-copy';
import type { Attribution, StoredEnquiry } from '../../src/schemas/records';
import { MailLink, MailSlots, renderMailHtmlWithSlots } from './mail-html';

/** What a mail says; `html` is its HTML version, when it has one. */
export type RenderedMail = { subject: string; text: string; html?: string };

/** Who writes a visitor's e-mail, and in which language: the copy of that language, the site's name and public address. */
export type MailSender = { copy: MailCopy; locale: Locale; siteName: string; siteUrl: string };

/** The sender of the site's e-mails in `locale`, with links starting at `siteUrl`. */
export const mailSender = (locale: Locale, siteUrl: string): MailSender => ({ copy: getMailCopy(locale), locale, siteName: getSite(locale).name, siteUrl });

/** One line: no header injection through a visitor's name or subject, and no forged line in a body. */
const oneLine = (value: string) =>
  value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .trim()
    .slice(0, 200);

type Values = Record<string, string | number>;

/** Copy with placeholders as HTML: `links` become links to their address, `values` their text. */
function withLinks(line: string, values: Values, links: Record<string, string>): ReactNode {
  return copyParts(line).map((part, i) => {
    if ('text' in part) return part.text;
    const href = links[part.placeholder];
    if (href !== undefined)
      return (
        <MailLink key={i} href={href}>
          {href}
        </MailLink>
      );
    return <Fragment key={i}>{part.placeholder in values ? String(values[part.placeholder]) : `{${part.placeholder}}`}</Fragment>;
  });
}

type VisitorMailParts = {
  /** What the copy's placeholders become. */
  values?: Values;
  /** Placeholders that become links to these addresses. */
  links?: Record<string, string>;
  /** The address the e-mail is about: after the last paragraph of its body, a button in HTML. */
  link?: string;
  /** The visitor's own words, quoted. */
  quote?: { heading: string; text: string };
  /** Paragraphs of the e-mail's own after the quote (a reference). */
  closing?: string[];
};

/** A visitor's e-mail: greeting, body, link, quote, closing, the paragraphs after, signature; as text and as HTML. */
function visitorMail(sender: MailSender, copy: VisitorMailCopy, parts: VisitorMailParts): RenderedMail {
  const values: Values = { siteName: sender.siteName, ...parts.values };
  const links = parts.links ?? {};
  const text = (line: string) => fillCopy(line, { ...values, ...links });
  const subject = oneLine(text(copy.subject));
  const signature = text(sender.copy.signature);
  const body = copy.body.map(text);
  const lines = [
    text(copy.greeting),
    ...body.map((paragraph, i) => (parts.link && i === body.length - 1 ? `${paragraph}\n${parts.link}` : paragraph)),
    ...(parts.quote ? [`${parts.quote.heading}\n${parts.quote.text}`] : []),
    ...(parts.closing ?? []),
    ...copy.after.map(text),
    signature,
  ];
  return { subject, text: lines.join('\n\n'), html: visitorMailHtml(sender, copy, parts, values, links, { subject, signature }) };
}

/** The HTML version of a visitor's e-mail: every string that changes from one mail to the next is a slot of its kind's frame. */
function visitorMailHtml(
  sender: MailSender,
  copy: VisitorMailCopy,
  parts: VisitorMailParts,
  values: Values,
  links: Record<string, string>,
  filled: { subject: string; signature: string },
): string {
  const slots = new MailSlots();
  const hold = (value: string | number) => slots.hold(String(value));
  const heldValues = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, hold(value)]));
  const heldLinks = Object.fromEntries(Object.entries(links).map(([key, href]) => [key, hold(href)]));
  const html = (line: string) => withLinks(line, heldValues, heldLinks);
  // A paragraph that shows English in a mail of another language says so (src/schemas/localized.ts).
  const inLanguage = (node: ReactNode, lang: string | undefined) => (lang ? <span lang={lang}>{node}</span> : node);
  const link = parts.link === undefined ? undefined : hold(parts.link);
  const siteUrl = hold(sender.siteUrl);
  const shape = [sender.locale, Object.keys(values), Object.keys(links), link !== undefined, parts.quote !== undefined, parts.closing?.length ?? 0].join('|');
  return renderMailHtmlWithSlots(copy, shape, slots, {
    lang: LOCALE_TAGS[sender.locale],
    subject: hold(filled.subject),
    siteName: hold(sender.siteName),
    siteUrl,
    body: [inLanguage(html(copy.greeting), copy.lang?.greeting), ...copy.body.map((line, i) => inLanguage(html(line), langOf(copy.lang, 'body', i)))],
    action: link === undefined ? undefined : { href: link, label: copy.action ?? link, lang: copy.action ? copy.lang?.action : undefined },
    quote: parts.quote && { heading: hold(parts.quote.heading), text: hold(parts.quote.text) },
    after: [...(parts.closing ?? []).map(hold), ...copy.after.map((line, i) => inLanguage(html(line), langOf(copy.lang, 'after', i)))],
    signature: hold(filled.signature),
    footer: withLinks(sender.copy.footer, heldValues, { siteUrl }),
  });
}

/** To a visitor whose enquiry arrived: thanks, when we reply, their message and its reference. */
export function acknowledgementMail(sender: MailSender, enquiry: Pick<StoredEnquiry, 'id' | 'name' | 'message'>): RenderedMail {
  const copy = sender.copy.acknowledgement;
  return visitorMail(sender, copy, {
    values: { name: oneLine(enquiry.name) },
    quote: { heading: copy.yourMessage, text: enquiry.message },
    closing: [fillCopy(copy.reference, { reference: enquiry.id })],
  });
}

/** The link from /your-data to download or erase what is kept about an address, working for `hours`. */
export function dataLinkMail(sender: MailSender, link: string, hours: number): RenderedMail {
  return visitorMail(sender, sender.copy.dataLink, { values: { hours }, link });
}

/** To a new newsletter address: the link that confirms it (double opt-in), and the one that unsubscribes it. */
export function newsletterConfirmationMail(sender: MailSender, links: { confirm: string; unsubscribe: string }): RenderedMail {
  return visitorMail(sender, sender.copy.newsletterConfirmation, { link: links.confirm, links: { unsubscribe: links.unsubscribe } });
}

/** 48 hours before an address's `count` enquiries are erased at `eraseAt`: the link keeps them for another `days`. */
export function retentionNoticeMail(sender: MailSender, notice: { count: number; eraseAt: Date; link: string; days: number }): RenderedMail {
  const copy = sender.copy.retentionNotice;
  const years = Math.round(notice.days / 365);
  return visitorMail(sender, copy, {
    values: {
      period: years >= 1 ? fillCounted(copy.years, years, sender.locale) : fillCounted(copy.days, notice.days, sender.locale),
      enquiries: fillCounted(copy.enquiries, notice.count, sender.locale),
      when: `${notice.eraseAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    },
    link: notice.link,
  });
}

/** An enquiry as the company is told of it: every field, where it came from, and the message. */
export type NotifiedEnquiry = Omit<StoredEnquiry, 'mailRequestedAt'>;

/** Where a lead came from, as the notification shows it. */
function attributionLines(copy: MailCopy['notification'], a: Attribution): string[] {
  const line = (template: string, value: string, more: Values = {}) => fillCopy(template, { value, ...more });
  const campaign = (
    [
      ['medium', a.utmMedium],
      ['campaign', a.utmCampaign],
      ['term', a.utmTerm],
      ['content', a.utmContent],
    ] as const
  )
    .flatMap(([part, value]) => (value ? [line(copy.campaign[part], value)] : []))
    .join(', ');
  return [
    campaign ? line(copy.lines.cameFromCampaign, sourceLabel(a), { campaign }) : line(copy.lines.cameFrom, sourceLabel(a)),
    line(copy.lines.landingPage, a.landingPage ?? copy.unknown),
    line(copy.lines.referrer, a.referrer ?? copy.none),
    ...(a.gclid ? [line(copy.lines.gclid, a.gclid)] : []),
    line(copy.lines.formPage, a.formPage ?? copy.unknown),
  ];
}

/** The company's notification of a new enquiry: plain text, every field (the visitor's reply-to is the mail's). */
export function notificationMail(copy: MailCopy['notification'], enquiry: NotifiedEnquiry): RenderedMail {
  const line = (template: string, value: string) => fillCopy(template, { value });
  const lines = [
    line(copy.lines.name, oneLine(enquiry.name)),
    line(copy.lines.email, oneLine(enquiry.email)),
    line(copy.lines.phone, oneLine(enquiry.phone)),
    ...(enquiry.subject ? [line(copy.lines.subject, oneLine(enquiry.subject))] : []),
    line(copy.lines.received, enquiry.createdAt),
    line(copy.lines.source, enquiry.source),
    line(copy.lines.language, copy.languages[enquiry.locale]),
    fillCopy(copy.lines.consent, { version: enquiry.consentVersion, at: enquiry.consentAt }),
    line(copy.lines.reference, enquiry.id),
    '',
    ...attributionLines(copy, enquiry.attribution),
    '',
    enquiry.message,
  ];
  const subject = enquiry.subject
    ? fillCopy(copy.subjectWithTopic, { name: enquiry.name, subject: enquiry.subject })
    : fillCopy(copy.subject, { name: enquiry.name });
  return { subject: oneLine(subject), text: lines.join('\n') };
}

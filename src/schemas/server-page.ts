/*
 * The server's own pages, as the server asks for them: which page, in which language, and the
 * facts it shows. server/pages/entry.tsx renders each one; `npm run dev` passes them from the API
 * server to the dev server as JSON, which is checked with these schemas. Words are not facts: each
 * page takes its words from content, in the page's language.
 */
import { z } from 'zod';
import { LOCALES } from '../lib/locale';
import { ENQUIRY_FIELDS } from '../lib/enquiry-rules';
import { enquiryRecordSchema, mailStateSchema, subscriberRecordSchema } from './records';

const localeSchema = z.enum(LOCALES);
const text = z.string();

/** Which form a page answers: the home page's appointment form, the contact form, the footer's newsletter box. */
export const answeredFormSchema = z.enum(['home', 'contact', 'newsletter']);
export type AnsweredForm = z.infer<typeof answeredFormSchema>;

/** What became of a form posted without JavaScript. */
export const formOutcomeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('received') }),
  z.object({ status: z.enum(['subscribed', 'already-subscribed']) }),
  z.object({
    status: z.literal('invalid'),
    /** The problem, in the words of the shared rules. */
    message: text,
    /** The field it is about, when it is about one. */
    field: z.enum(ENQUIRY_FIELDS).optional(),
    /** What the visitor typed, shown again. */
    values: z.partialRecord(z.enum(ENQUIRY_FIELDS), text),
  }),
]);
export type FormOutcome = z.infer<typeof formOutcomeSchema>;

/** The pages of /your-data and what its links open. */
export const yourDataViewSchema = z.discriminatedUnion('name', [
  /** The request form; with `invalidEmail`, again with what was typed and the problem. */
  z.object({ name: z.literal('request'), invalidEmail: text.optional() }),
  /** The request form again after the server refused the request as it was sent: why, and the address when it could be read. */
  z.object({ name: z.literal('refused'), message: text, email: text }),
  z.object({ name: z.enum(['sent', 'expired', 'erased', 'kept']) }),
  /** The mailed link's page (download or erase), or the retention notice's (keep in touch): `token` goes back with the button. */
  z.object({ name: z.enum(['link', 'keep']), token: text }),
]);
export type YourDataView = z.infer<typeof yourDataViewSchema>;

/** The pages the links in newsletter mails open. */
export const newsletterViewSchema = z.discriminatedUnion('name', [
  z.object({ name: z.enum(['confirm', 'unsubscribe']), token: text }),
  z.object({ name: z.enum(['confirmed', 'unsubscribed', 'unknown-link']) }),
  /** The server refused the request as it was sent: why, in the visitor's words. */
  z.object({ name: z.literal('refused'), message: text }),
]);
export type NewsletterView = z.infer<typeof newsletterViewSchema>;

/** Leads per week by source (server/leads/chart.ts). */
export const weeklyCountsSchema = z.object({
  /** The Monday (YYYY-MM-DD) each week starts on, oldest first. */
  weeks: z.array(text),
  /** Sources by their total, largest first; 'other' last when there are more than the chart colours. */
  sources: z.array(text),
  /** counts[week][source] */
  counts: z.array(z.array(z.number())),
});
export type WeeklyCounts = z.infer<typeof weeklyCountsSchema>;

export const leadsNavSchema = z.enum(['enquiries', 'chart', 'subscribers', 'outbox']);
export type LeadsNav = z.infer<typeof leadsNavSchema>;

/** The leads dashboard's pages (English only: it is for the company's operators). */
export const leadsViewSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('sign-in'), csrf: text, problem: z.enum(['failed', 'limited']).optional() }),
  /** An action without a session, a form whose CSRF token expired, a request that failed. */
  z.object({ name: z.enum(['signed-out', 'form-expired', 'failed']) }),
  z.object({
    name: z.literal('enquiries'),
    filter: z.object({ q: text, from: text.optional(), to: text.optional() }),
    enquiries: z.array(enquiryRecordSchema),
    /** More matched than are shown. */
    isCut: z.boolean(),
  }),
  z.object({ name: z.literal('enquiry'), enquiry: enquiryRecordSchema, mails: z.array(mailStateSchema) }),
  z.object({ name: z.literal('enquiry-not-found') }),
  z.object({ name: z.literal('erased'), erased: z.object({ enquiries: z.number(), subscriptions: z.number(), mails: z.number() }) }),
  z.object({ name: z.literal('chart'), counts: weeklyCountsSchema }),
  z.object({ name: z.literal('subscribers'), subscribers: z.array(subscriberRecordSchema) }),
  z.object({
    name: z.literal('outbox'),
    mails: z.array(mailStateSchema),
    /** How delivery goes (server/mail/outbox.ts): stalled since `sendingSince`, or failing with `lastError`. */
    delivery: z.object({ state: z.enum(['ok', 'stalled', 'failing']), sendingSince: text.nullable(), lastError: text.nullable() }),
  }),
]);
export type LeadsView = z.infer<typeof leadsViewSchema>;

export const serverPageSchema = z.discriminatedUnion('page', [
  z.object({
    page: z.literal('form-answer'),
    locale: localeSchema,
    form: answeredFormSchema,
    outcome: formOutcomeSchema,
    /** The idempotency key of the form the page shows again, new on every load. */
    submission: text,
  }),
  z.object({ page: z.literal('your-data'), locale: localeSchema, view: yourDataViewSchema }),
  z.object({ page: z.literal('newsletter'), locale: localeSchema, view: newsletterViewSchema }),
  z.object({
    page: z.literal('leads'),
    /** The signed-in frame: the navigation and the sign-out button, which posts with the CSRF token. */
    session: z.object({ csrf: text, active: leadsNavSchema.optional() }).optional(),
    view: leadsViewSchema,
  }),
]);
export type ServerPage = z.infer<typeof serverPageSchema>;

/** Where the prerender writes the page assets, beside the server build's page bundle in dist-ssr/. */
export const PAGE_ASSETS_FILE = 'page-assets.json';
/** The server build's page bundle (server/pages/entry.tsx), in dist-ssr/ (vite.config.ts names it). */
export const SERVER_PAGES_FILE = 'server-pages.js';
/** Where `npm run dev`'s API server asks the dev server to render a page from source (scripts/dev/vite-pages-plugin.ts). */
export const DEV_RENDER_PATH = '/__server-pages';

/**
 * How the server's pages load the site's styles (the prerender writes it beside the page bundle,
 * from the build's manifests; `npm run dev` makes its own).
 */
export const pageAssetsSchema = z.object({
  /** A page of the site as the prerender writes it: index.html with the stylesheet, font and scripts, and <!--app-head--> and <!--app-html--> to fill. */
  shell: text,
  /** What a page without the site's frame and script links: the site's and the back office's stylesheets, and the font it preloads. */
  stylesheets: z.array(text),
  fonts: z.array(text),
  /** Module scripts such a page loads: none when built; in `npm run dev`, the ones that bring the styles. */
  scripts: z.array(text),
});
export type PageAssets = z.infer<typeof pageAssetsSchema>;

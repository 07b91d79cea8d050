import { z } from 'zod';
import { internalHrefSchema, seoSchema } from './common';
import { neutral } from './language-neutral';
import { EMPLOYMENT_TYPES, type EmploymentType } from './job';
import { mediaPathSchema } from './media-path';
import { bannerSectionSchema } from './section';

/*
 * Microcopy of the pages that have behaviour of their own (blog, post, careers, interns, contact,
 * legal, not found): headings, labels, button texts and state messages, one file each under
 * content/copy/. Placeholders in braces ({reason}, {phone}…) are filled in by the page.
 */

const text = z.string().min(1);
/** Words only the company reads (its notification of each enquiry): in English, whatever the visitor's language. */
const companyText = neutral(z.string().min(1));

/** The page head and its banner (the page's one h1). */
const pageIntro = {
  title: text.max(70).describe('The page title in the browser tab and search results'),
  summary: text.max(170).describe('The meta description'),
  seo: seoSchema.optional(),
  banner: bannerSectionSchema.omit({ type: true }).describe('The heading (h1), lead and image at the top of the page'),
};

export const postFallbacksSchema = z
  .strictObject({
    author: text.describe('Shown when a post names no author, e.g. "Unknown Author"'),
    category: text.describe('Shown when a post names no category, e.g. "Uncategorized"'),
    image: mediaPathSchema.check(z.describe('The cover of a post that has none, and of one whose cover fails to load')),
    alt: text.describe('The cover\'s text for people who cannot see it, when the post gives none, e.g. "Blog Image"'),
    listDate: text.describe("Shown on a card and in Recent News when a post has no date (the home page shows today's date)"),
    detailDate: text.describe('Shown on the post page when a post has no date'),
    noTags: text,
    content: text.describe('Shown in place of the body of a post that has none, e.g. "No content available"'),
  })
  .describe('What a post shows for what its front matter leaves out');
export type PostFallbacks = z.infer<typeof postFallbacksSchema>;

export const blogSidebarCopySchema = z.strictObject({
  searchHeading: text,
  searchLabel: text,
  searchPlaceholder: text,
  searchButton: text,
  recentHeading: text.describe('e.g. "Recent News": the three newest posts'),
  tagsHeading: text.describe('e.g. "Popular Tags"'),
  tags: z.array(text).max(12).describe('Each tag links to its page (/blog/tag/…); a tag no post carries has no page, so it is left out (the build warns)'),
});
export type BlogSidebarCopy = z.infer<typeof blogSidebarCopySchema>;

export const blogCopySchema = z.strictObject({
  ...pageIntro,
  pageTitle: text.describe('Title of page 2 and later, e.g. "Blog – page {page}"'),
  listHeading: text.describe('Heading over the list of posts (read by screen readers)'),
  resultsHeading: text.describe('Heading over search results, e.g. "Results for “{query}”"'),
  readMore: text,
  feedTitle: text.describe('The title of the blog\'s RSS feed, e.g. "{name} blog"; {name} is the company name'),
  readingTime: text.describe('Reading time on cards and posts, e.g. "{minutes} min read" (words of the body at 200 a minute)'),
  clearSearch: text,
  states: z.strictObject({
    loading: text,
    error: text.describe('{reason} is replaced with what went wrong'),
    empty: text,
    noResults: text.describe('{query} is replaced with what the visitor searched for'),
  }),
  pagination: z.strictObject({
    label: text,
    previous: text,
    next: text,
    page: text.describe('Accessible name of a page link, e.g. "Page {page}"'),
  }),
  fallbacks: postFallbacksSchema,
  sidebar: blogSidebarCopySchema,
  tagPage: z
    .strictObject({
      title: text.describe('e.g. "Posts tagged “{name}”"; {name} is the tag'),
      summary: text.max(170).describe('The meta description and the lead under the heading; {name} is the tag'),
      pageTitle: text.describe('Title of page 2 and later, e.g. "Posts tagged “{name}” – page {page}"'),
    })
    .describe('/blog/tag/…: every post with one tag (kept out of search results, its links followed)'),
  categoryPage: z
    .strictObject({
      title: text.describe('e.g. "{name} articles"; {name} is the category'),
      summary: text.max(170).describe('The meta description and the lead under the heading; {name} is the category'),
      pageTitle: text.describe('Title of page 2 and later, e.g. "{name} articles – page {page}"'),
    })
    .describe('/blog/category/…: every post of one category (indexed, in the sitemap)'),
  post: z.strictObject({
    notFound: text,
    notFoundText: text,
    backToBlog: text,
    authorLabel: text,
    dateLabel: text,
    categoryLabel: text,
    tagsLabel: text,
    readingTimeLabel: text.describe('Names the reading time for screen readers, e.g. "Reading time"'),
    postNavLabel: text.describe('Names the previous/next links, e.g. "More posts"'),
    previousPost: text.describe('Over the link to the next older post, e.g. "Previous post"'),
    nextPost: text.describe('Over the link to the next newer post, e.g. "Next post"'),
    relatedHeading: text.describe('Heading over up to three related posts, e.g. "Related posts"'),
    share: z
      .strictObject({
        heading: text.describe('e.g. "Share this post"'),
        whatsapp: text,
        linkedin: text,
        x: text,
        facebook: text,
        email: text,
        copyLink: text.describe("The button that copies the post's address (shown once JavaScript runs)"),
        copied: text.describe('Announced to screen readers and shown when the address was copied'),
        copyFailed: text.describe('Shown when the browser refused to copy'),
        nativeShare: text.describe("The button that opens the phone's own share sheet, where the browser has one"),
      })
      .describe("Share links under each post: plain links with the post's address and title, no third-party script"),
  }),
});
export type BlogCopy = z.infer<typeof blogCopySchema>;

export const careerCopySchema = z.strictObject({
  ...pageIntro,
  pageTitle: text.describe('Title of page 2 and later of the openings, e.g. "Careers – page {page}"'),
  openingsHeading: text,
  openingsLead: text.optional(),
  applyLabel: text,
  locationLabel: text,
  typeLabel: text,
  employmentTypes: z
    .strictObject(Object.fromEntries(EMPLOYMENT_TYPES.map((type) => [type, text])) as Record<EmploymentType, typeof text>)
    .describe("Each kind of employment (an opening's employmentType) as the page shows it"),
  pagination: z.strictObject({ label: text, previous: text, next: text, status: text.describe('e.g. "Page {page} of {count}"') }),
  about: z.strictObject({ heading: text, text, action: z.strictObject({ label: text, href: internalHrefSchema }) }),
});
export type CareerCopy = z.infer<typeof careerCopySchema>;

export const internsCopySchema = z.strictObject({
  ...pageIntro,
  heading: text,
  lead: text.optional(),
  count: z.number().int().min(1).describe('How many interns the page shows, in order'),
});
export type InternsCopy = z.infer<typeof internsCopySchema>;

export const contactCopySchema = z.strictObject({
  ...pageIntro,
  detailsHeading: text,
  detailsLead: text.optional(),
  phoneLabel: text,
  emailLabel: text,
  hoursLabel: text,
  officesHeading: text,
  directionsLabel: text,
  form: z.strictObject({
    heading: text,
    lead: text.optional(),
    name: text,
    email: text,
    phone: text,
    phoneHint: text,
    subject: text,
    message: text,
    submit: text,
    submitting: text,
    success: text.describe('Shown after sending when the server sent no message of its own'),
    error: text.describe('Shown when sending failed; {phone} is replaced with the phone number'),
  }),
  map: z.strictObject({
    heading: text,
    title: text.describe('Accessible name of the embedded map'),
    showLabel: text.describe('The button that opens the map: it loads from OpenStreetMap only then'),
    hideLabel: text.describe('The same button once the map is open: it closes it again'),
    linkLabel: text.describe('The plain link that opens the map, shown with the map'),
  }),
});
export type ContactCopy = z.infer<typeof contactCopySchema>;

export const notFoundCopySchema = z.strictObject({
  title: text,
  summary: text,
  heading: text,
  text,
  links: z.array(z.strictObject({ label: text, href: internalHrefSchema })).min(1),
});
export type NotFoundCopy = z.infer<typeof notFoundCopySchema>;

/**
 * content/copy/forms.yaml: what the home, contact and newsletter forms say about a field that needs
 * fixing, checked in the browser and again by the server (src/lib/enquiry-rules.ts names each
 * problem by its code). SPEC.md §5 writes the English ones.
 */
export const formsCopySchema = z.strictObject({
  problems: z.strictObject({
    required: text.describe('A field is empty, e.g. "Please fill in all required fields."'),
    newsletterRequired: text.describe('The newsletter box is empty'),
    phone: text.describe('The phone is not exactly 10 digits'),
    email: text.describe('The e-mail address is not text, an at sign, text, a dot and text'),
    controlCharacters: text.describe('A one-line field holds a line break or a control character'),
    tooLong: text.describe("{field} is the field's name below and {max} the most characters it takes"),
  }),
  fieldNames: z.strictObject({ name: text, email: text, phone: text, subject: text, message: text }).describe('Each field as the messages name it'),
});
export type FormsCopy = z.infer<typeof formsCopySchema>;

/** Words that change with a number: `one` for 1 (or what the language counts as one), `other` for the rest; {count} is the number. */
const countedSchema = z.strictObject({ one: text, other: text });

/** content/copy/form-result.yaml: the page a form sent without JavaScript answers with. */
export const formResultCopySchema = z.strictObject({
  successTitle: text.describe('The heading when the form was taken, e.g. "Thank you"'),
  received: text.describe('Under the heading when an enquiry was taken'),
  mailSent: text.describe("The server's answer to the contact form's mail request, which the contact page shows on success"),
  problemTitle: text.describe('The heading when a field needs fixing; the form follows with what was typed'),
  back: z.strictObject({ home: text, contact: text, newsletter: text }).describe('The link back to the page of each form'),
  help: text.describe('{phone} and {email} become links to the numbers in content/site.yaml'),
  refused: z
    .strictObject({
      tooLarge: text.describe('The form held more than the server takes: say that not all of what was typed could be kept, and what to do'),
      unreadable: text.describe('The browser sent the form in a way the server does not read'),
      tooMany: countedSchema.describe('Too many forms from one address in a short time: {count} is the minutes to wait'),
    })
    .describe("The problem when the server could not take a form (or the Your data page's request) as it was sent; the form follows with what could be kept"),
});
export type FormResultCopy = z.infer<typeof formResultCopySchema>;

/** content/copy/legal.yaml: the words around the terms of use and the privacy policy (their text is in content/legal/). */
export const legalCopySchema = z.strictObject({
  updatedLabel: text.describe('e.g. "Last updated {date}"'),
  translationNotice: text.describe('Above the text of a translated page: the English version prevails; {englishVersion} becomes a link to it'),
  englishVersionLink: text.describe('The words of the link to the English version'),
});
export type LegalCopy = z.infer<typeof legalCopySchema>;

/** One line of a form's data notice: what is kept, why, and for how long. */
const noticeItemSchema = z.strictObject({
  what: text.max(80).describe('What is kept, e.g. "Your name, e-mail and phone"'),
  why: text.max(160).describe('Why, in plain words'),
  howLong: text.max(120).describe('For how long'),
});

const formNoticeSchema = z.strictObject({
  summary: text.max(90).describe('The one line beside the submit button that opens the notice'),
  items: z.array(noticeItemSchema).min(1).max(6),
  withdraw: text.max(240).describe('How to withdraw consent or have the data erased; {yourData} becomes a link to the Your data page'),
});

/**
 * The data-rights words: the itemised notice beside each form's submit button (DPDP Rules 2025),
 * and the Your data page where a visitor asks for their data or its erasure.
 */
export const dataRightsCopySchema = z.strictObject({
  policyVersion: text.max(80).describe('Names the privacy policy version under each notice, e.g. "Privacy policy, version {version}"'),
  yourDataLink: text.max(40).describe('The words of the link to the Your data page'),
  notices: z.strictObject({
    enquiry: formNoticeSchema.describe('The home page appointment form and the contact form'),
    newsletter: formNoticeSchema.describe('The footer newsletter box'),
  }),
  yourData: z.strictObject({
    title: text.max(70),
    intro: text.max(400),
    emailLabel: text.max(60),
    submit: text.max(40),
    sent: text.max(300).describe('The answer to every request, whether or not the address is known'),
    invalidEmail: text.max(120),
    linkTitle: text.max(70),
    linkIntro: text.max(300),
    download: text.max(40),
    erase: text.max(40),
    eraseWarning: text.max(300),
    erased: text.max(300),
    linkExpired: text.max(300).describe('A link that is wrong, used or past its time'),
  }),
  keepInTouch: z
    .strictObject({
      title: text.max(70),
      intro: text.max(300),
      button: text.max(40),
      done: text.max(300),
    })
    .describe('The page the link in a retention notice opens, where a visitor asks us to keep their enquiry'),
  newsletter: z
    .strictObject({
      title: text.max(70),
      confirm: text.max(40).describe('The button on the page the confirmation mail links to'),
      confirmed: text.max(300),
      unsubscribe: text.max(40).describe('The button on the page an unsubscribe link opens'),
      unsubscribed: text.max(300).describe('The answer to every unsubscribe, whether or not the address was still on the list'),
      unknownLink: text.max(300).describe('A confirmation link that is wrong or already used'),
    })
    .describe('The pages the links in newsletter e-mails open'),
  privacyPolicyLink: text.max(40).describe('The words of the link to the privacy policy'),
  help: text.max(200).describe('Under the Your data, keep-in-touch and newsletter pages; {privacyPolicy}, {email} and {phone} become links'),
});
export type DataRightsCopy = z.infer<typeof dataRightsCopySchema>;
export type FormNotice = DataRightsCopy['notices']['enquiry'];

/**
 * A visitor's e-mail: its subject, and its paragraphs around the one link it is about (a button in
 * the HTML version, the address on a line of its own in the plain text). Placeholders in braces are
 * filled in when the e-mail is made.
 */
const visitorMailSchema = z.strictObject({
  subject: text.max(150),
  greeting: text.max(80).describe('The first line, e.g. "Hello,"'),
  body: z.array(text).min(1).describe('Paragraphs before the link; the link follows the last one'),
  action: text.max(60).optional().describe("The HTML version's button to the link (the plain text shows the address instead)"),
  after: z.array(text).default([]).describe('Paragraphs after the link'),
});

/** content/copy/mail.yaml: every e-mail the site sends. */
export const mailCopySchema = z.strictObject({
  signature: text.max(80).describe('The last line of every e-mail to a visitor; {siteName} is the site name'),
  footer: text.max(200).describe("The small print under an e-mail's HTML version; {siteUrl} becomes a link to the site"),
  acknowledgement: visitorMailSchema
    .extend({
      yourMessage: text.max(60).describe('Over the copy of the message the visitor sent'),
      reference: text.max(80).describe("{reference} is the enquiry's reference"),
    })
    .describe('To a visitor whose enquiry arrived; {name} is the name they gave'),
  dataLink: visitorMailSchema.describe('The link /your-data sends: {hours} is how long it works'),
  newsletterConfirmation: visitorMailSchema.describe('To a new newsletter address (double opt-in); {unsubscribe} becomes the unsubscribe link'),
  retentionNotice: visitorMailSchema
    .extend({
      years: countedSchema.describe('How long enquiries are kept, in years'),
      days: countedSchema.describe('… or in days, when that is under a year'),
      enquiries: countedSchema.describe('The enquiries that will be erased'),
    })
    .describe('48 hours before enquiries are erased: {period}, {enquiries} and {when} (the time, in UTC) are filled in'),
  notification: z
    .strictObject({
      subject: companyText.describe('{name} is the name the visitor gave'),
      subjectWithTopic: companyText.describe('The subject when the visitor gave one: {name}, {subject}'),
      lines: z
        .strictObject({
          name: companyText,
          email: companyText,
          phone: companyText,
          subject: companyText,
          received: companyText,
          source: companyText,
          language: companyText.describe('{value} is the language of the page the lead was sent from (languages below)'),
          consent: companyText.describe('{version} of the privacy policy, accepted {at}'),
          reference: companyText,
          cameFrom: companyText,
          cameFromCampaign: companyText.describe('{value} is where the lead came from, {campaign} its campaign'),
          landingPage: companyText,
          referrer: companyText,
          gclid: companyText,
          formPage: companyText,
        })
        .describe('One line each; {value} is filled in'),
      campaign: z
        .strictObject({ medium: companyText, campaign: companyText, term: companyText, content: companyText })
        .describe('The parts of a campaign; {value} is filled in'),
      languages: z.strictObject({ en: companyText, hi: companyText }).describe("Each of the site's languages by its name in English"),
      unknown: companyText.describe('A page that is not known'),
      none: companyText.describe('No referrer'),
    })
    .describe("The company's notification of each enquiry: plain text, every field, in English"),
});
export type MailCopy = z.infer<typeof mailCopySchema>;
export type VisitorMailCopy = z.infer<typeof visitorMailSchema>;

/**
 * content/copy/errors.yaml: the words of the server's error answers ({ error: { code, message,
 * fields? } }); the codes are for programs and stay as they are, the words are for people.
 */
export const errorCopySchema = z.strictObject({
  badRequest: text,
  invalid: text.describe('Any other refusal the server has no more precise words for'),
  notFound: text,
  methodNotAllowed: text,
  payloadTooLarge: text,
  unsupportedMediaType: text.describe('{type} is the content type to send'),
  rateLimited: text.describe('{after} is how long to wait, e.g. "1 minute"'),
  rateLimitedSoon: text.describe('Too many requests, when the wait is not known'),
  internalError: text.describe('Something failed on the server; offer another way, e.g. the phone number'),
  requestTimeout: text,
  headersTooLarge: text,
  unreadable: text,
  invalidBody: text.describe('The body is not an object of form fields'),
  tooDeeplyNested: text.describe('The JSON body nests objects or arrays deeper than any form sends'),
  unknownFields: countedSchema.describe('{fields} lists them'),
  wrongType: text.describe('{field} is the field sent as something other than text'),
  invalidText: text.describe('{field} holds a character no form can type'),
  removeNul: text,
  removeBrokenCharacter: text,
});
export type ErrorCopy = z.infer<typeof errorCopySchema>;

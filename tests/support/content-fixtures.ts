/*
 * Content for component tests, built through the real schemas: a test states the copy it relies
 * on, so editing content/ cannot break it, and a fixture the schema would refuse fails at once.
 */
import { faqGroupSchema, type FaqGroup } from '../../src/schemas/faq';
import { appointmentFormSchema, type AppointmentForm } from '../../src/schemas/marketing-sections';
import { mailCopySchema, type MailCopy } from '../../src/schemas/page-copy';
import { postSchema, type Post } from '../../src/schemas/post';
import { slugify } from '../../src/lib/slug';

export function buildAppointmentForm(overrides: Partial<AppointmentForm> = {}): AppointmentForm {
  return appointmentFormSchema.parse({
    heading: 'Book a call',
    subject: 'Appointment request',
    fields: {
      name: { label: 'Name', placeholder: 'Full name' },
      email: { label: 'E-mail', placeholder: 'you@example.com' },
      phone: { label: 'Phone', placeholder: '10 digits' },
      message: { label: 'Message', placeholder: 'What you need' },
    },
    submit: 'Send',
    submitting: 'Sending',
    success: 'Form submitted successfully!',
    failure: 'Not sent. Call us on {phone}.',
    ...overrides,
  });
}

export function buildFaqGroup(overrides: Partial<FaqGroup> = {}): FaqGroup {
  return faqGroupSchema.parse({
    slug: 'questions',
    items: [
      { question: 'Do you teach on weekends?', answer: 'Yes, on Saturdays and Sundays.' },
      { question: 'Is there a certificate?', answer: 'Every course ends with one.' },
    ],
    ...overrides,
  });
}

/** A post as the content build writes it, named by its slug; what is not given is what its front matter left out. */
export function buildPost(slug: string, overrides: Partial<Post> = {}): Post {
  return postSchema.parse({
    id: slug,
    slug,
    title: slug,
    date: null,
    author: null,
    category: null,
    tags: [],
    image: null,
    alt: null,
    summary: '',
    html: '',
    wordCount: 0,
    readingMinutes: 1,
    related: [],
    previous: null,
    next: null,
    ...overrides,
    // Term pages have the slugs of the English names, as the content build writes them.
    categorySlug: overrides.categorySlug ?? (overrides.category ? slugify(overrides.category) : null),
    tagSlugs: overrides.tagSlugs ?? (overrides.tags ?? []).map(slugify),
  });
}

/** The words of every e-mail, with a placeholder of each kind the e-mails fill in. */
export function buildMailCopy(): MailCopy {
  return mailCopySchema.parse({
    signature: 'The {siteName} team',
    footer: 'Sent by {siteName}, {siteUrl}.',
    acknowledgement: {
      subject: 'Got it – {siteName}',
      greeting: 'Dear {name},',
      body: ['Thanks for writing to {siteName}.', 'We answer within a day.'],
      yourMessage: 'You wrote:',
      reference: 'Ref. {reference}',
    },
    dataLink: {
      subject: 'Your data at {siteName}',
      greeting: 'Hi,',
      body: ['Someone asked for your data.', 'This link works for {hours} hours:'],
      action: 'See my data',
      after: ['Not you? Ignore this.'],
    },
    newsletterConfirmation: {
      subject: 'Confirm the {siteName} newsletter',
      greeting: 'Hi,',
      body: ['Please confirm:'],
      action: 'Yes, subscribe me',
      after: ['Leave any time: {unsubscribe}'],
    },
    retentionNotice: {
      subject: 'Your enquiry goes in 48 hours',
      greeting: 'Hi,',
      body: ['We keep enquiries for {period}. {enquiries} will go on {when}.', 'Keep it:'],
      action: 'Keep it',
      years: { one: '{count} year', other: '{count} years' },
      days: { one: '{count} day', other: '{count} days' },
      enquiries: { one: 'Your enquiry', other: 'Your {count} enquiries' },
    },
    notification: {
      subject: 'Enquiry: {name}',
      subjectWithTopic: 'Enquiry: {name} about {subject}',
      lines: {
        name: 'Name = {value}',
        email: 'Mail = {value}',
        phone: 'Phone = {value}',
        subject: 'Topic = {value}',
        received: 'At = {value}',
        source: 'Via = {value}',
        language: 'Language = {value}',
        consent: 'Policy {version} accepted {at}',
        reference: 'Ref = {value}',
        cameFrom: 'From = {value}',
        cameFromCampaign: 'From = {value} [{campaign}]',
        landingPage: 'Landing = {value}',
        referrer: 'Referrer = {value}',
        gclid: 'Gclid = {value}',
        formPage: 'Form = {value}',
      },
      campaign: { medium: 'medium {value}', campaign: 'campaign {value}', term: 'term {value}', content: 'content {value}' },
      languages: { en: 'English', hi: 'Hindi' },
      unknown: '(unknown)',
      none: '(none)',
    },
  });
}

/*
 * Content for component tests, built through the real schemas: a test states the copy it relies
 * on, so editing content/ cannot break it, and a fixture the schema would refuse fails at once.
 */
import { faqGroupSchema, type FaqGroup } from '../../src/schemas/faq';
import { appointmentFormSchema, type AppointmentForm } from '../../src/schemas/marketing-sections';
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

import type { z } from 'zod';
import type { SearchEntry } from './search-index';
import { adminCopySchema } from './admin-copy';
import { courseSchema } from './course';
import { faqGroupSchema } from './faq';
import { hostingPlanSchema } from './hosting-plan';
import { internSchema } from './intern';
import { jobSchema } from './job';
import { layoutSchema } from './layout';
import { legalFrontMatterSchema } from './legal';
import { logoGroupSchema } from './logo';
import { mentorSchema } from './mentor';
import { navigationSchema } from './navigation';
import { pageSchema } from './page';
import {
  blogCopySchema,
  careerCopySchema,
  contactCopySchema,
  dataRightsCopySchema,
  formResultCopySchema,
  formsCopySchema,
  internsCopySchema,
  legalCopySchema,
  notFoundCopySchema,
} from './page-copy';
import { postFrontMatterSchema } from './post-front-matter';
import { serviceSchema } from './service';
import { serviceCardsSchema } from './service-card';
import { siteSchema } from './site';
import { testimonialGroupSchema } from './testimonial';
import type { SectionOf, Section } from './section';
import { paths } from '../lib/paths';

/** A page that content creates, listed for the route table (src/generated/content-routes.json). */
export type ContentRoute = { collection: string; slug: string; path: string };

/** A page an item creates, and the field it is made from (none: the file name). */
export type ItemRoute = { path: string; field: (string | number)[] };

type Common = {
  /** Output file: src/generated/<name>.json */
  name: string;
  /** The type the generated JSON is declared as, and the schema module that exports it. */
  type: { name: string; module: string };
  /**
   * Whether the route table lists this collection's pages one by one. Blog posts are not listed:
   * one catch-all route serves them, so the browser never downloads the list of every post.
   */
  listRoutes?: boolean;
};

/** A single YAML file that holds one object. */
export type FileCollection = Common & { kind: 'file'; file: string; schema: z.ZodType };

/** A folder of YAML files, one item each; the file name is the item's slug. */
export type YamlFolderCollection<S extends z.ZodType = z.ZodType> = Common & {
  kind: 'yaml-folder';
  dir: string;
  schema: S;
  /** Slugs that pages of the site render by name, so their files must exist. */
  required?: string[];
  /** Pages on the site that each item creates. */
  routes?: (item: z.infer<S>) => ItemRoute[];
  search?: (item: z.infer<S>) => SearchEntry[];
};

/** A folder of Markdown files with front matter; the file name is the item's slug. */
export type MarkdownFolderCollection<S extends z.ZodType = z.ZodType> = Common & {
  kind: 'markdown-folder';
  dir: string;
  schema: S;
  routes?: (item: z.infer<S> & { slug: string }) => ItemRoute[];
  search?: (item: z.infer<S> & { slug: string }) => SearchEntry[];
};

export type Collection = FileCollection | YamlFolderCollection | MarkdownFolderCollection;

function yamlFolder<S extends z.ZodType>(c: Omit<YamlFolderCollection<S>, 'kind'>): YamlFolderCollection {
  return { kind: 'yaml-folder', ...c } as YamlFolderCollection;
}
function markdownFolder<S extends z.ZodType>(c: Omit<MarkdownFolderCollection<S>, 'kind'>): MarkdownFolderCollection {
  return { kind: 'markdown-folder', ...c } as MarkdownFolderCollection;
}

/** content/copy/<slug>.yaml, written to <slug>-copy.json; its schema and type live in page-copy.ts. */
function copyFile(slug: string, schema: z.ZodType, typeName: string): FileCollection {
  return { kind: 'file', name: `${slug}-copy`, file: `copy/${slug}.yaml`, schema, type: { name: typeName, module: 'page-copy' } };
}

/** Every kind of content under content/. The build validates, cross-checks and writes each one. */
export const collections: Collection[] = [
  { kind: 'file', name: 'site', file: 'site.yaml', schema: siteSchema, type: { name: 'Site', module: 'site' } },
  {
    kind: 'file',
    name: 'navigation',
    file: 'navigation.yaml',
    schema: navigationSchema,
    type: { name: 'Navigation', module: 'navigation' },
  },
  {
    kind: 'file',
    name: 'service-cards',
    file: 'service-cards.yaml',
    schema: serviceCardsSchema,
    type: { name: 'ServiceCards', module: 'service-card' },
  },
  { kind: 'file', name: 'admin', file: 'admin.yaml', schema: adminCopySchema, type: { name: 'AdminCopy', module: 'admin-copy' } },
  { kind: 'file', name: 'layout', file: 'layout.yaml', schema: layoutSchema, type: { name: 'Layout', module: 'layout' } },
  yamlFolder({
    name: 'pages',
    dir: 'pages',
    schema: pageSchema,
    type: { name: 'Page[]', module: 'page' },
    // The course cards of the home strip make the courses findable in the header search.
    search: (page) =>
      page.sections.flatMap((section) =>
        section.type === 'course-strip'
          ? section.cards.map((card): SearchEntry => ({ kind: 'course', title: card.title, href: card.href, text: card.text }))
          : [],
      ),
  }),
  yamlFolder({ name: 'testimonials', dir: 'testimonials', schema: testimonialGroupSchema, type: { name: 'TestimonialGroup[]', module: 'testimonial' } }),
  yamlFolder({ name: 'mentors', dir: 'mentors', schema: mentorSchema, type: { name: 'Mentor[]', module: 'mentor' } }),
  yamlFolder({ name: 'logos', dir: 'logos', schema: logoGroupSchema, type: { name: 'LogoGroup[]', module: 'logo' } }),
  yamlFolder({
    name: 'services',
    dir: 'services',
    schema: serviceSchema,
    type: { name: 'Service[]', module: 'service' },
    // Also shown at /web-hosting-service (src/routes.tsx).
    required: ['web-hosting-service'],
    routes: (service) => [{ path: paths.service(service.slug), field: [] }],
    search: (service) => [{ kind: 'service', title: service.title, href: paths.service(service.slug), text: service.summary }],
  }),
  yamlFolder({
    name: 'courses',
    dir: 'courses',
    schema: courseSchema,
    type: { name: 'Course[]', module: 'course' },
    // The old /courses/<alias> addresses: small pages that lead to the course on the e-learning page.
    routes: (course) => course.aliases.map((alias, i) => ({ path: paths.course(alias), field: ['aliases', i] })),
    search: (course) => [{ kind: 'course', title: course.name, href: paths.courseOnPage(course.slug), text: course.summary }],
  }),
  yamlFolder({
    name: 'hosting-plans',
    dir: 'hosting-plans',
    schema: hostingPlanSchema,
    type: { name: 'HostingPlan[]', module: 'hosting-plan' },
  }),
  yamlFolder({ name: 'faqs', dir: 'faqs', schema: faqGroupSchema, type: { name: 'FaqGroup[]', module: 'faq' } }),
  markdownFolder({
    name: 'legal',
    dir: 'legal',
    schema: legalFrontMatterSchema,
    type: { name: 'LegalPage[]', module: 'legal' },
    routes: (page) => [{ path: paths.legal(page.slug), field: [] }],
  }),
  markdownFolder({
    name: 'posts',
    dir: 'blog',
    schema: postFrontMatterSchema,
    type: { name: 'Post[]', module: 'post' },
    listRoutes: false,
    // The file name is the slug of the title, so the title makes the address.
    routes: (post) => [{ path: paths.post(post.slug), field: ['title'] }],
    search: (post) => [{ kind: 'post', title: post.title, href: paths.post(post.slug), text: post.summary }],
  }),
  yamlFolder({ name: 'jobs', dir: 'jobs', schema: jobSchema, type: { name: 'Job[]', module: 'job' } }),
  yamlFolder({ name: 'interns', dir: 'interns', schema: internSchema, type: { name: 'Intern[]', module: 'intern' } }),
  // Microcopy of the blog, careers, interns, contact, legal and not-found pages, and the forms' messages (content/copy/).
  copyFile('blog', blogCopySchema, 'BlogCopy'),
  copyFile('career', careerCopySchema, 'CareerCopy'),
  copyFile('interns', internsCopySchema, 'InternsCopy'),
  copyFile('contact', contactCopySchema, 'ContactCopy'),
  copyFile('legal', legalCopySchema, 'LegalCopy'),
  copyFile('data-rights', dataRightsCopySchema, 'DataRightsCopy'),
  copyFile('form-result', formResultCopySchema, 'FormResultCopy'),
  copyFile('forms', formsCopySchema, 'FormsCopy'),
  copyFile('not-found', notFoundCopySchema, 'NotFoundCopy'),
];

/** A section field that names items of another collection by their slugs (file names). */
export type SectionReference = {
  [T in Section['type']]: { type: T; field: keyof SectionOf<T> & string; collection: string; label: string };
}[Section['type']];

/** Every section field that refers to other content: the build checks that each named file exists. */
export const sectionReferences: SectionReference[] = [
  { type: 'faq', field: 'group', collection: 'faqs', label: 'FAQ group' },
  { type: 'logo-strip', field: 'group', collection: 'logos', label: 'logo set' },
  { type: 'testimonials', field: 'group', collection: 'testimonials', label: 'testimonial group' },
  { type: 'mentors', field: 'mentors', collection: 'mentors', label: 'mentor' },
];

import type { z } from 'zod';
import type { SearchEntry } from './search-index';
import { adminCopySchema } from './admin-copy';
import { courseSchema } from './course';
import { faqGroupSchema } from './faq';
import { glossarySchema } from './glossary';
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
  errorCopySchema,
  formResultCopySchema,
  formsCopySchema,
  internsCopySchema,
  legalCopySchema,
  mailCopySchema,
  notFoundCopySchema,
} from './page-copy';
import { postFrontMatterSchema } from './post-front-matter';
import { serviceSchema } from './service';
import { pricesSchema } from './prices';
import { siteSchema } from './site';
import { testimonialGroupSchema } from './testimonial';
import type { SectionOf, Section } from './section';
import type { Localized } from './localized';
import { paths, type FixedPageKey } from '../lib/paths';

/** A page that content creates, listed for the route table (src/generated/content-routes.json). */
export type ContentRoute = { collection: string; slug: string; path: string };

/** A page an item creates, and the field it is made from (none: the file name). */
export type ItemRoute = { path: string; field: (string | number)[] };

type Common<N extends string, S extends z.ZodType> = {
  /** Output file: src/generated/<name>.json */
  name: N;
  /** The shape of a file: the build validates each file with it, and editors' hints are made from it. */
  schema: S;
  /**
   * Whether the route table lists this collection's pages one by one. Blog posts are not listed:
   * one catch-all route serves them, so the browser never downloads the list of every post.
   */
  listRoutes?: boolean;
  /**
   * How another language has this collection (content/<locale>/, at the English file's path):
   * 'pages', an item without a translation is not published in that language; 'words' (the
   * default), it shows its English words until they are translated; 'english', English only.
   */
  translated?: 'pages' | 'words' | 'english';
  /**
   * The fixed pages (lib/paths.ts) made of this collection's words, each with the slug of the file
   * it reads ('' for a single file, '*' for any item): the page exists in a language once that file
   * has a translation there.
   */
  fixedPages?: readonly (readonly [FixedPageKey, string])[];
};

/*
 * `routes` and `search` are written as methods: a collection of services is then also a
 * collection of anything (`Collection`), so the build can go through every collection in one
 * loop, and still hands each method the items of its own schema.
 */

/** A single YAML file that holds one object. */
type FileSpec<N extends string, S extends z.ZodType> = Common<N, S> & { file: string };
export type FileCollection<N extends string = string, S extends z.ZodType = z.ZodType> = FileSpec<N, S> & { kind: 'file' };

/** A folder of YAML files, one item each; the file name is the item's slug. */
type YamlFolderSpec<N extends string, S extends z.ZodType> = Common<N, S> & {
  dir: string;
  /** Slugs that pages of the site render by name, so their files must exist. */
  required?: string[];
  /** Pages on the site that each item creates. */
  routes?(item: z.output<S>): ItemRoute[];
  search?(item: z.output<S>): SearchEntry[];
};
export type YamlFolderCollection<N extends string = string, S extends z.ZodType = z.ZodType> = YamlFolderSpec<N, S> & { kind: 'yaml-folder' };

/** A folder of Markdown files with front matter; the file name is the item's slug. */
type MarkdownFolderSpec<N extends string, S extends z.ZodType> = Common<N, S> & {
  dir: string;
  routes?(item: z.output<S> & { slug: string }): ItemRoute[];
  search?(item: z.output<S> & { slug: string }): SearchEntry[];
};
export type MarkdownFolderCollection<N extends string = string, S extends z.ZodType = z.ZodType> = MarkdownFolderSpec<N, S> & { kind: 'markdown-folder' };

/** Any collection, whatever the shape of its items. */
export type Collection = FileCollection | YamlFolderCollection | MarkdownFolderCollection;

/** A collection whose files have the shape `S`. */
export type CollectionOf<S extends z.ZodType> = FileCollection<string, S> | YamlFolderCollection<string, S> | MarkdownFolderCollection<string, S>;

function file<const N extends string, S extends z.ZodType>(c: FileSpec<N, S>): FileCollection<N, S> {
  return { kind: 'file', ...c };
}
function yamlFolder<const N extends string, S extends z.ZodType>(c: YamlFolderSpec<N, S>): YamlFolderCollection<N, S> {
  return { kind: 'yaml-folder', ...c };
}
function markdownFolder<const N extends string, S extends z.ZodType>(c: MarkdownFolderSpec<N, S>): MarkdownFolderCollection<N, S> {
  return { kind: 'markdown-folder', ...c };
}

/** content/copy/<slug>.yaml, written to <slug>-copy.json; its schema lives in page-copy.ts. */
function copyFile<const N extends string, S extends z.ZodType>(slug: N, schema: S, fixedPage?: FixedPageKey): FileCollection<`${N}-copy`, S> {
  const name: `${N}-copy` = `${slug}-copy`;
  return file({ name, file: `copy/${slug}.yaml`, schema, ...(fixedPage ? { fixedPages: [[fixedPage, '']] } : {}) });
}

/*
 * The collections the content build reads field by field (figures, the cards of the home page
 * and /services, the blog's rules), besides validating and writing them like every other one.
 */
export const siteCollection = file({ name: 'site', file: 'site.yaml', schema: siteSchema });
export const pricesCollection = file({ name: 'prices', file: 'prices.yaml', schema: pricesSchema, translated: 'english' });
export const hostingPlansCollection = yamlFolder({ name: 'hosting-plans', dir: 'hosting-plans', schema: hostingPlanSchema });
/** The pages that are only a list of sections, each by the slug of its file. */
export const pagesCollection = yamlFolder({
  name: 'pages',
  dir: 'pages',
  schema: pageSchema,
  translated: 'pages',
  fixedPages: [
    ['home', 'home'],
    ['about', 'about'],
    ['services', 'services'],
    ['eLearning', 'e-learning'],
  ],
});
export const servicesCollection = yamlFolder({
  name: 'services',
  dir: 'services',
  schema: serviceSchema,
  translated: 'pages',
  // Also shown at /web-hosting-service (src/routes.tsx).
  required: ['web-hosting-service'],
  fixedPages: [['hosting', 'web-hosting-service']],
  routes: (service) => [{ path: paths.service(service.slug), field: [] }],
  search: (service) => [{ kind: 'service', title: service.title, href: paths.service(service.slug), text: service.summary }],
});
export const coursesCollection = yamlFolder({
  name: 'courses',
  dir: 'courses',
  schema: courseSchema,
  // The old /courses/<alias> addresses: small pages that lead to the course on the e-learning page.
  routes: (course) => course.aliases.map((alias, i) => ({ path: paths.course(alias), field: ['aliases', i] })),
  search: (course) => [{ kind: 'course', title: course.name, href: paths.courseOnPage(course.slug), text: course.summary }],
});
/** Posts are found in the search by their summary, which the build may take from the body: their entries are made with the posts. */
export const postsCollection = markdownFolder({
  name: 'posts',
  dir: 'blog',
  schema: postFrontMatterSchema,
  listRoutes: false,
  translated: 'pages',
  fixedPages: [['blog', '*']],
  // The file name is the slug of the title, so the title makes the address.
  routes: (post) => [{ path: paths.post(post.slug), field: ['title'] }],
});
export const blogCopyCollection = copyFile('blog', blogCopySchema);

/** Every kind of content under content/. The build validates, cross-checks and writes each one. */
export const collections = [
  siteCollection,
  pricesCollection,
  file({ name: 'navigation', file: 'navigation.yaml', schema: navigationSchema }),
  file({ name: 'admin', file: 'admin.yaml', schema: adminCopySchema, translated: 'english' }),
  file({ name: 'layout', file: 'layout.yaml', schema: layoutSchema }),
  pagesCollection,
  yamlFolder({ name: 'testimonials', dir: 'testimonials', schema: testimonialGroupSchema }),
  yamlFolder({ name: 'mentors', dir: 'mentors', schema: mentorSchema }),
  yamlFolder({ name: 'logos', dir: 'logos', schema: logoGroupSchema }),
  servicesCollection,
  coursesCollection,
  hostingPlansCollection,
  yamlFolder({ name: 'faqs', dir: 'faqs', schema: faqGroupSchema }),
  markdownFolder({
    name: 'legal',
    dir: 'legal',
    schema: legalFrontMatterSchema,
    translated: 'pages',
    routes: (page) => [{ path: paths.legal(page.slug), field: [] }],
  }),
  postsCollection,
  yamlFolder({ name: 'jobs', dir: 'jobs', schema: jobSchema }),
  yamlFolder({ name: 'interns', dir: 'interns', schema: internSchema }),
  // Microcopy of the blog, careers, interns, contact, legal and not-found pages, and the forms' messages (content/copy/).
  blogCopyCollection,
  copyFile('career', careerCopySchema, 'career'),
  copyFile('interns', internsCopySchema, 'interns'),
  copyFile('contact', contactCopySchema, 'contact'),
  copyFile('legal', legalCopySchema),
  // The server's /your-data page, which speaks each language its words are in.
  copyFile('data-rights', dataRightsCopySchema, 'yourData'),
  copyFile('form-result', formResultCopySchema),
  copyFile('forms', formsCopySchema),
  copyFile('not-found', notFoundCopySchema),
  // The words of every e-mail the site sends, and of the server's error answers.
  copyFile('mail', mailCopySchema),
  copyFile('errors', errorCopySchema),
  // The words each language writes one way (the build's warnings, not the site's).
  file({ name: 'glossary', file: 'glossary.yaml', schema: glossarySchema, translated: 'english' }),
] satisfies Collection[];

type Registered = (typeof collections)[number];
export type CollectionName = Registered['name'];

/**
 * What the build writes to src/generated/<name>.json (and <locale>/<name>.json) for a collection,
 * by its name: a file's object, a folder's items, a Markdown folder's items with their slug and
 * HTML, each object saying which of its texts show English (localized.ts). The generated
 * declarations (<name>.d.json.ts) name this type, so it follows the schema.
 */
export type CollectionData<N extends CollectionName> = Localized<DataOf<Extract<Registered, { name: N }>>>;
type DataOf<C> = C extends { kind: 'file'; schema: infer S extends z.ZodType }
  ? z.output<S>
  : C extends { kind: 'yaml-folder'; schema: infer S extends z.ZodType }
    ? z.output<S>[]
    : C extends { kind: 'markdown-folder'; schema: infer S extends z.ZodType }
      ? (z.output<S> & { slug: string; html: string })[]
      : never;

/** A section field that names items of another collection by their slugs (file names). */
export type SectionReference = {
  [T in Section['type']]: { type: T; field: keyof SectionOf<T> & string; collection: CollectionName; label: string };
}[Section['type']];

/** Every section field that refers to other content: the build checks that each named file exists. */
export const sectionReferences: SectionReference[] = [
  { type: 'faq', field: 'group', collection: 'faqs', label: 'FAQ group' },
  { type: 'logo-strip', field: 'group', collection: 'logos', label: 'logo set' },
  { type: 'testimonials', field: 'group', collection: 'testimonials', label: 'testimonial group' },
  { type: 'mentors', field: 'mentors', collection: 'mentors', label: 'mentor' },
];

import type { z } from 'zod';
import { courseSchema } from './course';
import { faqGroupSchema } from './faq';
import { hostingPlanSchema } from './hosting-plan';
import { legalFrontMatterSchema } from './legal';
import { navigationSchema } from './navigation';
import { pageSchema } from './page';
import { postFrontMatterSchema } from './post';
import { serviceSchema } from './service';
import { serviceCardsSchema } from './service-card';
import { siteSchema } from './site';
import { paths } from '../lib/paths';

/** One entry of the build-time search index behind the header search. */
export type SearchEntry = { kind: 'service' | 'course' | 'post' | 'page'; title: string; href: string; text: string };

/** A page that content creates, listed for the route table (src/generated/content-routes.json). */
export type ContentRoute = { collection: string; slug: string; path: string };

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
  /** Paths on the site that each item creates. */
  routes?: (item: z.infer<S>) => string[];
  search?: (item: z.infer<S>) => SearchEntry[];
};

/** A folder of Markdown files with front matter; the file name is the item's slug. */
export type MarkdownFolderCollection<S extends z.ZodType = z.ZodType> = Common & {
  kind: 'markdown-folder';
  dir: string;
  schema: S;
  routes?: (item: z.infer<S> & { slug: string }) => string[];
  search?: (item: z.infer<S> & { slug: string }) => SearchEntry[];
};

export type Collection = FileCollection | YamlFolderCollection | MarkdownFolderCollection;

function yamlFolder<S extends z.ZodType>(c: Omit<YamlFolderCollection<S>, 'kind'>): YamlFolderCollection {
  return { kind: 'yaml-folder', ...c } as YamlFolderCollection;
}
function markdownFolder<S extends z.ZodType>(c: Omit<MarkdownFolderCollection<S>, 'kind'>): MarkdownFolderCollection {
  return { kind: 'markdown-folder', ...c } as MarkdownFolderCollection;
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
  yamlFolder({ name: 'pages', dir: 'pages', schema: pageSchema, type: { name: 'Page[]', module: 'page' } }),
  yamlFolder({
    name: 'services',
    dir: 'services',
    schema: serviceSchema,
    type: { name: 'Service[]', module: 'service' },
    // Also shown at /web-hosting-service (src/routes.tsx).
    required: ['web-hosting-service'],
    routes: (service) => [paths.service(service.slug)],
    search: (service) => [{ kind: 'service', title: service.title, href: paths.service(service.slug), text: service.summary }],
  }),
  yamlFolder({
    name: 'courses',
    dir: 'courses',
    schema: courseSchema,
    type: { name: 'Course[]', module: 'course' },
    // The old /courses/<alias> addresses: small pages that lead to the course on the e-learning page.
    routes: (course) => course.aliases.map((alias) => paths.course(alias)),
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
    routes: (page) => [paths.legal(page.slug)],
  }),
  markdownFolder({
    name: 'posts',
    dir: 'blog',
    schema: postFrontMatterSchema,
    type: { name: 'ContentPost[]', module: 'post' },
    listRoutes: false,
    routes: (post) => [paths.post(post.slug)],
    search: (post) => [{ kind: 'post', title: post.title, href: paths.post(post.slug), text: post.summary }],
  }),
];

/*
 * Which structured data each prerendered page carries, decided in one place from the route and
 * the content behind it, so page components never have to remember it. Used only by
 * src/entry-server.tsx (build time); the browser bundle never imports it.
 *
 * Every page: Organization, both offices as LocalBusiness, WebSite, and a BreadcrumbList (except
 * the home page; a tag or category page's is Home › Blog › the page). Service pages: Service. Blog posts: BlogPosting. /services/e-learning: the
 * courses. /career: a JobPosting per opening. Any page whose content shows an FAQ section: FAQPage
 * with exactly the questions shown.
 */
import contentRoutes from './generated/content-routes.json';
import { getFaqGroup } from './content/faqs';
import { findPage } from './content/pages';
import { listPosts } from './content/posts';
import { getService } from './content/services';
import { getNavigation, getSite } from './content/site';
import { paths, staticPages, type StaticPageKey } from './lib/paths';
import type { ArticleMeta, HeadTags } from './lib/seo';
import {
  blogPosting,
  breadcrumbList,
  breadcrumbTrail,
  courseList,
  faqPage,
  jobPosting,
  localBusinesses,
  organization,
  service,
  website,
  type FaqItem,
  type JsonLd,
} from './lib/structured-data';
import type { Post } from './schemas/post';
import { listCourses } from './content/courses';
import { listJobs } from './content/jobs';

export type PageFacts = {
  /** The path that was rendered. */
  path: string;
  /** The id of the deepest matched route (a key of staticPages, 'post', 'not-found'…). */
  routeId: string | undefined;
  status: number;
};

/** Labels of every menu link by path, for breadcrumb names. */
function menuLabels(): Map<string, string> {
  const labels = new Map<string, string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      if (typeof record.href === 'string' && typeof record.label === 'string' && !labels.has(record.href)) labels.set(record.href, record.label);
      Object.values(record).forEach(visit);
    }
  };
  visit(getNavigation());
  return labels;
}

/** FAQ groups named by any faq section anywhere in a content item (sections may nest). */
function faqItemsIn(content: unknown): FaqItem[] {
  const items: FaqItem[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      if (record.type === 'faq' && typeof record.group === 'string') items.push(...getFaqGroup(record.group).items);
      Object.values(record).forEach(visit);
    }
  };
  visit(content);
  return items;
}

/** The service a path shows: /services/<slug>, or the hosting page's second address. */
function serviceSlugOf(path: string, routeId: string | undefined): string | undefined {
  if (routeId === 'hosting') return 'web-hosting-service';
  return contentRoutes.find((route) => route.collection === 'services' && route.path === path)?.slug;
}

/** The content file under content/pages/ behind a fixed page, if it has one (home.yaml, about.yaml, e-learning.yaml…). */
function pageContentOf(routeId: string | undefined): unknown {
  if (!routeId || !(routeId in staticPages)) return undefined;
  const key = routeId as StaticPageKey;
  const kebab = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return findPage(key) ?? findPage(kebab) ?? findPage(staticPages[key].split('/').filter(Boolean).join('-'));
}

function postOf(path: string, routeId: string | undefined): Post | undefined {
  return routeId === 'post' ? listPosts().find((post) => paths.post(post.slug) === path) : undefined;
}

/** Open Graph article facts for blog posts; undefined for every other page. */
export function articleOf(facts: PageFacts): { image: string | null; article: ArticleMeta } | undefined {
  const post = postOf(facts.path, facts.routeId);
  if (!post) return undefined;
  return {
    image: post.image,
    article: { ...(post.date ? { publishedTime: post.date } : {}), ...(post.author ? { author: post.author } : {}), ...(post.category ? { section: post.category } : {}), tags: post.tags },
  };
}

export function pageStructuredData(facts: PageFacts, head: Pick<HeadTags, 'name'>): JsonLd[] {
  const site = getSite();
  const graph: JsonLd[] = [organization(site), ...localBusinesses(site), website(site)];
  if (facts.status !== 200) return graph;

  const { path, routeId } = facts;
  const labels = menuLabels();
  const post = postOf(path, routeId);
  // Steps that are not pages themselves (/blog/page of /blog/page/2) are left out of the trail.
  const known = new Set<string>([...Object.values(staticPages), ...contentRoutes.map((route) => route.path), path]);
  const blogCrumb = { name: labels.get(paths.blog) ?? 'Blog', path: paths.blog };
  const trail = post
    ? [blogCrumb, { name: post.title, path }]
    : routeId === 'blog-tag' || routeId === 'blog-category'
      ? [blogCrumb, { name: head.name, path }]
    : breadcrumbTrail(path, (step) => (step === path ? head.name : labels.get(step))).slice(1).filter((crumb) => known.has(crumb.path));
  if (path !== paths.home) graph.push(breadcrumbList(site, [{ name: labels.get(paths.home) ?? 'Home', path: paths.home }, ...trail]));

  const serviceSlug = serviceSlugOf(path, routeId);
  const content = serviceSlug ? getService(serviceSlug) : pageContentOf(routeId);
  if (serviceSlug) graph.push(service(site, getService(serviceSlug), path));
  if (post) graph.push(blogPosting(site, post, path));
  if (routeId === 'eLearning') {
    const courses = listCourses();
    if (courses.length > 0) graph.push(courseList(site, courses, path));
  }
  if (routeId === 'career') graph.push(...listJobs().map((job) => jobPosting(site, job, path)));

  const faqs = faqItemsIn(content);
  if (faqs.length > 0) graph.push(faqPage(faqs));
  return graph;
}

/*
 * The structured data of the prerendered pages. Every page carries the Organization, both offices
 * as LocalBusiness, the WebSite and (except the home page) a BreadcrumbList; each route of the page
 * table (src/routes.tsx) adds what its own content says, with the builders below: a service page
 * its Service, a post its BlogPosting (a post, tag or category page sits under the blog in its breadcrumb), the careers page its JobPostings, and any page of sections
 * what those sections show (an FAQ section its FAQPage, the course catalogue the courses). Used
 * only at build time; the browser bundle never imports it.
 */
import { listCourses } from './content/courses';
import { getFaqGroup } from './content/faqs';
import { listJobs } from './content/jobs';
import { getService } from './content/services';
import { getNavigation, getSite } from './content/site';
import { localizePath, type Locale } from './lib/locale';
import { careerPageItems, paths } from './lib/paths';
import type { ArticleMeta, HeadTags } from './content/seo';
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
  type Crumb,
  type JsonLd,
} from './content/structured-data';
import type { Post } from './schemas/post';
import type { Section } from './schemas/section';

/** What a page of the route table tells search engines about itself. */
export type PageData = {
  /** Its own structured data, beyond what every page carries. */
  jsonLd?: JsonLd[];
  /** The pages above it in its breadcrumb, when its address does not say (a post sits under the blog). */
  parents?: string[];
  /** A post's Open Graph article facts (its cover is the page head's image). */
  article?: { meta: ArticleMeta };
};

/** What the sections of a page show: the questions of its FAQ sections, the courses of a course catalogue. */
export function sectionsData(sections: Section[], path: string, locale: Locale): JsonLd[] {
  const questions = sections.flatMap((section) => (section.type === 'faq' ? getFaqGroup(section.group, locale).items : []));
  // Each course's duration from its English file's words: search engines read it as a duration in any language.
  const englishDuration = new Map(listCourses('en').map((course) => [course.slug, course.duration]));
  const courses = sections.some((section) => section.type === 'course-catalogue')
    ? listCourses(locale).map((course) => ({ ...course, duration: englishDuration.get(course.slug) ?? course.duration }))
    : [];
  return [...(courses.length > 0 ? [courseList(getSite(locale), courses, path)] : []), ...(questions.length > 0 ? [faqPage(questions)] : [])];
}

/** A service's page, at /services/<slug> or at a second address of its own. */
export function serviceData(slug: string, path: string, locale: Locale): JsonLd[] {
  const item = getService(slug, locale);
  return [service(getSite(locale), item, path), ...sectionsData(item.sections, path, locale)];
}

export function postData(post: Post, path: string, locale: Locale): PageData {
  const meta: ArticleMeta = {
    ...(post.date ? { publishedTime: post.date } : {}),
    ...(post.author ? { author: post.author } : {}),
    ...(post.category ? { section: post.category } : {}),
    tags: post.tags,
  };
  return { jsonLd: [blogPosting(getSite(locale), post, path, locale)], parents: [localizePath(paths.blog, locale)], article: { meta } };
}

/** Page `page` of the openings: the JobPosting of each opening it shows, at its card on that page. */
export function careerData(page: number, locale: Locale): JsonLd[] {
  const path = localizePath(paths.careerPage(page), locale);
  return careerPageItems(listJobs(locale), page).map((job) => jobPosting(getSite(locale), job, path));
}

/** Labels of every menu link by path, for breadcrumb names: the header's first, then the others. */
function menuLabels(locale: Locale): Map<string, string> {
  const { header, mobile, cta, footer } = getNavigation(locale);
  const links = [...header.flatMap((item) => [item, ...(item.children ?? [])]), ...mobile, cta, ...footer.quickLinks, ...footer.services, ...footer.legal];
  const labels = new Map<string, string>();
  for (const link of links) if (!labels.has(link.href)) labels.set(link.href, link.label);
  return labels;
}

export type StructuredPage = { path: string; status: number; locale: Locale; data?: PageData };

/**
 * The whole structured data of a page. Its breadcrumb names each step by the menu's label for it;
 * steps that are not pages of their own (the /blog/page of /blog/page/2) are left out.
 */
export function pageStructuredData(page: StructuredPage, head: Pick<HeadTags, 'name'>, isPage: (path: string) => boolean): JsonLd[] {
  const site = getSite(page.locale);
  const graph: JsonLd[] = [organization(site), ...localBusinesses(site), website(site, page.locale)];
  if (page.status !== 200) return graph;
  const homePath = localizePath(paths.home, page.locale);
  if (page.path !== homePath) {
    const labels = menuLabels(page.locale);
    const nameOf = (path: string) => (path === page.path ? head.name : labels.get(path));
    const home: Crumb = { name: labels.get(homePath) ?? site.name, path: homePath };
    const above = page.data?.parents
      ? page.data.parents.map((path) => breadcrumbTrail(path, nameOf).at(-1)!)
      : breadcrumbTrail(page.path, nameOf)
          .slice(0, -1)
          .filter((crumb) => isPage(crumb.path));
    graph.push(breadcrumbList(site, [home, ...above, { name: head.name, path: page.path }]));
  }
  return [...graph, ...(page.data?.jsonLd ?? [])];
}

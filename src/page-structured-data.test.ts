import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { getService } from './content/services';
import { localizePath } from './lib/locale';
import { paths } from './lib/paths';
import { pageStructuredData } from './page-structured-data';
import { listPages } from './routes';

const pages = listPages();
const isPage = (path: string) => pages.some((page) => page.path === path);

/** A page of the route table with its structured data, under the name its head gives it. */
function structuredDataOf(path: string, name = 'This page') {
  const route = pages.find((page) => page.path === path);
  if (!route) throw new Error(`no page at ${path}`);
  return pageStructuredData({ path, status: route.status, locale: route.locale, data: route.data?.() }, { name }, isPage);
}

const typesOf = (items: { '@type': string }[]) => items.map((item) => item['@type']);
const crumbsOf = (items: { '@type': string; itemListElement?: unknown }[]) =>
  (items.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement as { name: string; item: string }[]).map((crumb) => ({
    name: crumb.name,
    path: new URL(crumb.item).pathname,
  }));

const SITE_WIDE = ['Organization', 'LocalBusiness', 'LocalBusiness', 'WebSite'];

describe('structured data per page', () => {
  it('describes a service page: the site, its breadcrumb, the Service and exactly the questions its FAQ section shows', () => {
    const service = getService('content-marketing-services', 'en');
    const faq = service.sections.find((section) => section.type === 'faq');
    expect(faq, 'the fixture service shows an FAQ section').toBeDefined();
    const items = structuredDataOf(paths.service(service.slug), service.title);
    expect(typesOf(items)).toEqual([...SITE_WIDE, 'BreadcrumbList', 'Service', 'FAQPage']);
    const faqPage = items.find((item) => item['@type'] === 'FAQPage');
    const questions = [faqPage && 'mainEntity' in faqPage ? faqPage.mainEntity : []].flat();
    expect(questions.map((question) => (typeof question === 'object' && 'name' in question ? question.name : undefined))).toEqual(
      // content/services/content-marketing-services.yaml shows the digital-marketing group, read here as the file it is.
      (parse(readFileSync('content/faqs/digital-marketing.yaml', 'utf8')) as { items: { question: string }[] }).items.map((item) => item.question),
    );
    expect(crumbsOf(items).map((crumb) => crumb.path)).toEqual(['/', paths.services, paths.service(service.slug)]);
  });

  it('gives the hosting service the same Service at its second address', () => {
    expect(typesOf(structuredDataOf(paths.hosting))).toContain('Service');
  });

  it('lists the courses on the page that shows the course catalogue', () => {
    expect(typesOf(structuredDataOf(paths.eLearning))).toContain('ItemList');
    expect(typesOf(structuredDataOf(paths.about))).not.toContain('ItemList');
  });

  it('describes a post as a BlogPosting under the blog in the breadcrumb', () => {
    const post = pages.find((page) => page.id === 'post' && page.locale === 'en')!;
    const items = structuredDataOf(post.path, 'A post');
    expect(typesOf(items)).toEqual([...SITE_WIDE, 'BreadcrumbList', 'BlogPosting']);
    expect(crumbsOf(items)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Blog', path: paths.blog },
      { name: 'A post', path: post.path },
    ]);
  });

  it('puts a tag or category page under the blog in the breadcrumb', () => {
    const termPages = pages.filter((page) => (page.id === 'blog-tag' || page.id === 'blog-category') && page.locale === 'en');
    expect(termPages.length).toBeGreaterThan(0);
    for (const { path } of termPages) {
      expect(crumbsOf(structuredDataOf(path, 'Posts tagged “SEO”'))).toEqual([
        { name: 'Home', path: '/' },
        { name: 'Blog', path: paths.blog },
        { name: 'Posts tagged “SEO”', path },
      ]);
    }
  });

  it('leaves pagination steps that are not pages out of the breadcrumb, and gives home none', () => {
    expect(crumbsOf(structuredDataOf('/blog/page/2')).map((crumb) => crumb.path)).toEqual(['/', '/blog', '/blog/page/2']);
    expect(typesOf(structuredDataOf(paths.home))).not.toContain('BreadcrumbList');
  });

  it('gives a not-found page only the site-wide objects', () => {
    expect(typesOf(pageStructuredData({ path: '/nope', status: 404, locale: 'en' }, { name: 'Page not found' }, isPage))).toEqual(SITE_WIDE);
  });

  it('describes a Hindi page in Hindi, under the Hindi home page and the Hindi pages above it', () => {
    const route = pages.find((page) => page.id === 'post' && page.locale === 'hi');
    expect(route, 'a post has a Hindi translation').toBeDefined();
    const items = structuredDataOf(route!.path, 'एक लेख');
    expect(items.find((item) => item['@type'] === 'WebSite')).toMatchObject({ inLanguage: 'hi-IN' });
    expect(items.find((item) => item['@type'] === 'BlogPosting')).toMatchObject({ inLanguage: 'hi-IN', url: `https://www.pinkstonetech.in${route!.path}` });
    expect(crumbsOf(items).map((crumb) => crumb.path)).toEqual([localizePath(paths.home, 'hi'), localizePath(paths.blog, 'hi'), route!.path]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { pageStructuredData } from './page-structured-data';
import { listPosts } from './content/posts';
import { paths } from './lib/paths';

// A service whose page shows an FAQ section nested anywhere in its sections, and the group it names.
vi.mock('./content/services', () => ({
  getService: (slug: string) => ({
    slug,
    title: `Service ${slug}`,
    summary: 'What it does.',
    sections: [{ type: 'banner', heading: 'x' }, { type: 'columns', items: [{ type: 'faq', heading: 'FAQ', group: 'seo' }] }],
  }),
}));
vi.mock('./content/faqs', () => ({
  getFaqGroup: (slug: string) => ({ slug, items: [{ question: `Why ${slug}?`, answer: 'Because.' }] }),
}));

const typesOf = (items: { '@type': string }[]) => items.map((item) => item['@type']);

describe('structured data per page', () => {
  it('describes a service page: the organization, both offices, breadcrumb, Service and the FAQs it shows', () => {
    const items = pageStructuredData({ path: '/services/seo', routeId: undefined, status: 200 }, { name: 'SEO' });
    expect(typesOf(items)).toEqual(['Organization', 'LocalBusiness', 'LocalBusiness', 'WebSite', 'BreadcrumbList', 'Service', 'FAQPage']);
    expect(items.find((item) => item['@type'] === 'FAQPage')?.mainEntity).toEqual([
      { '@type': 'Question', name: 'Why seo?', acceptedAnswer: { '@type': 'Answer', text: 'Because.' } },
    ]);
    const crumbs = items.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement as { name: string }[];
    expect(crumbs.map((c) => c.name)).toEqual(['Home', 'Services', 'SEO']);
  });

  it('treats the second hosting address as the hosting service', () => {
    expect(typesOf(pageStructuredData({ path: paths.hosting, routeId: 'hosting', status: 200 }, { name: 'Hosting' }))).toContain('Service');
  });

  it('describes a post as a BlogPosting under the blog in the breadcrumb', () => {
    const post = listPosts()[0]!;
    const items = pageStructuredData({ path: paths.post(post.slug), routeId: 'post', status: 200 }, { name: post.title });
    expect(typesOf(items)).toEqual(['Organization', 'LocalBusiness', 'LocalBusiness', 'WebSite', 'BreadcrumbList', 'BlogPosting']);
    const crumbs = items.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement as { item: string }[];
    expect(crumbs.map((c) => new URL(c.item).pathname)).toEqual(['/', paths.blog, paths.post(post.slug)]);
  });

  it('puts a tag or category page under the blog in the breadcrumb', () => {
    for (const [routeId, path] of [['blog-tag', paths.tag('seo', 2)], ['blog-category', paths.category('business')]] as const) {
      const items = pageStructuredData({ path, routeId, status: 200 }, { name: 'Posts tagged “SEO”' });
      const crumbs = items.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement as { name: string; item: string }[];
      expect(crumbs.map((c) => [c.name, new URL(c.item).pathname])).toEqual([['Home', '/'], ['Blog', '/blog'], ['Posts tagged “SEO”', path]]);
    }
  });

  it('leaves pagination steps that are not pages out of the breadcrumb, and gives home none', () => {
    const items = pageStructuredData({ path: '/blog/page/2', routeId: 'blog-page', status: 200 }, { name: 'Blog, page 2' });
    const crumbs = items.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement as { item: string }[];
    expect(crumbs.map((c) => new URL(c.item).pathname)).toEqual(['/', '/blog', '/blog/page/2']);
    expect(typesOf(pageStructuredData({ path: '/', routeId: 'home', status: 200 }, { name: 'Home' }))).not.toContain('BreadcrumbList');
  });

  it('gives a not-found page only the site-wide objects', () => {
    expect(typesOf(pageStructuredData({ path: '/nope', routeId: 'not-found', status: 404 }, { name: 'Page not found' }))).toEqual([
      'Organization',
      'LocalBusiness',
      'LocalBusiness',
      'WebSite',
    ]);
  });
});

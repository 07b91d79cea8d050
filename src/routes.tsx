/*
 * The one table of the site's pages: every address the prerender writes, with what renders it.
 * The prerender (scripts/prerender.ts) and the dev server (scripts/vite-pages-plugin.ts) both read
 * it through src/entry-server.tsx. Public pages are static HTML with islands; the admin-style
 * pages are also rendered again in the browser by their own app (src/admin-routes.tsx).
 */
import type { ReactNode } from 'react';
import { adminPages, ADMIN_ROOT_ID } from './admin-routes';
import contentRoutes from './generated/content-routes.json';
import { listJobs } from './content/jobs';
import { getPage } from './content/pages';
import { listTerms, type TermKind } from './content/blog-terms';
import { listPosts } from './content/posts';
import { careerData, postData, sectionsData, serviceData, type PageData } from './page-structured-data';
import { blogPageCount, careerPageCount, paths, staticPages, type StaticPageKey } from './lib/paths';
import { BlogPage } from './pages/blog-page';
import { BlogPostPage, PostNotFoundPage } from './pages/blog-post-page';
import { BlogTermPage } from './pages/blog-term-page';
import { CareerPage } from './pages/career-page';
import { ContactPage } from './pages/contact-page';
import { CourseLinkPage } from './pages/course-link-page';
import { InternsPage } from './pages/interns-page';
import { LegalPage } from './pages/legal-page';
import { NotFoundPage } from './pages/not-found-page';
import { SectionsPage } from './pages/sections-page';
import { ServicePage } from './pages/service-page';
import { StaticRouter } from 'react-router-dom';

export type PageRoute = {
  /** What the page is: a key of staticPages, 'post', 'blog-page', 'blog-tag', 'blog-category', 'not-found'… */
  id: string;
  path: string;
  /** Where the prerender writes it, under dist/. */
  file: string;
  status: 200 | 404;
  render: () => ReactNode | Promise<ReactNode>;
  /** What it tells search engines about itself (src/page-structured-data.ts); read at build time only. */
  data?: () => PageData;
  /** Names its own address as canonical, not the one its head names: each page of a list is indexed on its own. */
  isOwnCanonical?: boolean;
  /** Rendered again in the browser by the admin app. */
  isAdminApp?: boolean;
};

/** The not-found pages the server answers with 404: any unknown address, and one where a post would be. */
export const NOT_FOUND_FILE = '/404.html';
export const POST_NOT_FOUND_FILE = '/404-post.html';

const fileOf = (path: string) => (path === '/' ? '/index.html' : `${path}/index.html`);

/** What a page shows, and what it tells search engines about itself. */
type PageView = Pick<PageRoute, 'render' | 'data' | 'isOwnCanonical'>;

const page = (id: string, path: string, view: PageView): PageRoute => ({ id, path, file: fileOf(path), status: 200, ...view });

/** A page that is a list of sections (content/pages/<slug>.yaml). */
const sectionsPage = (slug: string, path: string): PageView => ({
  render: () => <SectionsPage slug={slug} path={path} />,
  data: () => ({ jsonLd: sectionsData(getPage(slug).sections, path) }),
});

/** A service's page, at /services/<slug> or at a second address of its own. */
const servicePage = (slug: string, path: string): PageView => ({
  render: () => <ServicePage slug={slug} />,
  data: () => ({ jsonLd: serviceData(slug, path) }),
});

/** Pages numbered from 2 (page 1 is the list's own address). */
const numberedPages = (count: number) => Array.from({ length: Math.max(0, count - 1) }, (_, i) => i + 2);

/** Every fixed page must have a renderer: the compiler checks the keys against lib/paths. */
const publicPages: Record<Exclude<StaticPageKey, keyof typeof adminPages>, PageView> = {
  home: sectionsPage('home', paths.home),
  about: sectionsPage('about', paths.about),
  services: sectionsPage('services', paths.services),
  eLearning: sectionsPage('e-learning', paths.eLearning),
  hosting: servicePage('web-hosting-service', paths.hosting),
  contact: { render: () => <ContactPage /> },
  blog: { render: () => <BlogPage page={1} /> },
  career: { render: () => <CareerPage page={1} />, data: () => ({ jsonLd: careerData(paths.career) }) },
  interns: { render: () => <InternsPage /> },
};

function contentPage(route: (typeof contentRoutes)[number]): PageRoute {
  switch (route.collection) {
    case 'services':
      return page(`service:${route.slug}`, route.path, servicePage(route.slug, route.path));
    case 'courses':
      return page(`course:${route.slug}`, route.path, { render: () => <CourseLinkPage slug={route.slug} /> });
    case 'legal':
      return page(`legal:${route.slug}`, route.path, { render: () => <LegalPage slug={route.slug} /> });
    default:
      throw new Error(`No page renders content of the ${route.collection} collection (${route.path})`);
  }
}

/** Every page of every tag or category: /blog/tag/{slug}, then /blog/tag/{slug}/page/N. */
function termPages(kind: TermKind): PageRoute[] {
  const pathOf = kind === 'tag' ? paths.tag : paths.category;
  return listTerms(kind).flatMap(({ slug, count }) =>
    [1, ...numberedPages(blogPageCount(count))].map((n) =>
      page(`blog-${kind}`, pathOf(slug, n), { render: () => <BlogTermPage kind={kind} slug={slug} page={n} />, data: () => ({ parents: [paths.blog] }) }),
    ),
  );
}

export function listPages(): PageRoute[] {
  const posts = listPosts();
  return [
    ...Object.entries(publicPages).map(([key, view]) => page(key, staticPages[key as keyof typeof publicPages], view)),
    ...contentRoutes.map(contentPage),
    ...numberedPages(blogPageCount(posts.length)).map((n) =>
      page('blog-page', paths.blogPage(n), { render: () => <BlogPage page={n} />, isOwnCanonical: true }),
    ),
    ...numberedPages(careerPageCount(listJobs().length)).map((n) =>
      page('career-page', paths.careerPage(n), { render: () => <CareerPage page={n} />, isOwnCanonical: true }),
    ),
    ...termPages('category'),
    ...termPages('tag'),
    ...posts.map((post) =>
      page('post', paths.post(post.slug), { render: () => <BlogPostPage post={post} />, data: () => postData(post, paths.post(post.slug)) }),
    ),
    ...Object.entries(adminPages).map(([key, { path, load }]) => ({
      ...page(key, path, {
        render: async () => {
          const Component = await load();
          return (
            <div id={ADMIN_ROOT_ID}>
              <StaticRouter location={path}>
                <Component />
              </StaticRouter>
            </div>
          );
        },
      }),
      isAdminApp: true,
    })),
    { id: 'not-found', path: '/404', file: NOT_FOUND_FILE, status: 404, render: () => <NotFoundPage /> },
    { id: 'post-not-found', path: '/404-post', file: POST_NOT_FOUND_FILE, status: 404, render: () => <PostNotFoundPage /> },
  ];
}

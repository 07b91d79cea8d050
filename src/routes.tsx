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
import { listTerms, type TermKind } from './content/blog-terms';
import { listPosts } from './content/posts';
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
  /** What the page is, for its structured data: a key of staticPages, 'post', 'blog-page', 'blog-tag', 'blog-category', 'not-found'… */
  id: string;
  path: string;
  /** Where the prerender writes it, under dist/. */
  file: string;
  status: 200 | 404;
  render: () => ReactNode | Promise<ReactNode>;
  /** Rendered again in the browser by the admin app. */
  isAdminApp?: boolean;
};

/** The not-found pages the server answers with 404: any unknown address, and one where a post would be. */
export const NOT_FOUND_FILE = '/404.html';
export const POST_NOT_FOUND_FILE = '/404-post.html';

const fileOf = (path: string) => (path === '/' ? '/index.html' : `${path}/index.html`);

const page = (id: string, path: string, render: PageRoute['render']): PageRoute => ({ id, path, file: fileOf(path), status: 200, render });

/** Pages numbered from 2 (page 1 is the list's own address). */
const numberedPages = (count: number) => Array.from({ length: Math.max(0, count - 1) }, (_, i) => i + 2);

/** Every fixed page must have a renderer: the compiler checks the keys against lib/paths. */
const publicPages: Record<Exclude<StaticPageKey, keyof typeof adminPages>, () => ReactNode> = {
  home: () => <SectionsPage slug="home" path={paths.home} />,
  about: () => <SectionsPage slug="about" path={paths.about} />,
  services: () => <SectionsPage slug="services" path={paths.services} />,
  eLearning: () => <SectionsPage slug="e-learning" path={paths.eLearning} />,
  hosting: () => <ServicePage slug="web-hosting-service" />,
  contact: () => <ContactPage />,
  blog: () => <BlogPage page={1} />,
  career: () => <CareerPage page={1} />,
  interns: () => <InternsPage />,
};

function contentPage(route: (typeof contentRoutes)[number]): PageRoute {
  switch (route.collection) {
    case 'services':
      return page(`service:${route.slug}`, route.path, () => <ServicePage slug={route.slug} />);
    case 'courses':
      return page(`course:${route.slug}`, route.path, () => <CourseLinkPage slug={route.slug} />);
    case 'legal':
      return page(`legal:${route.slug}`, route.path, () => <LegalPage slug={route.slug} />);
    default:
      throw new Error(`No page renders content of the ${route.collection} collection (${route.path})`);
  }
}

/** Every page of every tag or category: /blog/tag/{slug}, then /blog/tag/{slug}/page/N. */
function termPages(kind: TermKind): PageRoute[] {
  const pathOf = kind === 'tag' ? paths.tag : paths.category;
  return listTerms(kind).flatMap(({ slug, count }) =>
    [1, ...numberedPages(blogPageCount(count))].map((n) => page(`blog-${kind}`, pathOf(slug, n), () => <BlogTermPage kind={kind} slug={slug} page={n} />)),
  );
}

export function listPages(): PageRoute[] {
  const posts = listPosts();
  return [
    ...Object.entries(publicPages).map(([key, render]) => page(key, staticPages[key as keyof typeof publicPages], render)),
    ...contentRoutes.map(contentPage),
    ...numberedPages(blogPageCount(posts.length)).map((n) => page('blog-page', paths.blogPage(n), () => <BlogPage page={n} />)),
    ...numberedPages(careerPageCount(listJobs().length)).map((n) => page('career-page', paths.careerPage(n), () => <CareerPage page={n} />)),
    ...termPages('category'),
    ...termPages('tag'),
    ...posts.map((post) => page('post', paths.post(post.slug), () => <BlogPostPage post={post} />)),
    ...Object.entries(adminPages).map(([key, { path, load }]) => ({
      ...page(key, path, async () => {
        const Component = await load();
        return (
          <div id={ADMIN_ROOT_ID}>
            <StaticRouter location={path}>
              <Component />
            </StaticRouter>
          </div>
        );
      }),
      isAdminApp: true,
    })),
    { id: 'not-found', path: '/404', file: NOT_FOUND_FILE, status: 404, render: () => <NotFoundPage /> },
    { id: 'post-not-found', path: '/404-post', file: POST_NOT_FOUND_FILE, status: 404, render: () => <PostNotFoundPage /> },
  ];
}

/*
 * The one table of the site's pages: every address the prerender writes, in each language, with
 * what renders it and the same page in the other languages. The prerender (scripts/site/prerender.ts)
 * and the dev server (scripts/dev/vite-pages-plugin.ts) both read it through src/entry-server.tsx.
 * Public pages are static HTML with islands; the admin-style pages, English only, are also
 * rendered again in the browser by their own app (src/admin-routes.tsx).
 */
import type { ReactNode } from 'react';
import { adminPages, ADMIN_ROOT_ID } from './admin-routes';
import { listJobs } from './content/jobs';
import { hasFixedPage, listContentRoutes } from './content/fixed-pages';
import { getPage } from './content/pages';
import { listTerms, type TermKind } from './content/blog-terms';
import { listPosts } from './content/posts';
import { careerData, postData, sectionsData, serviceData, type PageData } from './page-structured-data';
import { DEFAULT_LOCALE, LOCALES, localizePath, splitLocale, type Locale } from './lib/locale';
import { blogPageCount, careerPageCount, NOT_FOUND_FILE, paths, POST_NOT_FOUND_FILE, staticPages, type StaticPageKey } from './lib/paths';
import type { ContentRoute } from './schemas/collections';
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
  /** Its address: the English page's address, under /hi for the Hindi page. */
  path: string;
  /** Where the prerender writes it, under dist/. */
  file: string;
  status: 200 | 404;
  locale: Locale;
  /** The address of the same page in each language it exists in, its own included: search engines' alternates and the language switch. */
  alternates: Partial<Record<Locale, string>>;
  render: () => ReactNode | Promise<ReactNode>;
  /** What it tells search engines about itself (src/page-structured-data.ts); read at build time only. */
  data?: () => PageData;
  /** Names its own address as canonical, not the one its head names: each page of a list is indexed on its own. */
  isOwnCanonical?: boolean;
  /** Rendered again in the browser by the admin app. */
  isAdminApp?: boolean;
};

const fileOf = (path: string) => (path.endsWith('/') ? `${path}index.html` : `${path}/index.html`);

/** What a page shows, and what it tells search engines about itself. */
type PageView = Pick<PageRoute, 'render' | 'data' | 'isOwnCanonical'>;

/** A page of `locale` at the address of its English page (`path`), under the language's prefix. */
const pageIn =
  (locale: Locale) =>
  (id: string, path: string, view: PageView): PageRoute => {
    const localized = localizePath(path, locale);
    return { id, path: localized, file: fileOf(localized), status: 200, locale, alternates: {}, ...view };
  };

/** Pages numbered from 2 (page 1 is the list's own address). */
const numberedPages = (count: number) => Array.from({ length: Math.max(0, count - 1) }, (_, i) => i + 2);

/** The pages of one language. A page whose content has no file in that language is not among them. */
function pagesOf(locale: Locale): PageRoute[] {
  const page = pageIn(locale);
  const at = (path: string) => localizePath(path, locale);

  /** A page that is a list of sections (content/pages/<slug>.yaml). */
  const sectionsPage = (slug: string, path: string): PageView => ({
    render: () => <SectionsPage slug={slug} path={at(path)} />,
    data: () => ({ jsonLd: sectionsData(getPage(slug, locale).sections, at(path), locale) }),
  });

  /** A service's page, at /services/<slug> or at a second address of its own. */
  const servicePage = (slug: string, path: string): PageView => ({
    render: () => <ServicePage slug={slug} />,
    data: () => ({ jsonLd: serviceData(slug, at(path), locale) }),
  });

  /** Every fixed page has a renderer (the compiler checks the keys against lib/paths); a language without its content has no such page. */
  const publicPages: Record<Exclude<StaticPageKey, keyof typeof adminPages>, PageView> = {
    home: sectionsPage('home', paths.home),
    about: sectionsPage('about', paths.about),
    services: sectionsPage('services', paths.services),
    eLearning: sectionsPage('e-learning', paths.eLearning),
    hosting: servicePage('web-hosting-service', paths.hosting),
    contact: { render: () => <ContactPage /> },
    blog: { render: () => <BlogPage page={1} /> },
    career: { render: () => <CareerPage page={1} />, data: () => ({ jsonLd: careerData(1, locale) }) },
    interns: { render: () => <InternsPage /> },
  };

  function contentPage(route: ContentRoute): PageRoute {
    const path = splitLocale(route.path).path;
    switch (route.collection) {
      case 'services':
        return page(`service:${route.slug}`, path, servicePage(route.slug, path));
      case 'courses':
        return page(`course:${route.slug}`, path, { render: () => <CourseLinkPage slug={route.slug} /> });
      case 'legal':
        return page(`legal:${route.slug}`, path, { render: () => <LegalPage slug={route.slug} /> });
      default:
        throw new Error(`No page renders content of the ${route.collection} collection (${route.path})`);
    }
  }

  /** Every page of every tag or category: /blog/tag/{slug}, then /blog/tag/{slug}/page/N. */
  const termPages = (kind: TermKind): PageRoute[] => {
    const pathOf = kind === 'tag' ? paths.tag : paths.category;
    return listTerms(kind, locale).flatMap(({ slug, count }) =>
      [1, ...numberedPages(blogPageCount(count))].map((n) =>
        page(`blog-${kind}`, pathOf(slug, n), {
          render: () => <BlogTermPage kind={kind} slug={slug} page={n} />,
          data: () => ({ parents: [at(paths.blog)] }),
        }),
      ),
    );
  };

  const posts = listPosts(locale);
  const notFound = (id: string, file: string, render: () => ReactNode): PageRoute => ({
    id,
    path: at(file.replace(/\.html$/, '')),
    file: at(file),
    status: 404,
    locale,
    alternates: {},
    render,
  });
  return [
    ...(Object.keys(publicPages) as (keyof typeof publicPages)[]).flatMap((key) =>
      hasFixedPage(key, locale) ? [page(key, staticPages[key], publicPages[key])] : [],
    ),
    ...listContentRoutes(locale).map(contentPage),
    ...numberedPages(blogPageCount(posts.length)).map((n) =>
      page('blog-page', paths.blogPage(n), { render: () => <BlogPage page={n} />, isOwnCanonical: true }),
    ),
    ...numberedPages(careerPageCount(listJobs(locale).length)).map((n) =>
      page('career-page', paths.careerPage(n), {
        render: () => <CareerPage page={n} />,
        data: () => ({ jsonLd: careerData(n, locale) }),
        isOwnCanonical: true,
      }),
    ),
    ...termPages('category'),
    ...termPages('tag'),
    ...posts.map((post) =>
      page('post', paths.post(post.slug), { render: () => <BlogPostPage post={post} />, data: () => postData(post, at(paths.post(post.slug)), locale) }),
    ),
    // The admin-style pages are English only.
    ...(locale === DEFAULT_LOCALE
      ? Object.entries(adminPages).map(([key, { path, load }]) => ({
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
        }))
      : []),
    notFound('not-found', NOT_FOUND_FILE, () => <NotFoundPage />),
    notFound('post-not-found', POST_NOT_FOUND_FILE, () => <PostNotFoundPage />),
  ];
}

let table: PageRoute[] | undefined;

/** Every page in every language; a page and its translation name each other in `alternates`. */
export function listPages(): PageRoute[] {
  if (table) return table;
  const pages = LOCALES.flatMap(pagesOf);
  // A page's translation is the page of the other language at the same English address.
  const byAddress = new Map<string, Partial<Record<Locale, string>>>();
  for (const route of pages.filter((page) => page.status === 200)) {
    const english = splitLocale(route.path).path;
    byAddress.set(english, { ...byAddress.get(english), [route.locale]: route.path });
  }
  table = pages.map((route) => (route.status === 200 ? { ...route, alternates: byAddress.get(splitLocale(route.path).path)! } : route));
  return table;
}

/*
 * The one route table. The browser router and the prerender both read it; the prerender's list
 * of pages (listPrerenderPaths in entry-server.tsx) walks it too. Each page is loaded lazily so
 * every route ships only its own JavaScript.
 */
import { data, type RouteObject } from 'react-router-dom';
import contentRoutes from './generated/content-routes.json';
import { RootLayout } from './layouts/root-layout';
import type { LoaderFunctionArgs } from 'react-router-dom';

/*
 * The post loaders are fetched when they first run: a prerendered page hydrates from the data in
 * its HTML without running them, so the entry bundle carries neither them nor the post
 * normaliser's dependencies (zod).
 */
const postLoaders = () => import('./lib/post-loaders');
const latestPostsLoader = (args: LoaderFunctionArgs) => postLoaders().then((m) => m.latestPostsLoader(args));
const blogListLoader = (args: LoaderFunctionArgs) => postLoaders().then((m) => m.blogListLoader(args));
const blogPostLoader = (args: LoaderFunctionArgs) => postLoaders().then((m) => m.blogPostLoader(args));
import { paths, staticPages, type StaticPageKey } from './lib/paths';

type PageRoute = Omit<RouteObject, 'path' | 'index' | 'children'>;

/** Every fixed page must have a route: the compiler checks the keys against lib/paths. */
const staticPageRoutes: Record<StaticPageKey, PageRoute> = {
  home: { loader: latestPostsLoader, lazy: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })) },
  about: { lazy: () => import('./pages/about-page').then((m) => ({ Component: m.AboutPage })) },
  services: { lazy: () => import('./pages/services-page').then((m) => ({ Component: m.ServicesPage })) },
  eLearning: { lazy: () => import('./pages/e-learning-page').then((m) => ({ Component: m.ELearningPage })) },
  hosting: { lazy: () => import('./pages/service-page').then((m) => ({ element: <m.ServicePage slug="web-hosting-service" /> })) },
  contact: { lazy: () => import('./pages/contact-page').then((m) => ({ Component: m.ContactPage })) },
  blog: { loader: blogListLoader, lazy: () => import('./pages/blog-page').then((m) => ({ Component: m.BlogPage })) },
  career: { lazy: () => import('./pages/career-page').then((m) => ({ Component: m.CareerPage })) },
  interns: { lazy: () => import('./pages/interns-page').then((m) => ({ Component: m.InternsPage })) },
  adminRegister: { lazy: () => import('./pages/admin/register-page').then((m) => ({ Component: m.RegisterPage })) },
  adminShowData: { lazy: () => import('./pages/admin/show-data-page').then((m) => ({ Component: m.ShowDataPage })) },
  adminBlogPost: { lazy: () => import('./pages/admin/blog-post-form-page').then((m) => ({ Component: m.BlogPostFormPage })) },
  adminShowPostData: { lazy: () => import('./pages/admin/show-post-data-page').then((m) => ({ Component: m.ShowPostDataPage })) },
  adminInternPost: { lazy: () => import('./pages/admin/intern-post-page').then((m) => ({ Component: m.InternPostPage })) },
  adminJobPost: { lazy: () => import('./pages/admin/job-post-page').then((m) => ({ Component: m.JobPostPage })) },
  adminInternshipPost: { lazy: () => import('./pages/admin/internship-post-page').then((m) => ({ Component: m.InternshipPostPage })) },
};

/** Pages that content creates (services, legal pages), from the list the content build writes. */
function contentPageRoute(route: (typeof contentRoutes)[number]): RouteObject {
  switch (route.collection) {
    case 'services':
      return {
        path: route.path,
        lazy: () => import('./pages/service-page').then((m) => ({ element: <m.ServicePage slug={route.slug} /> })),
      };
    case 'courses':
      return {
        path: route.path,
        lazy: () => import('./pages/course-link-page').then((m) => ({ element: <m.CourseLinkPage slug={route.slug} /> })),
      };
    case 'legal':
      return {
        path: route.path,
        lazy: () => import('./pages/legal-page').then((m) => ({ element: <m.LegalPage slug={route.slug} /> })),
      };
    default:
      throw new Error(`No page renders content of the ${route.collection} collection (${route.path})`);
  }
}

export const POST_ROUTE_ID = 'post';
export const NOT_FOUND_ROUTE_ID = 'not-found';

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    children: [
      ...Object.entries(staticPageRoutes).map(([key, route]): RouteObject => ({ ...route, id: key, path: staticPages[key as StaticPageKey] })),
      ...contentRoutes.map(contentPageRoute),
      {
        id: 'blog-page',
        path: `${paths.blog}/page/:page`,
        loader: blogListLoader,
        lazy: () => import('./pages/blog-page').then((m) => ({ Component: m.BlogPage })),
      },
      // The catch-all post route comes after every other route, as in the original site.
      {
        id: POST_ROUTE_ID,
        path: '/:slug',
        loader: blogPostLoader,
        lazy: () =>
          import('./pages/blog-post-page').then((m) => ({ Component: m.BlogPostPage, ErrorBoundary: m.BlogPostErrorBoundary })),
      },
      {
        id: NOT_FOUND_ROUTE_ID,
        path: '*',
        // Throwing gives the page its 404 status, at build time and in the server's answer.
        loader: () => {
          throw data('Page not found', { status: 404 });
        },
        lazy: () => import('./pages/not-found-page').then((m) => ({ Component: m.NotFoundPage, ErrorBoundary: m.NotFoundPage })),
      },
    ],
  },
];

/*
 * Every URL of the site is built here. The keys of `staticPages` are the pages that exist
 * whatever the content says; src/routes.tsx must give each one a component, and the content
 * build checks every internal link against these paths plus the ones content creates.
 */
export const staticPages = {
  home: '/',
  about: '/about-us',
  services: '/services',
  eLearning: '/services/e-learning',
  hosting: '/web-hosting-service',
  contact: '/contact-us',
  blog: '/blog',
  career: '/career',
  interns: '/career/interns',
  adminRegister: '/admin/register',
  adminShowData: '/admin/showData',
  adminBlogPost: '/admin/blogPost',
  adminShowPostData: '/admin/showPostData',
  adminInternPost: '/admin/internPost',
  adminJobPost: '/admin/jobPost',
  adminInternshipPost: '/admin/internshipPost',
} as const;

export type StaticPageKey = keyof typeof staticPages;

/** Pages the server renders itself (not prerendered, not in the sitemap) that content may link to. */
export const serverPages = {
  yourData: '/your-data',
} as const;

/** Every page that exists whatever the content says: the prerendered ones and the server's own. */
export type FixedPageKey = StaticPageKey | keyof typeof serverPages;

const fixedPages: Record<FixedPageKey, string> = { ...staticPages, ...serverPages };

/** The address of a fixed page. */
export const fixedPagePath = (page: FixedPageKey): string => fixedPages[page];

/** Every fixed page (Object.keys keeps no key type). */
export const fixedPageKeys = Object.keys(fixedPages) as FixedPageKey[];

/** Pages that are drafts kept in the browser: never indexed, never in the sitemap. */
export const isAdminPath = (path: string): boolean => path === '/admin' || path.startsWith('/admin/');

/** The id of a course's description box on the e-learning page (a fixed id, so links can target it). */
export const courseAnchorId = (slug: string): string => `course-${slug}`;

export const BLOG_PAGE_SIZE = 3;
/** The query parameter of a blog search (/blog?q=…). */
export const BLOG_SEARCH_PARAM = 'q';
export const JOBS_PAGE_SIZE = 2;

export const paths = {
  ...staticPages,
  service: (slug: string) => `/services/${slug}`,
  post: (slug: string) => `/${slug}`,
  legal: (slug: string) => `/${slug}`,
  course: (slug: string) => `/courses/${slug}`,
  /** A course's description box on the e-learning page. */
  courseOnPage: (slug: string) => `${staticPages.eLearning}#${courseAnchorId(slug)}`,
  blogPage: (page: number) => (page <= 1 ? '/blog' : `/blog/page/${page}`),
  /** A tag's list of posts (noindex) and its numbered pages; `slug` is the tag's slug (lib/slug.ts). */
  tag: (slug: string, page = 1) => `/blog/tag/${slug}${page <= 1 ? '' : `/page/${page}`}`,
  /** A category's list of posts and its numbered pages. */
  category: (slug: string, page = 1) => `/blog/category/${slug}${page <= 1 ? '' : `/page/${page}`}`,
  careerPage: (page: number) => (page <= 1 ? '/career' : `/career/page/${page}`),
  /** A blog search (?q=) on a list page; the blog's search island shows the matching posts. */
  blogSearch: (query: string, page = 1) => `${page <= 1 ? '/blog' : `/blog/page/${page}`}${query ? `?${BLOG_SEARCH_PARAM}=${encodeURIComponent(query)}` : ''}`,
  media: (contentPath: string) => `/${contentPath}`,
  /** The server's data-rights pages: ask for a link, then download or erase what is kept. */
  ...serverPages,
  /** What the link mailed by /your-data opens, and the keep-in-touch link of a retention notice. */
  dataRights: { link: '/your-data/link', download: '/your-data/download', erase: '/your-data/erase', keep: '/your-data/keep' },
  /** The pages the links in newsletter mails open. */
  newsletter: { confirm: '/newsletter/confirm', unsubscribe: '/newsletter/unsubscribe' },
  /** The leads dashboard, for the company's operators (server/leads/dashboard.ts). */
  leads: {
    home: '/leads',
    signIn: '/leads/sign-in',
    signOut: '/leads/sign-out',
    chart: '/leads/chart',
    subscribers: '/leads/subscribers',
    outbox: '/leads/outbox',
    csv: '/leads/export.csv',
    exportPerson: '/leads/people/export',
    erasePerson: '/leads/people/erase',
    enquiry: (id: string) => `/leads/enquiries/${encodeURIComponent(id)}`,
    retry: (mailId: string) => `/leads/outbox/${encodeURIComponent(mailId)}/retry`,
  },
  privacyPolicy: '/privacy-policy',
  /** Form posts that work without JavaScript: the server answers with a page. */
  forms: {
    home: '/forms/appointment',
    contact: '/forms/contact',
    newsletter: '/forms/newsletter',
  },
  api: {
    posts: '/apis/get_post.php',
    enquiry: '/apis/enquiry.php',
    mail: '/sendmail.php',
    newsletter: '/apis/newsletter.php',
  },
} as const;

export function blogPageCount(postCount: number): number {
  return Math.max(1, Math.ceil(postCount / BLOG_PAGE_SIZE));
}

/** The posts on page `page` (from 1) of a list of posts: BLOG_PAGE_SIZE of them. */
export function blogPageItems<T>(items: T[], page: number): T[] {
  return items.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE);
}

export function careerPageCount(jobCount: number): number {
  return Math.max(1, Math.ceil(jobCount / JOBS_PAGE_SIZE));
}

/** The openings on page `page` (from 1) of the careers list: JOBS_PAGE_SIZE of them. */
export function careerPageItems<T>(items: T[], page: number): T[] {
  return items.slice((page - 1) * JOBS_PAGE_SIZE, page * JOBS_PAGE_SIZE);
}

/** The not-found pages the server answers with 404: any unknown address, and one where a post would be. */
export const NOT_FOUND_FILE = '/404.html';
export const POST_NOT_FOUND_FILE = '/404-post.html';

/** Splits "/contact-us#form" or "/blog?page=2" into the path the route table knows. */
export function pathOf(href: string): string {
  const path = href.replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

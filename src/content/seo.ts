import type { Site } from '../schemas/site';
import type { Image, Seo } from '../schemas/common';

/** What a page says about itself; content/seo layers it over the site defaults. */
export type PageSeo = Seo & {
  /** The page's own path, for the canonical link. */
  path: string;
  /** The sharing image (a content path, media/...) and its alt text from content. */
  image?: Image;
  /** Admin-style drafts and error pages stay out of search engines. */
  noindex?: boolean;
  /** A noindex page whose links are still followed (the blog's tag pages lead to the posts). */
  follow?: boolean;
  /** schema.org objects, written as JSON-LD (the prerender adds the site-wide ones). */
  jsonLd?: object[];
  /** Open Graph type: posts are articles, everything else a website. */
  type?: 'website' | 'article';
  /** For articles: when, by whom, in which section and with which tags. */
  article?: ArticleMeta;
  /** A stepping-stone page sends the browser on to this address at once (no script needed). */
  redirectTo?: string;
};

export type ArticleMeta = { publishedTime?: string; author?: string; section?: string; tags?: string[] };

/** The browser's UI colour on phones: --color-primary in src/styles/tokens.css. */
export const THEME_COLOR = '#1b2559';

/** Files the prerender writes next to the pages (scripts/site/site-files.ts). */
export const SITE_FILES = {
  manifest: '/manifest.webmanifest',
  feed: '/feed.xml',
  sitemap: '/sitemap.xml',
  iconPng: '/icons/icon-32.png',
  appleTouchIcon: '/icons/apple-touch-icon.png',
  /** Named by the server's Speculation-Rules header on every page. */
  speculationRules: '/speculation-rules.json',
} as const;

export type HeadTags = {
  /** The page's own name, without the site's title template (breadcrumbs use it). */
  name: string;
  title: string;
  description: string;
  keywords: string[];
  canonical: string;
  /** The sharing image's absolute address, and what it shows for those who cannot see it. */
  image: string;
  imageAlt: string;
  noindex: boolean;
  /** With noindex: whether search engines still follow the page's links. */
  follow: boolean;
  jsonLd: object[];
  type: 'website' | 'article';
  article?: ArticleMeta;
  redirectTo?: string;
};

/** Site defaults, then the page, then the content file's own seo block (the last one wins). */
export function resolveHead(site: Site, page: PageSeo, override?: Seo): HeadTags {
  const rawTitle = override?.title ?? page.title;
  const base = site.url.replace(/\/$/, '');
  const image = page.image ?? site.seo.image;
  return {
    name: rawTitle ?? site.name,
    title: rawTitle ? site.seo.titleTemplate.replace('%s', rawTitle) : site.seo.defaultTitle,
    description: override?.description ?? page.description ?? site.seo.description,
    keywords: override?.keywords ?? page.keywords ?? site.seo.keywords,
    canonical: `${base}${page.path === '/' ? '/' : page.path}`,
    image: `${base}/${image.src.replace(/^\//, '')}`,
    imageAlt: image.alt,
    noindex: page.noindex ?? false,
    follow: page.follow ?? false,
    jsonLd: page.jsonLd ?? [],
    type: page.type ?? 'website',
    ...(page.article ? { article: page.article } : {}),
    ...(page.redirectTo ? { redirectTo: page.redirectTo } : {}),
  };
}

/** The robots meta of a noindex page. */
export const robotsOf = (head: Pick<HeadTags, 'follow'>): string => (head.follow ? 'noindex, follow' : 'noindex, nofollow');

/** A post as the blog's RSS feed lists it. */
export type FeedPost = {
  slug: string;
  path: string;
  title: string;
  summary: string;
  date: string | null;
  author: string | null;
  category: string | null;
  /** The category's page, the RSS category's domain. */
  categoryPath: string | null;
  tags: string[];
};

/** The RSS feed of one language's blog (scripts/site/site-files.ts writes it). */
export type Feed = { title: string; language: string; path: string; blogPath: string; posts: FeedPost[] };

/** A page in one language (BCP 47 tag) at its absolute address. */
export type Alternate = { language: string; href: string };

/** What a page's head says besides the page itself: the site, its language and translations, the feed of its language. */
export type HeadContext = {
  siteName: string;
  /** The page's language, BCP 47 (en-IN). */
  language: string;
  /** The page in every language it exists in, itself included; empty for a page in one language only. */
  alternates: Alternate[];
  /** The page for readers of any other language (the English page), when it has translations. */
  xDefault?: string;
  feed: { href: string; title: string };
  /** The company's X (Twitter) account, @name, when it has one. */
  twitterSite?: string;
};

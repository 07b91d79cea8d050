import type { Site } from '../schemas/site';
import type { Seo } from '../schemas/common';

/** What a page says about itself; lib/seo layers it over the site defaults. */
export type PageSeo = Seo & {
  /** The page's own path, for the canonical link. */
  path: string;
  /** A content path (media/...) of the sharing image. */
  image?: string;
  /** Admin-style drafts and error pages stay out of search engines. */
  noindex?: boolean;
  /** schema.org objects, written as JSON-LD. */
  jsonLd?: object[];
};

export type HeadTags = {
  title: string;
  description: string;
  keywords: string[];
  canonical: string;
  image: string;
  noindex: boolean;
  jsonLd: object[];
};

/** Site defaults, then the page, then the content file's own seo block (the last one wins). */
export function resolveHead(site: Site, page: PageSeo, override?: Seo): HeadTags {
  const rawTitle = override?.title ?? page.title;
  const base = site.url.replace(/\/$/, '');
  return {
    title: rawTitle ? site.seo.titleTemplate.replace('%s', rawTitle) : site.seo.defaultTitle,
    description: override?.description ?? page.description ?? site.seo.description,
    keywords: override?.keywords ?? page.keywords ?? site.seo.keywords,
    canonical: `${base}${page.path === '/' ? '/' : page.path}`,
    image: `${base}/${page.image ?? site.seo.image}`,
    noindex: page.noindex ?? false,
    jsonLd: page.jsonLd ?? [],
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a <script> element must not be able to close it. */
export const escapeJsonForScript = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The tags written into the prerendered <head>. */
export function renderHeadTags(head: HeadTags, siteName: string, locale: string): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeAttribute(value)}">`;
  return [
    `<title>${escapeAttribute(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords.join(', ')),
    head.noindex ? meta('name', 'robots', 'noindex, nofollow') : '',
    `<link rel="canonical" href="${escapeAttribute(head.canonical)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', locale.replace('-', '_')),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...head.jsonLd.map((item) => `<script type="application/ld+json">${escapeJsonForScript(JSON.stringify(item))}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}

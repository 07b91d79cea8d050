/*
 * The files beside the pages that search engines, feed readers, browsers and phones ask for:
 * sitemap.xml, robots.txt, the web app manifest, the speculation rules, and the icons (PNG sizes
 * made from content/media/brand/mark-512.png, plus favicon.ico); and each language's RSS feed of
 * the blog. Called by scripts/site/prerender.ts.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { SITE_FILES, THEME_COLOR, type Feed } from '../../src/content/seo';
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, type Locale } from '../../src/lib/locale';
import type { Site } from '../../src/schemas/site';

/** A page of the sitemap, with its address in each language it exists in (itself included). */
export type SitemapPage = { path: string; lastmod?: string; alternates: Partial<Record<Locale, string>> };

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const absolute = (site: Pick<Site, 'url'>, pathname: string) => `${site.url.replace(/\/$/, '')}${pathname}`;

/**
 * The sitemap: every indexable page, and for a page with a translation, each language's address
 * (xhtml:link alternates, the English page also for any other language), as its head names them.
 */
export function sitemapXml(site: Pick<Site, 'url'>, pages: SitemapPage[]): string {
  const link = (hreflang: string, href: string) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absolute(site, href))}"/>`;
  const urls = pages.map((page) => {
    const alternates = LOCALES.flatMap((locale) => (page.alternates[locale] ? [[LOCALE_TAGS[locale], page.alternates[locale]] as const] : []));
    const english = page.alternates[DEFAULT_LOCALE];
    const links = alternates.length > 1 ? [...alternates.map(([tag, href]) => link(tag, href)), ...(english ? [link('x-default', english)] : [])].join('') : '';
    return `  <url>\n    <loc>${escapeXml(absolute(site, page.path))}</loc>${page.lastmod ? `\n    <lastmod>${page.lastmod}</lastmod>` : ''}${links}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: Pick<Site, 'url'>): string {
  // The admin-style pages are drafts kept in the visitor's browser: nothing there to index.
  return `User-agent: *\nDisallow: /admin\nAllow: /\n\nSitemap: ${absolute(site, SITE_FILES.sitemap)}\n`;
}

/** RFC 822 date of an ISO day, at midnight UTC, as RSS wants it. */
function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString().replace('GMT', '+0000');
}

export function rssFeed(site: Site, feed: Feed): string {
  const items = feed.posts.map((post) =>
    [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(absolute(site, post.path))}</link>`,
      `      <guid isPermaLink="true">${escapeXml(absolute(site, post.path))}</guid>`,
      ...(post.date ? [`      <pubDate>${rssDate(post.date)}</pubDate>`] : []),
      ...(post.author ? [`      <dc:creator>${escapeXml(post.author)}</dc:creator>`] : []),
      ...(post.category
        ? [`      <category${post.categoryPath ? ` domain="${escapeXml(absolute(site, post.categoryPath))}"` : ''}>${escapeXml(post.category)}</category>`]
        : []),
      // A tag that names the post's category would list it twice.
      ...post.tags.filter((tag) => tag !== post.category).map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <description>${escapeXml(post.summary)}</description>`,
      '    </item>',
    ].join('\n'),
  );
  const newest = feed.posts[0]?.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(absolute(site, feed.blogPath))}</link>`,
    `    <atom:link href="${escapeXml(absolute(site, feed.path))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(site.seo.description)}</description>`,
    `    <language>${escapeXml(feed.language)}</language>`,
    ...(newest ? [`    <lastBuildDate>${rssDate(newest)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/**
 * Speculation rules for every page, which the server names in a Speculation-Rules header: a link to
 * another page of the site is prerendered once the visitor shows intent (eagerness moderate: a
 * hover, or the pointer going down). Never one that does something or is private (the APIs, form
 * posts, mail, the admin drafts, the leads dashboard), nor one with a query string (searches and
 * tracking parameters make endless variants of a page).
 */
export function speculationRules(): string {
  const neverPrerendered = ['/apis/*', '/forms/*', '/sendmail.php', '/admin/*', '/leads/*'];
  const rules = {
    prerender: [
      {
        source: 'document',
        where: { and: [{ href_matches: '/*' }, { not: { href_matches: neverPrerendered } }, { not: { href_matches: '/*\\?(.+)' } }] },
        eagerness: 'moderate',
      },
    ],
  };
  return `${JSON.stringify(rules, null, 2)}\n`;
}

const ICONS = { png32: '/icons/icon-32.png', png192: '/icons/icon-192.png', png512: '/icons/icon-512.png', maskable: '/icons/icon-maskable-512.png' };

export function webManifest(site: Site, svgIcon: string): string {
  return `${JSON.stringify(
    {
      name: site.name,
      short_name: site.shortName,
      description: site.seo.description,
      lang: site.locale,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: THEME_COLOR,
      icons: [
        { src: svgIcon, type: 'image/svg+xml', sizes: 'any', purpose: 'any' },
        { src: ICONS.png192, type: 'image/png', sizes: '192x192', purpose: 'any' },
        { src: ICONS.png512, type: 'image/png', sizes: '512x512', purpose: 'any' },
        { src: ICONS.maskable, type: 'image/png', sizes: '512x512', purpose: 'maskable' },
      ],
    },
    null,
    2,
  )}\n`;
}

/** An .ico that holds one PNG (allowed since Windows Vista; every browser reads it). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image data
  return Buffer.concat([header, png]);
}

/** PNG icons and favicon.ico from the square brand mark. */
export async function writeIcons(distDir: string, markPng: string): Promise<void> {
  await mkdir(path.join(distDir, 'icons'), { recursive: true });
  const resized = (size: number) =>
    sharp(markPng)
      .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png({ compressionLevel: 9 })
      .toBuffer();
  // Opaque with a margin: iOS fills transparency with black, and maskable icons are cropped to a circle.
  const padded = async (size: number, inner: number) =>
    sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
      .composite([{ input: await sharp(markPng).resize(inner, inner).png().toBuffer(), gravity: 'center' }])
      .png({ compressionLevel: 9 })
      .toBuffer();
  const [png32, png192, png512, apple, maskable] = await Promise.all([resized(32), resized(192), resized(512), padded(180, 140), padded(512, 320)]);
  const files: [string, Buffer][] = [
    [ICONS.png32, png32],
    [ICONS.png192, png192],
    [ICONS.png512, png512],
    [ICONS.maskable, maskable],
    [SITE_FILES.appleTouchIcon, apple],
    ['/favicon.ico', icoOf(png32, 32)],
  ];
  await Promise.all(files.map(([file, data]) => writeFile(path.join(distDir, file), data)));
}

export type SiteFilesInput = {
  distDir: string;
  site: Site;
  /** Indexable pages only: no admin page, no not-found page. */
  pages: SitemapPage[];
  markPng: string;
  markSvg: string;
};

export async function writeSiteFiles(input: SiteFilesInput): Promise<void> {
  const { distDir, site } = input;
  await Promise.all([
    writeFile(path.join(distDir, SITE_FILES.sitemap), sitemapXml(site, input.pages)),
    writeFile(path.join(distDir, 'robots.txt'), robotsTxt(site)),
    writeFile(path.join(distDir, SITE_FILES.manifest), webManifest(site, input.markSvg)),
    writeFile(path.join(distDir, SITE_FILES.speculationRules), speculationRules()),
    writeIcons(distDir, input.markPng),
  ]);
}

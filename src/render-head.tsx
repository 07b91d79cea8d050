/*
 * The tags of a page's <head>, as the prerender and the server write them: rendered by React from
 * what src/content/seo.ts resolved, so every attribute and text is escaped by the renderer rather
 * than by hand. Build and server time only; the admin app's page head updates the few tags a
 * navigation changes (src/components/page-head.tsx).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { robotsOf, SITE_FILES, THEME_COLOR, type HeadContext, type HeadTags } from './content/seo';
import { media } from './generated/content/media';

/** A BCP 47 tag as Open Graph writes a locale: en-IN → en_IN. */
const ogLocale = (language: string) => language.replace('-', '_');

/**
 * JSON inside a <script> element must not be able to close it: React writes a script's text as it
 * is given, so `<` and the two line separators JavaScript reads as line ends are written as escapes.
 */
const jsonForScript = (value: object) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The width and height of an image of the site (its content path is the URL's path), from the build's media manifest. */
function sizeOf(imageUrl: string): [number, number] | undefined {
  return (media as Record<string, [number, number] | undefined>)[new URL(imageUrl).pathname.slice(1)];
}

function HeadTagList({ head, context }: { head: HeadTags; context: HeadContext }) {
  const { siteName, language } = context;
  const article = head.type === 'article' && head.article ? head.article : undefined;
  const imageSize = sizeOf(head.image);
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <meta name="keywords" content={head.keywords.join(', ')} />
      {head.noindex && <meta name="robots" content={robotsOf(head)} />}
      {head.redirectTo && <meta httpEquiv="refresh" content={`0; url=${head.redirectTo}`} />}
      {/* Not-found pages answer for addresses that do not exist: they name no canonical address. */}
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      {context.alternates.map((alternate) => (
        <link key={alternate.language} rel="alternate" hrefLang={alternate.language} href={alternate.href} />
      ))}
      {context.xDefault && <link rel="alternate" hrefLang="x-default" href={context.xDefault} />}
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="manifest" href={SITE_FILES.manifest} />
      <link rel="icon" href={SITE_FILES.iconPng} sizes="32x32" type="image/png" />
      <link rel="apple-touch-icon" href={SITE_FILES.appleTouchIcon} />
      <link rel="alternate" type="application/rss+xml" title={context.feed.title} href={context.feed.href} />
      <meta property="og:type" content={head.type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={ogLocale(language)} />
      {context.alternates
        .filter((alternate) => alternate.language !== language)
        .map((alternate) => (
          <meta key={alternate.language} property="og:locale:alternate" content={ogLocale(alternate.language)} />
        ))}
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      {head.canonical && <meta property="og:url" content={head.canonical} />}
      <meta property="og:image" content={head.image} />
      {imageSize && <meta property="og:image:width" content={String(imageSize[0])} />}
      {imageSize && <meta property="og:image:height" content={String(imageSize[1])} />}
      <meta property="og:image:alt" content={head.imageAlt} />
      {article?.publishedTime && <meta property="article:published_time" content={article.publishedTime} />}
      {article?.author && <meta property="article:author" content={article.author} />}
      {article?.section && <meta property="article:section" content={article.section} />}
      {article?.tags?.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      {context.twitterSite && <meta name="twitter:site" content={context.twitterSite} />}
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={head.image} />
      <meta name="twitter:image:alt" content={head.imageAlt} />
      {head.jsonLd.map((item, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(item) }} />
      ))}
    </>
  );
}

/** The tags written into the page's <head>. */
export const renderHeadTags = (head: HeadTags, context: HeadContext): string => renderToStaticMarkup(<HeadTagList head={head} context={context} />);

import type { ReactNode } from 'react';
import type { PageAssets } from '../../src/schemas/server-page';

export type PlainDocumentProps = {
  lang: string;
  /** The whole <title>. */
  title: string;
  robots: string;
  assets: PageAssets;
  bodyClassName?: string;
  children: ReactNode;
};

/**
 * The document of a server page outside the site's frame (a form's answer, a newsletter link's
 * page, the leads dashboard): never indexed, the site's and the back office's stylesheets, and no
 * script of its own.
 */
export function PlainDocument({ lang, title, robots, assets, bodyClassName, children }: PlainDocumentProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content={robots} />
        <title>{title}</title>
        {/* The site's mark, as index.html names it. */}
        <link rel="icon" href="/media/brand/mark.svg" type="image/svg+xml" />
        {assets.fonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body className={bodyClassName}>{children}</body>
    </html>
  );
}

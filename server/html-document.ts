/*
 * The HTML document of every page the server writes itself (form answers, Your data, the leads
 * dashboard): never indexed, stylesheets linked as files, no script or inline style (the
 * Content-Security-Policy allows neither), and one h1 over the page's own content.
 */
import { escapeHtml as escape } from '../src/lib/escape-html';

export type HtmlDocument = {
  lang: string;
  /** The whole <title>, site name included. */
  title: string;
  robots: string;
  stylesheets: string[];
  icon?: string;
  bodyClass?: string;
  mainClass: string;
  /** HTML, escaped by the caller: the page's header (logo, navigation), and what follows its h1. */
  header: string;
  heading: string;
  body: string;
};

export function renderHtmlDocument(page: HtmlDocument): string {
  const links = [
    ...(page.icon ? [`<link rel="icon" href="${escape(page.icon)}" type="image/svg+xml">`] : []),
    ...page.stylesheets.map((href) => `<link rel="stylesheet" href="${escape(href)}">`),
  ].join('\n');
  return `<!doctype html>
<html lang="${escape(page.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="${escape(page.robots)}">
<title>${escape(page.title)}</title>
${links}
</head>
<body${page.bodyClass ? ` class="${escape(page.bodyClass)}"` : ''}>
${page.header}
<main class="${escape(page.mainClass)}">
<h1>${escape(page.heading)}</h1>
${page.body}
</main>
</body>
</html>`;
}

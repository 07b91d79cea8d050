import DOMPurify from 'dompurify';

type Sanitizer = (html: string) => string;
let sanitizer: Sanitizer | undefined;

/**
 * DOMPurify needs a DOM. In the browser that is the page's window; during prerender there is
 * none, so the HTML (already sanitised by the content build) is passed through as is and the
 * browser sanitises again when it renders the same HTML. The sanitiser is made on first use.
 */
export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined') return html;
  sanitizer ??= (value) => DOMPurify(window).sanitize(value);
  return sanitizer(html);
}

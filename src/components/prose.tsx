import { sanitizeHtml } from '../lib/sanitize';

export type ProseProps = { html: string; /** The language of the text where it is not the page's (src/schemas/localized.ts). */ lang?: string };

/** The only place where HTML from content or the posts API reaches the page, always sanitised. */
export function Prose({ html, lang }: ProseProps) {
  return <div className="prose" lang={lang} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

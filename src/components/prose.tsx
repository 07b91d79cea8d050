import { sanitizeHtml } from '../lib/sanitize';

export type ProseProps = { html: string };

/** The only place where HTML from content or the posts API reaches the page, always sanitised. */
export function Prose({ html }: ProseProps) {
  return <div className="prose" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

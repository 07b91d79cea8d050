import { sanitizeHtml } from '../lib/sanitize';

export type ProseProps = { html: string; className?: string };

/** The only place where HTML from content or the posts API reaches the page, always sanitised. */
export function Prose({ html, className }: ProseProps) {
  return <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

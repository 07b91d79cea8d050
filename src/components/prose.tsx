export type ProseProps = { html: string; className?: string };

/**
 * The only place where HTML from content reaches the page: post bodies and legal pages, rendered
 * only at build time, from HTML the content build has sanitised (scripts/content/render-markdown.ts:
 * DOMPurify, or marked's own escaping for Markdown that writes no HTML of its own).
 */
export function Prose({ html, className }: ProseProps) {
  return <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: html }} />;
}

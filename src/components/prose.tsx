export type ProseProps = { html: string };

/**
 * The only place where HTML from content reaches the page: post bodies and legal pages, rendered
 * only at build time, from HTML the content build has sanitised (scripts/content/render-markdown.ts:
 * DOMPurify, or marked's own escaping for Markdown that writes no HTML of its own).
 */
export function Prose({ html }: ProseProps) {
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}

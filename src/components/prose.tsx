export type ProseProps = {
  html: string;
  className?: string;
  /** The language of the text where it is not the page's (src/schemas/localized.ts). */ lang?: string;
};

/**
 * The only place where HTML from content reaches the page: post bodies and legal pages, rendered
 * only at build time, from HTML the content build has sanitised (scripts/content/render-markdown.ts:
 * DOMPurify, or marked's own escaping for Markdown that writes no HTML of its own).
 */
export function Prose({ html, className, lang }: ProseProps) {
  return <div className={className ? `prose ${className}` : 'prose'} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}

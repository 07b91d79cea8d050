/*
 * A text of content among other words: in an element of its own with `lang` only where it is not
 * in the page's language (src/schemas/localized.ts), so the page stays as it is where it is.
 */
export type TextProps = { lang: string | undefined; children: string };

export function Text({ lang, children }: TextProps) {
  return lang ? <span lang={lang}>{children}</span> : children;
}

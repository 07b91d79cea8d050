/*
 * A text of content among other words: in an element of its own with `lang` only where it is not
 * in the page's language (src/schemas/localized.ts), so the page stays as it is where it is.
 */
export type TextProps = { lang: string | undefined; children: string };

export function Text({ lang, children }: TextProps) {
  return lang ? <span lang={lang}>{children}</span> : children;
}

/**
 * A name said after a label that several links or buttons share ("Apply: Data Scientist"), so a
 * screen reader tells them apart; hidden on screen, where the link's place says it.
 */
export function HiddenName({ separator, lang, children }: TextProps & { separator: ' ' | ': ' }) {
  return (
    <span className="visually-hidden">
      {separator}
      <Text lang={lang}>{children}</Text>
    </span>
  );
}

import * as z from 'zod/mini';

/*
 * Content in a language other than English may show some texts in English until they are
 * translated. The content build says which on the object that holds them, by field, with the
 * language tag of each such text (`lang`: a text by its field, a list of texts by index), so a
 * component renders `lang` on the element that holds the text: <h3 lang={item.lang?.question}>.
 * A text without an entry is in the page's language.
 */

/** The language of an object's texts that are not in the page's language, by field. */
export type TextLanguages<T> = { [K in keyof T]?: NonNullable<T[K]> extends readonly unknown[] ? (string | null)[] : string };

/** Content as the site reads it: each object may say which of its texts are in another language. */
export type Localized<T> = T extends readonly (infer U)[]
  ? Localized<U>[]
  : T extends object
    ? { [K in keyof T]: Localized<T[K]> } & { lang?: TextLanguages<T> }
    : T;

/** `lang` of an object whose shape the browser parses again (a post's summary): each field's tag. */
export const textLanguagesSchema = z.optional(z.record(z.string(), z.union([z.string(), z.array(z.nullable(z.string()))])));

/** The language tag of a text of an object (its field, or an item of a list of texts), when it is not the page's language: for `lang=`. */
export function langOf(languages: Record<string, string | (string | null)[] | undefined> | undefined, field: string, index?: number): string | undefined {
  const tag = languages?.[field];
  if (typeof tag === 'string') return tag;
  return index === undefined ? undefined : (tag?.[index] ?? undefined);
}

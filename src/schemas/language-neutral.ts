import { registry, type core } from 'zod/mini';

/**
 * What a field that is the same in every language holds: a link (on a Hindi page it leads to the
 * Hindi page when there is one), a media file, or another fact (a slug, a date, a phone number…).
 */
export type NeutralKind = 'link' | 'media' | 'fact';

/**
 * Fields that are not words: a translation never writes them, they come from the English file, so
 * a price, a link or a phone number is changed once for every language. Numbers, booleans, enums
 * and literals are neutral by their type; a text field is words unless it is marked here. Clones
 * of a marked schema (`.describe()`, `.optional()`) stay marked.
 */
export const languageNeutral = registry<{ neutral: NeutralKind }>();

export function neutral<T extends core.$ZodType>(schema: T, kind: NeutralKind = 'fact'): T {
  languageNeutral.add(schema, { neutral: kind });
  return schema;
}

/*
 * A text with no translation yet shows the English text on the translated page, marked as
 * English. The content build wraps such a text in two private-use characters; the page render
 * turns the mark into an element with lang="en" in text and drops it wherever an element cannot
 * go (attributes, the head, JSON, islands' props), so the characters never reach a visitor.
 */
export const UNTRANSLATED_START = '\uE000';
export const UNTRANSLATED_END = '\uE001';

const MARKED = /\uE000([^\uE000\uE001]*)\uE001/g;

export const markUntranslated = (text: string): string => `${UNTRANSLATED_START}${text}${UNTRANSLATED_END}`;

export const isUntranslated = (text: string): boolean => text.startsWith(UNTRANSLATED_START) && text.endsWith(UNTRANSLATED_END);

/** The text without its marks. */
export const stripUntranslated = (text: string): string => text.replace(/[\uE000\uE001]/g, '');

/** The text with each marked part turned into HTML by `wrap` (e.g. `<span lang="en">…</span>`). */
export const replaceUntranslated = (text: string, wrap: (english: string) => string): string => text.replace(MARKED, (_, english: string) => wrap(english));

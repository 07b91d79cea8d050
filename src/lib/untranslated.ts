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

/** Elements whose content is text only: a mark there is dropped, as in an attribute. */
const TEXT_ONLY = new Set(['title', 'textarea', 'option', 'script', 'style']);
/** A start or end tag, its quoted attribute values whole (a value may hold a `>`). */
const TAG = /<(\/?)([A-Za-z][^\s/>]*)?(?:[^>"']|"[^"]*"|'[^']*')*>/g;

/**
 * Rendered HTML with every marked text set in an element of its own with `lang` (the English
 * fallback on a translated page), and the marks dropped inside tags (attributes) and in elements
 * that hold text only. A marked text may be cut by elements (a link in the middle of a sentence):
 * each run of text between its marks is wrapped.
 */
export function markupUntranslated(html: string, lang: string): string {
  if (!/[\uE000\uE001]/.test(html)) return html;
  let isMarked = false;
  let textOnly: string | undefined;
  const text = (run: string) =>
    run
      .split(/([\uE000\uE001])/)
      .map((part) => {
        if (part === UNTRANSLATED_START || part === UNTRANSLATED_END) {
          isMarked = part === UNTRANSLATED_START;
          return '';
        }
        return isMarked && !textOnly && part.trim() !== '' ? `<span lang="${lang}">${part}</span>` : part;
      })
      .join('');
  let result = '';
  let last = 0;
  for (const tag of html.matchAll(TAG)) {
    result += text(html.slice(last, tag.index)) + stripUntranslated(tag[0]);
    last = tag.index + tag[0].length;
    const name = tag[2]?.toLowerCase();
    if (name && TEXT_ONLY.has(name)) textOnly = tag[1] ? undefined : name;
  }
  return result + text(html.slice(last));
}

/** A value of plain data (an island's props, structured data) with the marks of its texts dropped. */
export function withoutMarks<T>(value: T): T {
  // The value is plain data that JSON carries whole, so its JSON without the marks is the same value without them.
  return JSON.parse(stripUntranslated(JSON.stringify(value))) as T;
}

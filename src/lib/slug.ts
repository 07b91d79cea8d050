import { transliterate } from './transliterate';

/** The fallback slug for a title that has no letters or digits. */
export const UNTITLED_SLUG = 'untitled-post';

/**
 * The blog's slug rule: spell Hindi in Latin letters (lib/transliterate.ts), lowercase the title,
 * turn each run of characters other than a-z and 0-9 into one hyphen, and trim hyphens at both
 * ends. "SEO की शुरुआत" → "seo-ki-shuruat".
 */
export function slugify(title: string): string {
  const slug = transliterate(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? UNTITLED_SLUG : slug;
}

/**
 * Turns the URL parameter of a post route back into a slug: it is URL-decoded and
 * underscores become hyphens, so links written by older clients still resolve.
 */
export function slugFromParam(param: string): string {
  let decoded = param;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    // A malformed escape sequence is matched as typed; it will simply find no post.
  }
  return decoded.replace(/_/g, '-');
}

import { blogCopy } from '../generated/content/blog-copy';
import type { Locale } from '../lib/locale';

/** content/copy/blog.yaml, in a language. */
export const getBlogCopy = (locale: Locale) => blogCopy[locale];

import en from '../generated/blog-copy.json';
import hi from '../generated/hi/blog-copy.json';
import type { Locale } from '../lib/locale';
import type { BlogCopy } from '../schemas/page-copy';

const copy: Record<Locale, BlogCopy> = { en, hi };

/** content/copy/blog.yaml */
export const getBlogCopy = (locale: Locale): BlogCopy => copy[locale];

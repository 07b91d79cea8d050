/*
 * The blog of each language as written in content/blog/ and content/hi/blog/, newest first
 * (undated posts last). Only the prerender and the server import this module: pages carry their
 * posts in their HTML, and the browser never downloads the whole blog.
 */
import { posts } from '../generated/content/posts';
import type { Locale } from '../lib/locale';

export const listPosts = (locale: Locale) => posts[locale];

export const findPost = (slug: string, locale: Locale) => posts[locale].find((post) => post.slug === slug);

/*
 * The blog of each language as written in content/blog/ and content/hi/blog/, newest first
 * (undated posts last). Only the prerender and the server import this module: pages carry their
 * posts in their HTML, and the browser never downloads the whole blog.
 */
import enPosts from '../generated/posts.json';
import hiPosts from '../generated/hi/posts.json';
import type { Locale } from '../lib/locale';
import type { Post } from '../schemas/post';

const posts: Record<Locale, Post[]> = { en: enPosts, hi: hiPosts };

export const listPosts = (locale: Locale): Post[] => posts[locale];

export const findPost = (slug: string, locale: Locale): Post | undefined => posts[locale].find((post) => post.slug === slug);

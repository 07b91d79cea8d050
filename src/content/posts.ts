/*
 * The blog as written in content/blog/, newest first (undated posts last). Only the prerender and
 * the server import this module: pages carry their posts in their HTML, and the browser never
 * downloads the whole blog.
 */
import posts from '../generated/posts.json';
import type { Post } from '../schemas/post';

export const listPosts = (): Post[] => posts;

export const findPost = (slug: string): Post | undefined => posts.find((post) => post.slug === slug);

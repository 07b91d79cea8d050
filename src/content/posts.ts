/*
 * The blog as written in content/blog/. Only the server side imports this module (the posts API
 * and the prerender); the browser gets posts through the posts API, so its bundle never carries
 * the whole blog.
 */
import posts from '../generated/posts.json';
import type { ContentPost } from '../schemas/post';

/** Newest first. */
export const listPosts = (): ContentPost[] => posts;

/*
 * Blog posts in the other shapes the site needs: a card's summary, and the posts API's own field
 * names (GET /apis/get_post.php, the shape SPEC.md §7's clients read).
 */
import type { Post, PostSummary } from '../schemas/post';
import { paths } from '../lib/paths';

export function summarize({ html: _html, related: _related, previous: _previous, next: _next, ...summary }: Post): PostSummary {
  return summary;
}

/** What GET /apis/get_post.php sends for one post: the field names the original clients read. */
export function toApiPost(post: Post) {
  return {
    post_id: post.id,
    slug: post.slug,
    post_title: post.title,
    post_image: post.image ? paths.media(post.image) : null,
    post_date: post.date,
    post_alt: post.alt,
    author: post.author,
    category: post.category,
    summary: post.summary,
    content: post.html,
    tags: post.tags,
  };
}

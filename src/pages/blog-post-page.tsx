import { PageHead } from '../components/page-head';
import { getBlogCopy } from '../content/blog-copy';
import { listPosts } from '../content/posts';
import { paths } from '../lib/paths';
import { summarize } from '../lib/posts';
import type { Post } from '../schemas/post';
import { BlogPostArticle } from '../sections/blog-post-article';
import { BlogSidebar } from '../sections/blog-sidebar';
import styles from './blog-post-page.module.css';

/** How many posts Recent News lists (SPEC.md §9). */
const RECENT_COUNT = 3;

export type BlogPostPageProps = { post: Post };

/** /{slug}: one post with its sidebar (Recent News: the newest posts). */
export function BlogPostPage({ post }: BlogPostPageProps) {
  const copy = getBlogCopy();
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.layout}>
        <PageHead seo={{ path: paths.post(post.slug), title: post.title, description: post.summary || undefined, keywords: post.tags.length > 0 ? post.tags : undefined, image: post.image ?? undefined }} />
        <BlogPostArticle post={post} copy={copy} />
        <BlogSidebar copy={copy.sidebar} fallbacks={copy.fallbacks} recent={listPosts().slice(0, RECENT_COUNT).map(summarize)} />
      </div>
    </div>
  );
}

/** An address where a post would be, but no post is: 'Blog post not found.' (served with HTTP 404). */
export function PostNotFoundPage() {
  const copy = getBlogCopy();
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.notFound}>
        <PageHead seo={{ path: '', title: copy.post.notFound, noindex: true }} />
        <h1>{copy.post.notFound}</h1>
        <p>{copy.post.notFoundText}</p>
        <a href={paths.blog}>{copy.post.backToBlog}</a>
      </div>
    </div>
  );
}

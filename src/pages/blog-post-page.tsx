import { PageHead } from '../components/page-head';
import { useLocale, useLocalePath } from '../components/page-locale';
import { getBlogCopy } from '../content/blog-copy';
import { findPost, listPosts } from '../content/posts';
import { getSite } from '../content/site';
import { paths } from '../lib/paths';
import { summarize } from '../content/post-shapes';
import { resolveHead } from '../content/seo';
import type { Post } from '../schemas/post';
import { BlogPostArticle } from '../blog/blog-post-article';
import { BlogSidebar } from '../blog/blog-sidebar';
import { PostNeighbours } from '../blog/post-neighbours';
import { PostShare } from '../blog/post-share';
import { RelatedPosts } from '../blog/related-posts';
import styles from './blog-post-page.module.css';

/** How many posts Recent News lists (SPEC.md §9). */
const RECENT_COUNT = 3;

export type BlogPostPageProps = { post: Post };

/** /{slug}: one post with its share links, the previous and next post, related posts, and its sidebar (Recent News: the newest posts). */
export function BlogPostPage({ post }: BlogPostPageProps) {
  const locale = useLocale();
  const localize = useLocalePath();
  const copy = getBlogCopy(locale);
  const path = localize(paths.post(post.slug));
  // Shared with the page's canonical address, whatever address it was opened at.
  const shared = { url: resolveHead(getSite(locale), { path }).canonical, title: post.title };
  const related = post.related.flatMap((slug) => findPost(slug, locale) ?? []).map(summarize);
  const { postNavLabel, previousPost, nextPost } = copy.post;
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.layout}>
        <PageHead
          seo={{
            path,
            title: post.title,
            description: post.summary || undefined,
            keywords: post.tags.length > 0 ? post.tags : undefined,
            ...(post.image ? { image: { src: post.image, alt: post.alt ?? copy.fallbacks.alt } } : {}),
          }}
        />
        <div className={styles.main}>
          <BlogPostArticle post={post} copy={copy}>
            <PostShare page={shared} copy={copy.post.share} />
          </BlogPostArticle>
          <PostNeighbours
            previous={post.previous ? findPost(post.previous, locale) : undefined}
            next={post.next ? findPost(post.next, locale) : undefined}
            copy={{
              label: postNavLabel,
              previous: previousPost,
              next: nextPost,
              lang: { previous: copy.post.lang?.previousPost, next: copy.post.lang?.nextPost },
            }}
          />
          <RelatedPosts posts={related} heading={copy.post.relatedHeading} headingLang={copy.post.lang?.relatedHeading} copy={copy} />
        </div>
        <BlogSidebar copy={copy.sidebar} fallbacks={copy.fallbacks} recent={listPosts(locale).slice(0, RECENT_COUNT).map(summarize)} />
      </div>
    </div>
  );
}

/** An address where a post would be, but no post is: 'Blog post not found.' (served with HTTP 404). */
export function PostNotFoundPage() {
  const copy = getBlogCopy(useLocale());
  const localize = useLocalePath();
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.notFound}>
        <PageHead seo={{ path: '', title: copy.post.notFound, noindex: true }} />
        <h1 lang={copy.post.lang?.notFound}>{copy.post.notFound}</h1>
        <p lang={copy.post.lang?.notFoundText}>{copy.post.notFoundText}</p>
        <a href={localize(paths.blog)} lang={copy.post.lang?.backToBlog}>
          {copy.post.backToBlog}
        </a>
      </div>
    </div>
  );
}

import { useId } from 'react';
import { PostCard } from '../components/post-card';
import { useLocale } from '../components/page-locale';
import type { BlogCopy } from '../schemas/page-copy';
import type { PostSummary } from '../schemas/post';
import styles from './related-posts.module.css';

export type RelatedPostsProps = {
  posts: PostSummary[];
  heading: string;
  headingLang: string | undefined;
  copy: Pick<BlogCopy, 'readMore' | 'readingTime' | 'fallbacks' | 'lang'>;
};

/** Up to three posts that share the post's category or tags (chosen by the content build). */
export function RelatedPosts({ posts, heading, headingLang, copy }: RelatedPostsProps) {
  const headingId = useId();
  const locale = useLocale();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.related}>
      <h2 id={headingId} className={styles.heading} lang={headingLang}>
        {heading}
      </h2>
      <ul className={styles.grid}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} copy={copy} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}

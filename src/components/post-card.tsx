import { ArrowRight, Calendar, Clock } from 'lucide-react';
import { fillCopy } from '../lib/fill-copy';
import { formatDate } from '../lib/format-date';
import { localizePath, type Locale } from '../lib/locale';
import { CONTAINED_WIDTH } from '../lib/media';
import { paths } from '../lib/paths';
import type { BlogCopy } from '../schemas/page-copy';
import type { PostSummary } from '../schemas/post';
import { langOf } from '../schemas/localized';
import { PostCategory } from './post-category';
import { PostImage } from './post-image';
import { Text } from './text';
import styles from './post-card.module.css';

export type PostCardProps = {
  post: PostSummary;
  /**
   * The blog's words (content/copy/blog.yaml): the Read More label, the reading time ("{minutes} min
   * read"), what a post shows for what it lacks, and the language of the labels where they are not the page's.
   */
  copy: Pick<BlogCopy, 'readMore' | 'readingTime' | 'fallbacks' | 'lang'>;
  /** h2 when the cards are the page's main list, h3 under a section heading (the default). */
  headingLevel?: 2 | 3;
  /** The language of the list: the post and its category have their pages in it. */
  locale: Locale;
  /** stacked: the cover over the text (a grid of cards); row: the cover beside the text from 768 px (a list that fills the width). */
  layout?: 'stacked' | 'row';
};

/** The width a card's cover is shown at, in each layout (post-card.module.css, post-list.module.css and the grids that hold stacked cards). */
const COVER_SIZES: Record<NonNullable<PostCardProps['layout']>, string> = {
  stacked: `(min-width: 1024px) 280px, (min-width: 560px) 50vw, ${CONTAINED_WIDTH}`,
  row: `(min-width: 1024px) 340px, (min-width: 768px) 40vw, ${CONTAINED_WIDTH}`,
};

/** A post on a list: cover, category (a link to its page), date, reading time, title, summary and a Read More link to the post. */
export function PostCard({ post, copy, headingLevel = 3, locale, layout = 'stacked' }: PostCardProps) {
  const { fallbacks, readMore } = copy;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = localizePath(paths.post(post.slug), locale);
  return (
    <article className={layout === 'row' ? `${styles.card} ${styles.row}` : styles.card}>
      <PostImage post={post} fallbacks={fallbacks} className={styles.image} sizes={COVER_SIZES[layout]} />
      <div className={styles.body}>
        <p className={styles.meta}>
          <PostCategory post={post} fallback={fallbacks.category} locale={locale} className={styles.category} />
          <span className={styles.date}>
            <Calendar aria-hidden="true" size={16} />
            {post.date ? <time dateTime={post.date}>{formatDate(post.date, locale)}</time> : fallbacks.listDate}
          </span>
          <span className={styles.date}>
            <Clock aria-hidden="true" size={16} />
            <Text lang={copy.lang?.readingTime}>{fillCopy(copy.readingTime, { minutes: post.readingMinutes })}</Text>
          </span>
        </p>
        <Heading className={styles.title}>
          <a href={href} className={styles.titleLink} lang={langOf(post.lang, 'title')}>
            {post.title}
          </a>
        </Heading>
        {post.summary && (
          <p className={styles.summary} lang={langOf(post.lang, 'summary')}>
            {post.summary}
          </p>
        )}
        <a href={href} className={styles.more} aria-label={`${readMore}: ${post.title}`}>
          <Text lang={copy.lang?.readMore}>{readMore}</Text>
          {/* The card shows the short label; the link's text still names the post for search engines. */}
          <span className="visually-hidden" lang={langOf(post.lang, 'title')}>
            : {post.title}
          </span>
          <ArrowRight aria-hidden="true" size={18} />
        </a>
      </div>
    </article>
  );
}

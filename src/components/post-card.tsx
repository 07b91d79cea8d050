import { Link } from 'react-router-dom';
import { getSite } from '../content/site';
import { formatDate } from '../lib/format-date';
import { paths } from '../lib/paths';
import type { PostSummary } from '../schemas/post';
import { Icon } from './icon';
import { PostImage } from './post-image';
import styles from './post-card.module.css';

export type PostCardProps = {
  post: PostSummary;
  /** Texts for what the post lacks: content/copy/blog.yaml fallbacks (listTitle, listDate) or the page's own. */
  fallbacks: { title: string; date: string };
  readMoreLabel: string;
  /** h2 when the cards are the page's main list, h3 under a section heading (the default). */
  headingLevel?: 2 | 3;
};

/** A post on a list: cover, category, date, title, summary and a Read More link to the post. */
export function PostCard({ post, fallbacks, readMoreLabel, headingLevel = 3 }: PostCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = post.title ?? fallbacks.title;
  const href = paths.post(post.slug);
  return (
    <article className={styles.card}>
      <PostImage src={post.image} alt={post.alt} className={styles.image} sizes="(min-width: 1024px) 280px, (min-width: 560px) 50vw, 100vw" />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.category}>{post.category}</span>
          <span className={styles.date}>
            <Icon name="calendar" size={16} />
            {post.date ? <time dateTime={post.date}>{formatDate(post.date, getSite())}</time> : fallbacks.date}
          </span>
        </p>
        <Heading className={styles.title}>
          <Link to={href} className={styles.titleLink}>
            {title}
          </Link>
        </Heading>
        {post.summary && <p className={styles.summary}>{post.summary}</p>}
        <Link to={href} className={styles.more} aria-label={`${readMoreLabel}: ${title}`}>
          {readMoreLabel}
          {/* The card shows the short label; the link's text still names the post for search engines. */}
          <span className="visually-hidden">: {title}</span>
          <Icon name="arrow-right" size={18} />
        </Link>
      </div>
    </article>
  );
}

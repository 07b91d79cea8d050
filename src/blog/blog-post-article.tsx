import type { ReactNode } from 'react';
import { Icon } from '../components/icon';
import { fillCopy } from '../lib/fill-copy';
import { PostCategory } from '../components/post-category';
import { PostImage } from '../components/post-image';
import { Prose } from '../components/prose';
import { formatDate } from '../lib/format-date';
import { CONTAINED_WIDTH } from '../lib/media';
import { paths } from '../lib/paths';
import { useLocale, useLocalePath } from '../components/page-locale';
import type { BlogCopy } from '../schemas/page-copy';
import type { Post } from '../schemas/post';
import styles from './blog-post-article.module.css';

export type BlogPostArticleProps = { post: Post; copy: BlogCopy; /** What closes the post, after its tags (the share links). */ children?: ReactNode };

/** One post: cover, title (the page's h1), author, date, category, reading time, the sanitised body and its tags. */
export function BlogPostArticle({ post, copy, children }: BlogPostArticleProps) {
  const { post: labels, fallbacks } = copy;
  const locale = useLocale();
  const localize = useLocalePath();
  return (
    <article className={styles.article}>
      <a href={localize(paths.blog)} className={styles.back}>
        <Icon name="arrow-right" size={18} className={styles.backIcon} />
        {labels.backToBlog}
      </a>
      <h1 className={styles.title}>{post.title}</h1>
      <dl className={styles.meta}>
        <div>
          <dt className="visually-hidden">{labels.authorLabel}</dt>
          <dd>
            <Icon name="user" size={18} />
            {post.author ?? fallbacks.author}
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">{labels.dateLabel}</dt>
          <dd>
            <Icon name="calendar" size={18} />
            {post.date ? <time dateTime={post.date}>{formatDate(post.date, locale)}</time> : fallbacks.detailDate}
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">{labels.categoryLabel}</dt>
          <dd>
            <Icon name="layers" size={18} />
            <PostCategory post={post} fallback={fallbacks.category} locale={locale} />
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">{labels.readingTimeLabel}</dt>
          <dd>
            <Icon name="clock" size={18} />
            {fillCopy(copy.readingTime, { minutes: post.readingMinutes })}
          </dd>
        </div>
      </dl>
      <PostImage post={post} fallbacks={fallbacks} priority className={styles.image} sizes={`(min-width: 1024px) 840px, ${CONTAINED_WIDTH}`} />
      {post.html.trim() ? <Prose html={post.html} className={styles.body} /> : <p className={styles.noContent}>{fallbacks.content}</p>}
      <div className={styles.tags}>
        <h2 className={styles.tagsHeading}>{labels.tagsLabel}</h2>
        {post.tags.length > 0 ? (
          <ul className={styles.tagList}>
            {post.tags.map((tag, i) => (
              <li key={tag}>
                <a href={localize(paths.tag(post.tagSlugs[i]!))} className={styles.tag}>
                  <Icon name="tag" size={16} />
                  {tag}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.noTags}>{fallbacks.noTags}</p>
        )}
      </div>
      {children}
    </article>
  );
}

import type { ReactNode } from 'react';
import { Icon } from '../components/icon';
import { Text } from '../components/text';
import { langOf } from '../schemas/localized';
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
        <Text lang={labels.lang?.backToBlog}>{labels.backToBlog}</Text>
      </a>
      <h1 className={styles.title} lang={langOf(post.lang, 'title')}>
        {post.title}
      </h1>
      <dl className={styles.meta}>
        <div>
          <dt className="visually-hidden" lang={labels.lang?.authorLabel}>
            {labels.authorLabel}
          </dt>
          <dd>
            <Icon name="user" size={18} />
            <Text lang={post.author ? langOf(post.lang, 'author') : fallbacks.lang?.author}>{post.author ?? fallbacks.author}</Text>
          </dd>
        </div>
        <div>
          <dt className="visually-hidden" lang={labels.lang?.dateLabel}>
            {labels.dateLabel}
          </dt>
          <dd>
            <Icon name="calendar" size={18} />
            {post.date ? <time dateTime={post.date}>{formatDate(post.date, locale)}</time> : fallbacks.detailDate}
          </dd>
        </div>
        <div>
          <dt className="visually-hidden" lang={labels.lang?.categoryLabel}>
            {labels.categoryLabel}
          </dt>
          <dd>
            <Icon name="layers" size={18} />
            <PostCategory post={post} fallback={fallbacks.category} locale={locale} />
          </dd>
        </div>
        <div>
          <dt className="visually-hidden" lang={labels.lang?.readingTimeLabel}>
            {labels.readingTimeLabel}
          </dt>
          <dd>
            <Icon name="clock" size={18} />
            <Text lang={copy.lang?.readingTime}>{fillCopy(copy.readingTime, { minutes: post.readingMinutes })}</Text>
          </dd>
        </div>
      </dl>
      <PostImage post={post} fallbacks={fallbacks} priority className={styles.image} sizes={`(min-width: 1024px) 840px, ${CONTAINED_WIDTH}`} />
      {post.html.trim() ? (
        <Prose html={post.html} className={styles.body} lang={langOf(post.lang, 'html')} />
      ) : (
        <p className={styles.noContent} lang={fallbacks.lang?.content}>
          {fallbacks.content}
        </p>
      )}
      <div className={styles.tags}>
        <h2 className={styles.tagsHeading} lang={labels.lang?.tagsLabel}>
          {labels.tagsLabel}
        </h2>
        {post.tags.length > 0 ? (
          <ul className={styles.tagList}>
            {post.tags.map((tag, i) => (
              <li key={tag}>
                <a href={localize(paths.tag(post.tagSlugs[i]!))} className={styles.tag} lang={langOf(post.lang, 'tags', i)}>
                  <Icon name="tag" size={16} />
                  {tag}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.noTags} lang={fallbacks.lang?.noTags}>
            {fallbacks.noTags}
          </p>
        )}
      </div>
      {children}
    </article>
  );
}

import { Pagination } from './pagination';
import { PostCard } from './post-card';
import { fillCopy } from '../lib/fill-copy';
import type { Locale } from '../lib/locale';
import type { BlogCopy } from '../schemas/page-copy';
import type { PostSummary } from '../schemas/post';
import styles from './post-list.module.css';

export type PostListProps = {
  posts: PostSummary[];
  page: number;
  pageCount: number;
  copy: Pick<BlogCopy, 'readMore' | 'readingTime' | 'pagination' | 'fallbacks' | 'lang'>;
  hrefFor: (page: number) => string;
  locale: Locale;
};

/** Post cards, one a row, with the pages of the list beneath them. */
export function PostList({ posts, page, pageCount, copy, hrefFor, locale }: PostListProps) {
  return (
    <>
      <ul className={styles.grid}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} copy={copy} headingLevel={3} locale={locale} layout="row" />
          </li>
        ))}
      </ul>
      <Pagination
        current={page}
        count={pageCount}
        hrefFor={hrefFor}
        label={copy.pagination.label}
        previous={copy.pagination.previous}
        next={copy.pagination.next}
        page={(n) => fillCopy(copy.pagination.page, { page: n })}
        lang={copy.pagination.lang}
      />
    </>
  );
}

import { Suspense } from 'react';
import { Await, Link, useAsyncError } from 'react-router-dom';
import { Pagination } from '../components/pagination';
import { PostCard } from '../components/post-card';
import { fillCopy } from '../lib/fill-copy';
import type { BlogListPage } from '../lib/post-loaders';
import { paths } from '../lib/paths';
import type { BlogCopy } from '../schemas/page-copy';
import styles from './blog-list-section.module.css';

export type BlogListSectionProps = {
  list: BlogListPage | Promise<BlogListPage>;
  copy: BlogCopy;
};

function ListError({ copy }: { copy: BlogCopy }) {
  const error = useAsyncError();
  const reason = error instanceof Error ? error.message : String(error);
  return (
    <p role="alert" className={`${styles.state} ${styles.error}`}>
      {fillCopy(copy.states.error, { reason })}
    </p>
  );
}

function PostList({ list, copy }: { list: BlogListPage; copy: BlogCopy }) {
  if (list.total === 0) {
    return (
      <div className={styles.state} role="status">
        <p>{list.query ? fillCopy(copy.states.noResults, { query: list.query }) : copy.states.empty}</p>
        {list.query && <Link to={paths.blog}>{copy.clearSearch}</Link>}
      </div>
    );
  }
  return (
    <>
      <ul className={styles.grid}>
        {list.posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} fallbacks={{ title: copy.fallbacks.listTitle, date: copy.fallbacks.listDate }} readMoreLabel={copy.readMore} headingLevel={3} />
          </li>
        ))}
      </ul>
      <Pagination
        current={list.page}
        count={list.pageCount}
        hrefFor={(page) => paths.blogSearch(list.query, page)}
        label={copy.pagination.label}
        previous={copy.pagination.previous}
        next={copy.pagination.next}
        page={(page) => fillCopy(copy.pagination.page, { page })}
      />
    </>
  );
}

/** The posts of one list page with the loading, error, empty and no-results states of the spec. */
export function BlogListSection({ list, copy }: BlogListSectionProps) {
  return (
    <Suspense
      fallback={
        <p role="status" className={styles.state}>
          {copy.states.loading}
        </p>
      }
    >
      <Await resolve={list} errorElement={<ListError copy={copy} />}>
        {(resolved: BlogListPage) => (
          <>
            {resolved.query && (
              <p className={styles.results}>
                {fillCopy(copy.resultsHeading, { query: resolved.query })}
              </p>
            )}
            <PostList list={resolved} copy={copy} />
          </>
        )}
      </Await>
    </Suspense>
  );
}

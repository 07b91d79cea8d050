import { Suspense } from 'react';
import { Await, isRouteErrorResponse, Link, useAsyncError, useLoaderData, useRouteError } from 'react-router-dom';
import { PageHead } from '../components/page-head';
import { fillCopy } from '../lib/fill-copy';
import { getBlogCopy } from '../content/blog-copy';
import { useCanonicalPostPath } from '../hooks/use-canonical-post-path';
import type { BlogPostData, BlogPostResult } from '../lib/post-loaders';
import { paths } from '../lib/paths';
import type { BlogCopy } from '../schemas/page-copy';
import { BlogPostArticle } from '../sections/blog-post-article';
import { BlogSidebar } from '../sections/blog-sidebar';
import styles from './blog-post-page.module.css';

/** A content path (media/…) for the sharing image, when the post's image is one of ours. */
const shareImage = (image: string | null) => (image?.startsWith('/media/') ? image.slice(1) : undefined);

function PostNotFound({ copy, path }: { copy: BlogCopy; path: string }) {
  return (
    <div className={styles.notFound}>
      <PageHead seo={{ path, title: copy.post.notFound, noindex: true }} />
      <h1>{copy.post.notFound}</h1>
      <p>{copy.post.notFoundText}</p>
      <Link to={paths.blog}>{copy.post.backToBlog}</Link>
    </div>
  );
}

function PostError({ copy }: { copy: BlogCopy }) {
  const error = useAsyncError();
  return (
    <p role="alert" className={styles.error}>
      {fillCopy(copy.post.error, { message: error instanceof Error ? error.message : String(error) })}
    </p>
  );
}

function PostView({ result, slug, copy }: { result: BlogPostResult; slug: string; copy: BlogCopy }) {
  const { post, recent } = result;
  if (!post) return <PostNotFound copy={copy} path={paths.post(slug)} />;
  return (
    <div className={styles.layout}>
      <PageHead seo={{ path: paths.post(post.slug), title: post.title ?? copy.fallbacks.detailTitle, description: post.summary || undefined, keywords: post.tags ?? undefined, image: shareImage(post.image) }} />
      <BlogPostArticle post={post} copy={copy} />
      <BlogSidebar copy={copy.sidebar} fallbacks={copy.fallbacks} query="" recent={recent} />
    </div>
  );
}

/** /{slug}: one post with its sidebar, and the Loading, Error and not-found states. */
export function BlogPostPage() {
  const data = useLoaderData() as BlogPostData;
  const copy = getBlogCopy();
  return (
    <div className={`container ${styles.page}`}>
      <Suspense
        key={data.slug}
        fallback={
          <p role="status" className={styles.loading}>
            {copy.post.loading}
          </p>
        }
      >
        <Await resolve={data.result} errorElement={<PostError copy={copy} />}>
          {(result: BlogPostResult) => <PostView result={result} slug={data.slug} copy={copy} />}
        </Await>
      </Suspense>
    </div>
  );
}

/** At build time an unknown slug throws a 404 (dist/404-post.html); anything else is shown as an error. */
export function BlogPostErrorBoundary() {
  const error = useRouteError();
  const copy = getBlogCopy();
  useCanonicalPostPath();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className={`container ${styles.page}`}>
        <PostNotFound copy={copy} path={paths.blog} />
      </div>
    );
  }
  return (
    <div className={`container ${styles.page}`}>
      <p role="alert" className={styles.error}>
        {fillCopy(copy.post.error, { message: error instanceof Error ? error.message : String(error) })}
      </p>
    </div>
  );
}

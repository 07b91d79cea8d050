import { Suspense } from 'react';
import { Await, useLoaderData, useRouteError } from 'react-router-dom';
import { PageHead } from '../components/page-head';
import { Prose } from '../components/prose';
import type { BlogPostData, BlogPostResult } from '../lib/post-loaders';
import { paths } from '../lib/paths';

function PostNotFound() {
  return <h1>Blog post not found.</h1>;
}

function PostView({ result }: { result: BlogPostResult }) {
  const { post } = result;
  if (!post) return <PostNotFound />;
  return (
    <article>
      <PageHead seo={{ path: paths.post(post.slug), title: post.title ?? 'Untitled Post', description: post.summary }} />
      <h1>{post.title}</h1>
      <Prose html={post.html} />
    </article>
  );
}

export function BlogPostPage() {
  const data = useLoaderData() as BlogPostData;
  return (
    <Suspense fallback={<p>Loading...</p>}>
      <Await resolve={data.result} errorElement={<p>Error: Failed to fetch blog posts</p>}>
        {(result: BlogPostResult) => <PostView result={result} />}
      </Await>
    </Suspense>
  );
}

export function BlogPostErrorBoundary() {
  useRouteError();
  return <PostNotFound />;
}

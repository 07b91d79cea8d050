import { PageHead } from '../components/page-head';

export function BlogPage() {
  return (
    <>
      <PageHead seo={{ path: '/blog', title: 'Blog' }} />
      <h1>Blog</h1>
    </>
  );
}

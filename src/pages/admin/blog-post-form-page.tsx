import { PageHead } from '../../components/page-head';

export function BlogPostFormPage() {
  return (
    <>
      <PageHead seo={{ path: '/admin/blogPost', title: 'New blog or job post', noindex: true }} />
      <h1>New blog or job post</h1>
    </>
  );
}

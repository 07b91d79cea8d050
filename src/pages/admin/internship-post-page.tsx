import { PageHead } from '../../components/page-head';

export function InternshipPostPage() {
  return (
    <>
      <PageHead seo={{ path: '/admin/internshipPost', title: 'Post an internship', noindex: true }} />
      <h1>Post an internship</h1>
    </>
  );
}

import { PageHead } from '../../components/page-head';

export function JobPostPage() {
  return (
    <>
      <PageHead seo={{ path: '/admin/jobPost', title: 'Post a job', noindex: true }} />
      <h1>Post a job</h1>
    </>
  );
}

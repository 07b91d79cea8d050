import { PageHead } from '../../components/page-head';

export function InternPostPage() {
  return (
    <>
      <PageHead seo={{ path: '/admin/internPost', title: 'Add an intern', noindex: true }} />
      <h1>Add an intern</h1>
    </>
  );
}

import { PageHead } from '../../components/page-head';

export function ShowPostDataPage() {
  return (
    <>
      <PageHead seo={{ path: '/admin/showPostData', title: 'Saved post', noindex: true }} />
      <h1>Saved post</h1>
    </>
  );
}

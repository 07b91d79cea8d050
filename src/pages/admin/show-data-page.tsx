import { PageHead } from '../../components/page-head';

export function ShowDataPage() {
  return (
    <>
      <PageHead seo={{ path: '/admin/showData', title: 'Saved appointment', noindex: true }} />
      <h1>Saved appointment</h1>
    </>
  );
}

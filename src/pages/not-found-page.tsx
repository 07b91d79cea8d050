import { PageHead } from '../components/page-head';

export function NotFoundPage() {
  return (
    <>
      <PageHead seo={{ path: '/404', title: 'Page not found', noindex: true }} />
      <h1>Page not found</h1>
    </>
  );
}

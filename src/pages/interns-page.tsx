import { PageHead } from '../components/page-head';

export function InternsPage() {
  return (
    <>
      <PageHead seo={{ path: '/career/interns', title: 'Interns' }} />
      <h1>Interns</h1>
    </>
  );
}

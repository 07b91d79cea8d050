import { PageHead } from '../components/page-head';

export function CareerPage() {
  return (
    <>
      <PageHead seo={{ path: '/career', title: 'Career' }} />
      <h1>Career</h1>
    </>
  );
}

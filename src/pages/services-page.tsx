import { PageHead } from '../components/page-head';

export function ServicesPage() {
  return (
    <>
      <PageHead seo={{ path: '/services', title: 'Services' }} />
      <h1>Services</h1>
    </>
  );
}

import { PageHead } from '../components/page-head';

export function AboutPage() {
  return (
    <>
      <PageHead seo={{ path: '/about-us', title: 'About us' }} />
      <h1>About us</h1>
    </>
  );
}

import { PageHead } from '../components/page-head';

export function HomePage() {
  return (
    <>
      <PageHead seo={{ path: '/', title: 'Home' }} />
      <h1>Home</h1>
    </>
  );
}

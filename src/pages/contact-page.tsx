import { PageHead } from '../components/page-head';

export function ContactPage() {
  return (
    <>
      <PageHead seo={{ path: '/contact-us', title: 'Contact us' }} />
      <h1>Contact us</h1>
    </>
  );
}

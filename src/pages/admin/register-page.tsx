import { PageHead } from '../../components/page-head';

export function RegisterPage() {
  return (
    <>
      <PageHead seo={{ path: '/admin/register', title: 'Book an appointment', noindex: true }} />
      <h1>Book an appointment</h1>
    </>
  );
}

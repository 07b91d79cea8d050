import { PageHead } from '../components/page-head';

export function ELearningPage() {
  return (
    <>
      <PageHead seo={{ path: '/services/e-learning', title: 'E-learning courses' }} />
      <h1>E-learning courses</h1>
    </>
  );
}

import { PageHead } from '../components/page-head';
import { getPage } from '../content/pages';
import { paths } from '../lib/paths';
import { SectionList } from '../sections/section-list';

/** /services/e-learning: the course strip, the catalogue, the four steps and Apply Now (content/pages/e-learning.yaml). */
export function ELearningPage() {
  const page = getPage('e-learning');
  return (
    <>
      <PageHead seo={{ path: paths.eLearning, title: page.title, description: page.summary }} override={page.seo} />
      <SectionList sections={page.sections} />
    </>
  );
}

import { PageHead } from '../components/page-head';
import { getPage } from '../content/pages';
import { paths } from '../lib/paths';
import { SectionList } from '../sections/section-list';

/** /services: the eight services, counters, mission and vision, hosting plans and FAQs (content/pages/services.yaml). */
export function ServicesPage() {
  const page = getPage('services');
  return (
    <>
      <PageHead seo={{ path: paths.services, title: page.title, description: page.summary }} override={page.seo} />
      <SectionList sections={page.sections} />
    </>
  );
}

import { PageHead } from '../components/page-head';
import { getPage } from '../content/pages';
import { paths } from '../lib/paths';
import { SectionList } from '../sections/section-list';

/** The home page: the sections of content/pages/home.yaml. */
export function HomePage() {
  const page = getPage('home');
  return (
    <>
      <PageHead seo={{ path: paths.home, title: page.title, description: page.summary }} override={page.seo} />
      <SectionList sections={page.sections} />
    </>
  );
}

import { PageHead } from '../components/page-head';
import { getPage } from '../content/pages';
import { paths } from '../lib/paths';
import { SectionList } from '../sections/section-list';

/** The about page: the sections of content/pages/about.yaml. */
export function AboutPage() {
  const page = getPage('about');
  return (
    <>
      <PageHead seo={{ path: paths.about, title: page.title, description: page.summary }} override={page.seo} />
      <SectionList sections={page.sections} />
    </>
  );
}

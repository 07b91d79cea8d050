import { PageHead } from '../components/page-head';
import { useLocale } from '../components/page-locale';
import { getPage } from '../content/pages';
import { SectionList } from '../sections/section-list';

export type SectionsPageProps = {
  /** The file under content/pages/ (home, about, services, e-learning). */
  slug: string;
  path: string;
};

/** A page that is only a list of sections, in the order of its content file. */
export function SectionsPage({ slug, path }: SectionsPageProps) {
  const page = getPage(slug, useLocale());
  return (
    <>
      <PageHead seo={{ path, title: page.title, description: page.summary }} override={page.seo} />
      <SectionList sections={page.sections} />
    </>
  );
}

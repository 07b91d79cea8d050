import { PageHead } from '../components/page-head';
import { useLocale, useLocalePath } from '../components/page-locale';
import { getService } from '../content/services';
import { paths } from '../lib/paths';
import { SectionList } from '../sections/section-list';

export type ServicePageProps = { slug: string };

/**
 * Every service page, rendered from its file under content/services/. The canonical address is
 * always /services/<slug>, also when the page is shown at another path (/web-hosting-service).
 */
export function ServicePage({ slug }: ServicePageProps) {
  const service = getService(slug, useLocale());
  const localize = useLocalePath();
  return (
    <>
      <PageHead seo={{ path: localize(paths.service(slug)), title: service.title, description: service.summary }} override={service.seo} />
      <SectionList sections={service.sections} />
    </>
  );
}

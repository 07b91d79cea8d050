import { PageHead } from '../components/page-head';
import { Prose } from '../components/prose';
import { getLegalPage } from '../content/legal';
import { paths } from '../lib/paths';

export type LegalPageProps = { slug: string };

export function LegalPage({ slug }: LegalPageProps) {
  const page = getLegalPage(slug);
  return (
    <>
      <PageHead seo={{ path: paths.legal(slug), title: page.title, description: page.summary }} />
      <h1>{page.title}</h1>
      <Prose html={page.html} />
    </>
  );
}

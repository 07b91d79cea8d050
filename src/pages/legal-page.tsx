import { PageHead } from '../components/page-head';
import { useLocale, useLocalePath } from '../components/page-locale';
import { Prose } from '../components/prose';
import { getLegalPage } from '../content/legal';
import { fillCopy } from '../lib/fill-copy';
import { getLegalCopy } from '../content/legal-copy';
import { formatDate } from '../lib/format-date';
import { paths } from '../lib/paths';
import styles from './legal-page.module.css';

export type LegalPageProps = { slug: string };

/** /terms-of-use and /privacy-policy, rendered from content/legal/<slug>.md. */
export function LegalPage({ slug }: LegalPageProps) {
  const locale = useLocale();
  const localize = useLocalePath();
  const page = getLegalPage(slug, locale);
  const copy = getLegalCopy(locale);
  return (
    <>
      <PageHead seo={{ path: localize(paths.legal(slug)), title: page.title, description: page.summary }} />
      <header className={styles.header}>
        <div className="container">
          <h1>{page.title}</h1>
          <p className={styles.updated}>{fillCopy(copy.updatedLabel, { date: formatDate(page.updated, locale) })}</p>
        </div>
      </header>
      <div className={`container ${styles.body}`}>
        <Prose html={page.html} />
      </div>
    </>
  );
}

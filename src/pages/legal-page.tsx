import { PageHead } from '../components/page-head';
import { Prose } from '../components/prose';
import { getLegalPage } from '../content/legal';
import { fillCopy } from '../lib/fill-copy';
import { getLegalCopy } from '../content/legal-copy';
import { getSite } from '../content/site';
import { formatDate } from '../lib/format-date';
import { paths } from '../lib/paths';
import styles from './legal-page.module.css';

export type LegalPageProps = { slug: string };

/** /terms-of-use and /privacy-policy, rendered from content/legal/<slug>.md. */
export function LegalPage({ slug }: LegalPageProps) {
  const page = getLegalPage(slug);
  const copy = getLegalCopy();
  return (
    <>
      <PageHead seo={{ path: paths.legal(slug), title: page.title, description: page.summary }} />
      <header className={styles.header}>
        <div className="container">
          <h1>{page.title}</h1>
          <p className={styles.updated}>{fillCopy(copy.updatedLabel, { date: formatDate(page.updated, getSite()) })}</p>
        </div>
      </header>
      <div className={`container ${styles.body}`}>
        <Prose html={page.html} />
      </div>
    </>
  );
}

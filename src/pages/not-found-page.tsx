import { ArrowLinkList } from '../components/arrow-link-list';
import { PageHead } from '../components/page-head';
import { useLocale } from '../components/page-locale';
import { getNotFoundCopy } from '../content/not-found-copy';
import styles from './not-found-page.module.css';

/** Any address that is neither a page nor a blog post (served with HTTP 404; it names no canonical address). */
export function NotFoundPage() {
  const copy = getNotFoundCopy(useLocale());
  return (
    <div className={`container ${styles.page}`}>
      <PageHead seo={{ path: '', title: copy.title, description: copy.summary, noindex: true }} />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 lang={copy.lang?.heading}>{copy.heading}</h1>
      <p className={styles.text} lang={copy.lang?.text}>
        {copy.text}
      </p>
      <ArrowLinkList links={copy.links} classNames={{ list: styles.links, link: styles.link }} />
    </div>
  );
}

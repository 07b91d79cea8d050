import { PageHead } from '../components/page-head';
import { useLocale, useLocalePath } from '../components/page-locale';
import { Prose } from '../components/prose';
import { getLegalPage } from '../content/legal';
import { fillCopy } from '../lib/fill-copy';
import { getLegalCopy } from '../content/legal-copy';
import { formatDate } from '../lib/format-date';
import { DEFAULT_LOCALE, LOCALE_TAGS } from '../lib/locale';
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
          <h1 lang={page.lang?.title}>{page.title}</h1>
          <p className={styles.updated} lang={copy.lang?.updatedLabel}>
            {fillCopy(copy.updatedLabel, { date: formatDate(page.updated, locale) })}
          </p>
        </div>
      </header>
      {locale !== DEFAULT_LOCALE && <TranslationNotice text={copy.translationNotice} link={copy.englishVersionLink} href={paths.legal(slug)} />}
      <div className={`container ${styles.body}`}>
        <Prose html={page.html} lang={page.lang?.html} />
      </div>
    </>
  );
}

/** On a translated legal page: the English version prevails, with a link to it. */
function TranslationNotice({ text, link, href }: { text: string; link: string; href: string }) {
  const [before, after] = text.split('{englishVersion}');
  return (
    <div className="container">
      <p className={styles.notice} role="note">
        {before}
        {after !== undefined && (
          <a href={href} hrefLang={LOCALE_TAGS[DEFAULT_LOCALE]}>
            {link}
          </a>
        )}
        {after}
      </p>
    </div>
  );
}

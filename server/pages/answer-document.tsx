import type { ReactNode } from 'react';
import { Logo } from '../../src/components/logo';
import { getLayout } from '../../src/content/layout';
import { getSite } from '../../src/content/site';
import { paths } from '../../src/lib/paths';
import { LOCALE_TAGS, localizePath, type Locale } from '../../src/lib/locale';
import type { PageAssets } from '../../src/schemas/server-page';
import { AnswerCard } from './answer-card';
import { PlainDocument } from './plain-document';
import styles from './answer-document.module.css';

export type AnswerDocumentProps = { locale: Locale; title: string; help: ReactNode; assets: PageAssets; children: ReactNode };

/**
 * A page a visitor reaches by sending a form without JavaScript, or from a link in a newsletter
 * mail: the logo, which leads home, over the page's card (its title the h1, `help` under it); no
 * menus and no script, so it reads the same in any browser.
 */
export function AnswerDocument({ locale, title, help, assets, children }: AnswerDocumentProps) {
  const site = getSite(locale);
  return (
    <PlainDocument lang={LOCALE_TAGS[locale]} title={site.seo.titleTemplate.replace('%s', title)} robots="noindex" assets={assets} bodyClassName={styles.body}>
      <header className={styles.header}>
        <a href={localizePath(paths.home, locale)} className={styles.home} aria-label={getLayout(locale).header.homeLabel}>
          <Logo isPriority />
        </a>
      </header>
      <main>
        <AnswerCard title={title} help={help}>
          {children}
        </AnswerCard>
      </main>
    </PlainDocument>
  );
}

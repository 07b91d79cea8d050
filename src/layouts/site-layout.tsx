import type { ReactNode } from 'react';
import { getLayout } from '../content/layout';
import { useLocale } from '../components/page-locale';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TopBar } from './top-bar';
import styles from './site-layout.module.css';

export type SiteLayoutProps = { children: ReactNode };

/** Top bar, header, main and footer around every page. */
export function SiteLayout({ children }: SiteLayoutProps) {
  const layout = getLayout(useLocale());
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {layout.skipLink}
      </a>
      <TopBar />
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

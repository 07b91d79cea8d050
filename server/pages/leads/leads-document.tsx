import type { ReactNode } from 'react';
import { Button } from '../../../src/components/button';
import { getSite } from '../../../src/content/site';
import { DEFAULT_LOCALE } from '../../../src/lib/locale';
import { paths } from '../../../src/lib/paths';
import type { LeadsNav, PageAssets } from '../../../src/schemas/server-page';
import { PlainDocument } from '../plain-document';
import { PostButton } from './post-button';
import styles from './leads-document.module.css';

const NAV: { key: LeadsNav; href: string; label: string }[] = [
  { key: 'enquiries', href: paths.leads.home, label: 'Enquiries' },
  { key: 'chart', href: paths.leads.chart, label: 'Leads by source' },
  { key: 'subscribers', href: paths.leads.subscribers, label: 'Subscribers' },
  { key: 'outbox', href: paths.leads.outbox, label: 'Outbox' },
];

export type LeadsDocumentProps = {
  title: string;
  /** Signed in: the navigation, and the sign-out button, which posts with the CSRF token. */
  session?: { csrf: string; active?: LeadsNav };
  assets: PageAssets;
  children: ReactNode;
};

/** A page of the leads dashboard: the site's name and the navigation over the page's h1 and content. English only, never indexed. */
export function LeadsDocument({ title, session, assets, children }: LeadsDocumentProps) {
  const site = getSite(DEFAULT_LOCALE);
  return (
    <PlainDocument lang="en" title={`${title} – Leads – ${site.name}`} robots="noindex, nofollow" assets={assets} bodyClassName={styles.body}>
      <header className={styles.top}>
        <p className={styles.brand}>
          {site.name} <span>Leads</span>
        </p>
        {session && (
          <nav className={styles.nav} aria-label="Dashboard">
            <ul>
              {NAV.map((item) => (
                <li key={item.key}>
                  <a href={item.href} aria-current={item.key === session.active ? 'page' : undefined}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
            <PostButton action={paths.leads.signOut} csrf={session.csrf}>
              <Button type="submit" variant="outlineLight">
                Sign out
              </Button>
            </PostButton>
          </nav>
        )}
      </header>
      <main className={styles.main}>
        <h1>{title}</h1>
        {children}
      </main>
    </PlainDocument>
  );
}

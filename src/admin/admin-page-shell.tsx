import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { PageHead } from '../components/page-head';
import { getAdminCopy } from '../content/admin';
import type { AdminCopy } from '../schemas/admin-copy';
import styles from './admin-page-shell.module.css';

type PageCopy = Pick<AdminCopy['register'], 'seo' | 'heading' | 'lead'>;

export type AdminPageShellProps = { path: string; page: PageCopy; children: ReactNode };

/** The frame of an admin-style page: noindex head, heading band and the card that holds the tool. */
export function AdminPageShell({ path, page, children }: AdminPageShellProps) {
  const { eyebrow, storageNote } = getAdminCopy();
  return (
    <>
      <PageHead seo={{ path, title: page.seo.title, description: page.seo.description, noindex: true }} />
      <div className={styles.band}>
        <div className="container">
          <div className={styles.intro}>
            <p className={styles.eyebrow}>{eyebrow}</p>
            <h1 className={styles.heading}>{page.heading}</h1>
            <p className={styles.lead}>{page.lead}</p>
            <p className={styles.note}>
              <Lock aria-hidden="true" size={18} className={styles.noteIcon} />
              {storageNote}
            </p>
          </div>
        </div>
      </div>
      <div className={styles.body}>
        <div className="container">
          <div className={styles.card}>{children}</div>
        </div>
      </div>
    </>
  );
}

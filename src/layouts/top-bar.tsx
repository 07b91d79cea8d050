import { Mail, Phone } from 'lucide-react';
import { SocialLinks } from '../components/social-icon';
import { getLayout } from '../content/layout';
import { getSite } from '../content/site';
import { useLocale } from '../components/page-locale';
import { LanguageSwitch } from './language-switch';
import styles from './top-bar.module.css';

/**
 * The thin bar above the header: phone, support e-mail, the language switch (on wide screens; on
 * phones it is in the menu) and the social links. A landmark of its own (a named region), so that
 * every part of the page sits in one; the sticky header below it is the banner.
 */
export function TopBar() {
  const locale = useLocale();
  const site = getSite(locale);
  const { topBar } = getLayout(locale);
  return (
    <section className={styles.topBar} aria-label={topBar.label}>
      <div className={`container ${styles.row}`}>
        <ul className={styles.contacts}>
          <li>
            <a href={`tel:${site.phone.tel}`} className={styles.contact}>
              <Phone aria-hidden="true" size={16} />
              <span className="visually-hidden" lang={topBar.lang?.phoneLabel}>
                {topBar.phoneLabel}:{' '}
              </span>
              {site.phone.display}
            </a>
          </li>
          <li>
            <a href={`mailto:${site.supportEmail}`} className={styles.contact}>
              <Mail aria-hidden="true" size={16} />
              <span className="visually-hidden" lang={topBar.lang?.emailLabel}>
                {topBar.emailLabel}:{' '}
              </span>
              <span className={styles.emailText}>{site.supportEmail}</span>
            </a>
          </li>
        </ul>
        <div className={styles.end}>
          <LanguageSwitch variant="onDark" className={styles.language} />
          <SocialLinks links={site.social} label={topBar.socialLabel} className={styles.social} itemClassName={styles.socialLink} />
        </div>
      </div>
    </section>
  );
}

import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Image } from '../components/image';
import { Island } from '../islands/island';
import { Text } from '../components/text';
import { SocialLinks } from '../components/social-icon';
import { getLayout } from '../content/layout';
import { getNavigation, getSite } from '../content/site';
import { useLocale, useLocalePath } from '../components/page-locale';
import { fillCopy } from '../lib/fill-copy';
import type { MenuLink } from '../schemas/navigation';
import { NewsletterForm } from '../islands/newsletter-form';
import { formNotice } from '../content/data-rights-copy';
import { getFormsCopy } from '../content/forms-copy';
import styles from './site-footer.module.css';

/** Address blurb, contacts, quick links, services, newsletter, social and legal links. */
export function SiteFooter() {
  const locale = useLocale();
  const localize = useLocalePath();
  const site = getSite(locale);
  const { footer } = getLayout(locale);
  const navigation = getNavigation(locale);
  const office = site.addresses[0]!;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Image src={site.logoLight.src} alt={site.logoLight.alt} lang={site.logoLight.lang?.alt} width={194} height={48} />
          <p lang={footer.lang?.about}>{footer.about}</p>
          <h2 className={styles.heading} lang={footer.lang?.followHeading}>
            {footer.followHeading}
          </h2>
          <SocialLinks links={site.social} label={footer.followHeading} className={styles.social} itemClassName={styles.socialLink} />
        </div>
        <LinkColumn heading={footer.quickLinksHeading} headingLang={footer.lang?.quickLinksHeading} links={navigation.footer.quickLinks} />
        <LinkColumn heading={footer.servicesHeading} headingLang={footer.lang?.servicesHeading} links={navigation.footer.services} />
        <div className={styles.contact}>
          <h2 className={styles.heading} lang={footer.lang?.contactHeading}>
            {footer.contactHeading}
          </h2>
          <ul className={styles.contacts}>
            <li>
              <MapPin aria-hidden="true" size={18} />
              <address>
                <Text lang={office.lang?.street}>{office.street}</Text>, <Text lang={office.lang?.locality}>{office.locality}</Text>,{' '}
                <Text lang={office.lang?.city}>{office.city}</Text> {office.postalCode}
              </address>
            </li>
            <li>
              <Phone aria-hidden="true" size={18} />
              <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
            </li>
            <li>
              <Mail aria-hidden="true" size={18} />
              <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
            </li>
            <li>
              <Clock aria-hidden="true" size={18} />
              <span lang={site.lang?.supportHours}>{site.supportHours}</span>
            </li>
          </ul>
        </div>
        <Island
          name="newsletterForm"
          component={NewsletterForm}
          props={{ copy: footer.newsletter, notice: formNotice('newsletter', locale, localize), messages: getFormsCopy(locale), locale }}
          hydrate="interaction"
        />
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomRow}`}>
          <p lang={footer.lang?.copyright}>{fillCopy(footer.copyright, { name: site.name, since: site.foundedYear })}</p>
          <nav aria-label={footer.legalLabel}>
            <LinkList links={navigation.footer.legal} className={styles.legal} />
          </nav>
        </div>
      </div>
    </footer>
  );
}

function LinkColumn({ heading, headingLang, links }: { heading: string; headingLang: string | undefined; links: MenuLink[] }) {
  return (
    <div>
      <h2 className={styles.heading} lang={headingLang}>
        {heading}
      </h2>
      <LinkList links={links} className={styles.links} />
    </div>
  );
}

function LinkList({ links, className }: { links: MenuLink[]; className: string | undefined }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} lang={link.lang?.label}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

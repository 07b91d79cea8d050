import { useId } from 'react';
import { ContactForm } from '../islands/contact-form';
import { formNotice } from '../content/data-rights-copy';
import { getFormsCopy } from '../content/forms-copy';
import { Island } from '../islands/island';
import { PageHead } from '../components/page-head';
import { useLocale, useLocalePath } from '../components/page-locale';
import { getContactCopy } from '../content/contact-copy';
import { getSite } from '../content/site';
import { paths } from '../lib/paths';
import { BannerSection } from '../sections/banner-section';
import { ContactDetails } from '../sections/contact-details-section';
import { ContactMapSection } from '../sections/contact-map-section';
import styles from './contact-page.module.css';

/** /contact-us: how to reach the company, the message form and the head office on a map. */
export function ContactPage() {
  const locale = useLocale();
  const localize = useLocalePath();
  const copy = getContactCopy(locale);
  const site = getSite(locale);
  const headOffice = site.addresses[0]!;
  const formHeadingId = useId();
  return (
    <>
      <PageHead seo={{ path: localize(paths.contact), title: copy.title, description: copy.summary }} override={copy.seo} />
      <BannerSection type="banner" {...copy.banner} />
      <div className={`container ${styles.layout}`}>
        <ContactDetails copy={copy} site={site} />
        <section className={styles.formCard} aria-labelledby={formHeadingId}>
          <h2 id={formHeadingId} lang={copy.form.lang?.heading}>
            {copy.form.heading}
          </h2>
          {copy.form.lead && (
            <p className={styles.lead} lang={copy.form.lang?.lead}>
              {copy.form.lead}
            </p>
          )}
          <Island
            name="contactForm"
            component={ContactForm}
            props={{ copy: copy.form, phone: site.phone, notice: formNotice('enquiry', locale, localize), messages: getFormsCopy(locale), locale }}
            hydrate="interaction"
          />
        </section>
      </div>
      <ContactMapSection copy={copy.map} address={headOffice} />
    </>
  );
}

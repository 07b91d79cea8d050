import { Headline } from '../components/headline';
import { Icon } from '../components/icon';
import { Text } from '../components/text';
import { Island } from '../islands/island';
import { getSite } from '../content/site';
import { useLocale, useLocalePath } from '../components/page-locale';
import type { SectionOf } from '../schemas/section';
import { langOf } from '../schemas/localized';
import { AppointmentForm } from '../islands/appointment-form';
import { formNotice } from '../content/data-rights-copy';
import { getFormsCopy } from '../content/forms-copy';
import { HeroVideo } from './hero-video';
import styles from './hero-section.module.css';

/** The home page's first screen: the looping video behind the heading, what the company does, and the appointment form. */
export function HeroSection({ eyebrow, heading, lead, services, highlights, video, form, lang }: SectionOf<'hero'>) {
  const locale = useLocale();
  const localize = useLocalePath();
  return (
    <section className={styles.hero}>
      <HeroVideo {...video} />
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <Headline level={1} eyebrow={eyebrow} heading={heading} lead={lead} lang={lang} classNames={styles} />
          {services && <HeroServices {...services} />}
          {highlights && (
            <ul className={styles.highlights}>
              {highlights.map((item, i) => (
                <li key={item} lang={langOf(lang, 'highlights', i)}>
                  <Icon name="circle-check" size={18} />
                  {item}
                </li>
              ))}
            </ul>
          )}
        </div>
        <Island
          name="appointmentForm"
          component={AppointmentForm}
          props={{ form, phone: getSite(locale).phone.display, notice: formNotice('enquiry', locale, localize), messages: getFormsCopy(locale), locale }}
          hydrate="interaction"
        />
      </div>
    </section>
  );
}

/** The services the company offers, each a link to its page: what a visitor learns from the first screen. */
function HeroServices({ label, items }: NonNullable<SectionOf<'hero'>['services']>) {
  const localize = useLocalePath();
  return (
    <ul aria-label={label} className={styles.services}>
      {items.map((item) => (
        <li key={item.href}>
          <a href={localize(item.href)} className={styles.service}>
            <span className={styles.serviceIcon}>
              <Icon name={item.icon} size={22} />
            </span>
            <Text lang={item.lang?.label}>{item.label}</Text>
          </a>
        </li>
      ))}
    </ul>
  );
}

import { Icon } from '../components/icon';
import { Island } from '../islands/island';
import { getSite } from '../content/site';
import { useLocale, useLocalePath } from '../components/page-locale';
import type { SectionOf } from '../schemas/section';
import { AppointmentForm } from '../islands/appointment-form';
import { formNotice } from '../content/data-rights-copy';
import { getFormsCopy } from '../content/forms-copy';
import { HeroVideo } from './hero-video';
import styles from './hero-section.module.css';

/** The home page's first screen: the looping video behind the heading, and the appointment form. */
export function HeroSection({ eyebrow, heading, lead, highlights, video, form }: SectionOf<'hero'>) {
  const locale = useLocale();
  const localize = useLocalePath();
  return (
    <section className={styles.hero}>
      <HeroVideo {...video} />
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.heading}>{heading}</h1>
          <p className={styles.lead}>{lead}</p>
          {highlights && (
            <ul className={styles.highlights}>
              {highlights.map((item) => (
                <li key={item}>
                  <Icon name="circle-check" size={20} />
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

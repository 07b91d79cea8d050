import { Image } from '../components/image';
import { PageHead } from '../components/page-head';
import { useLocale, useLocalePath } from '../components/page-locale';
import { Section } from '../components/section';
import { listInterns } from '../content/interns';
import { getInternsCopy } from '../content/interns-copy';
import { paths } from '../lib/paths';
import { BannerSection } from '../sections/banner-section';
import styles from './interns-page.module.css';

/** /career/interns: the first interns of content/interns/ (nine of ten), with image, name and role. */
export function InternsPage() {
  const locale = useLocale();
  const localize = useLocalePath();
  const copy = getInternsCopy(locale);
  const interns = listInterns(locale).slice(0, copy.count);
  return (
    <>
      <PageHead seo={{ path: localize(paths.interns), title: copy.title, description: copy.summary }} override={copy.seo} />
      <BannerSection type="banner" {...copy.banner} />
      <Section heading={copy.heading} lead={copy.lead} align="center">
        <ul className={styles.grid}>
          {interns.map((intern) => (
            <li key={intern.slug} className={styles.card}>
              <Image src={intern.image} alt={intern.name} width={480} height={480} isDimmedInDark className={styles.photo} />
              <h3 className={styles.name}>{intern.name}</h3>
              <p className={styles.role}>{intern.profession}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

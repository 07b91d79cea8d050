import { Image } from '../components/image';
import type { SectionOf } from '../schemas/section';
import styles from './banner-section.module.css';

/** The page header: eyebrow, the page's one h1, a lead and the banner image. */
export function BannerSection({ heading, eyebrow, lead, image, lang }: SectionOf<'banner'>) {
  return (
    <section className={styles.banner}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          {eyebrow && (
            <p className={styles.eyebrow} lang={lang?.eyebrow}>
              {eyebrow}
            </p>
          )}
          <h1 className={styles.heading} lang={lang?.heading}>
            {heading}
          </h1>
          {lead && (
            <p className={styles.lead} lang={lang?.lead}>
              {lead}
            </p>
          )}
        </div>
      </div>
      {image && (
        <div className={styles.media}>
          <Image src={image.src} alt={image.alt} lang={image.lang?.alt} width={1600} height={600} sizes="100vw" priority className={styles.image} />
        </div>
      )}
    </section>
  );
}

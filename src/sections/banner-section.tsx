import { Headline } from '../components/headline';
import { Image, imageOf } from '../components/image';
import type { SectionOf } from '../schemas/section';
import styles from './banner-section.module.css';

/**
 * The width the banner's illustration is shown at (banner-section.module.css): the whole width of
 * a phone, then its column beside the text, half the container from 1024 px on (576 px once the
 * container stops growing).
 */
const ILLUSTRATION_SIZES = '(min-width: 1280px) 576px, (min-width: 1024px) 46vw, (min-width: 640px) 44vw, 100vw';

/** The page header: eyebrow, the page's one h1 and a lead, beside the banner's illustration. */
export function BannerSection({ heading, eyebrow, lead, image, lang }: SectionOf<'banner'>) {
  return (
    <section className={styles.banner}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <Headline level={1} eyebrow={eyebrow} heading={heading} lead={lead} lang={lang} classNames={styles} />
        </div>
        {image && (
          <div className={styles.media}>
            <Image {...imageOf(image)} sizes={ILLUSTRATION_SIZES} priority className={styles.image} />
          </div>
        )}
      </div>
    </section>
  );
}

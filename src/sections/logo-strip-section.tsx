import { Headline } from '../components/headline';
import { Image } from '../components/image';
import { Marquee } from '../components/marquee';
import { getLogoGroup } from '../content/layout';
import { useLocale } from '../components/page-locale';
import type { SectionOf } from '../schemas/section';
import styles from './logo-strip-section.module.css';

/** A row of partner or client logos: static, or as a slowly scrolling band. */
export function LogoStripSection({ eyebrow, heading, group, layout, lang }: SectionOf<'logo-strip'>) {
  const { items } = getLogoGroup(group, useLocale());
  const list = (isCopy: boolean) => (
    <ul className={layout === 'strip' ? styles.grid : styles.row}>
      {items.map((item) => (
        <li key={item.name} className={styles.logo}>
          <Image src={item.image.src} alt={isCopy ? '' : item.image.alt} lang={isCopy ? undefined : item.image.lang?.alt} width={160} height={48} />
        </li>
      ))}
    </ul>
  );
  return (
    <section className={`${styles.section} ${layout === 'slider' ? styles.slider : ''}`} aria-label={heading}>
      <div className="container">
        <Headline level={2} eyebrow={eyebrow} heading={heading} lang={lang} classNames={styles} />
        {layout === 'strip' ? list(false) : <Marquee renderList={list} label={heading} speed="slow" />}
      </div>
    </section>
  );
}

import { getSite } from '../content/site';
import { useLocale } from './page-locale';
import { Image } from './image';
import styles from './logo.module.css';

export type LogoProps = { isPriority?: boolean };

/** The site's logo, for a link home to hold (the link names itself): the dark theme shows its light version, and CSS picks one. */
export function Logo({ isPriority = false }: LogoProps) {
  const site = getSite(useLocale());
  return (
    <>
      <Image src={site.logo.src} alt="" width={194} height={48} priority={isPriority} className={styles.onLight} />
      <Image src={site.logoLight.src} alt="" width={194} height={48} className={styles.onDark} />
    </>
  );
}

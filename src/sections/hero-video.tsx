import { Image } from '../components/image';
import { PLAY_AFTER_LOAD_ATTRIBUTE } from '../lib/deferred-video';
import { paths } from '../lib/paths';
import type { SectionOf } from '../schemas/section';
import styles from './hero-section.module.css';

export type HeroVideoProps = SectionOf<'hero'>['video'];

/** Only visitors who allow motion get the video; its sources say so, so the browser decides without a script. */
const MOTION_ALLOWED = '(prefers-reduced-motion: no-preference)';
/** A phone (below the --md breakpoint) gets the phone cut, where there is one: a quarter of the bytes on a mobile connection. */
const MOTION_ALLOWED_ON_PHONE = `${MOTION_ALLOWED} and (max-width: 767.98px)`;

/**
 * The poster is what everyone sees first and what visitors who prefer less motion keep; the
 * muted looping video plays over it once the page has loaded, where motion is allowed (its
 * sources say so with `media`). Nothing of it downloads before then, so it never competes with the
 * first screen. The video has no poster attribute of its own: the responsive poster image already
 * shows beneath it, and a second poster would be a second download of the same picture.
 */
export function HeroVideo({ mp4, webm, phone, poster }: HeroVideoProps) {
  return (
    <div className={styles.media}>
      <Image src={poster.src} alt={poster.alt} lang={poster.lang?.alt} width={1280} height={720} sizes="100vw" priority className={styles.poster} />
      <video className={styles.video} muted loop playsInline preload="none" aria-hidden="true" tabIndex={-1} {...{ [PLAY_AFTER_LOAD_ATTRIBUTE]: '' }}>
        {phone && <source src={paths.media(phone.webm)} type="video/webm" media={MOTION_ALLOWED_ON_PHONE} />}
        {phone && <source src={paths.media(phone.mp4)} type="video/mp4" media={MOTION_ALLOWED_ON_PHONE} />}
        <source src={paths.media(webm)} type="video/webm" media={MOTION_ALLOWED} />
        <source src={paths.media(mp4)} type="video/mp4" media={MOTION_ALLOWED} />
      </video>
    </div>
  );
}

import { Image } from '../components/image';
import { PLAY_AFTER_LOAD_ATTRIBUTE } from '../lib/deferred-video';
import { paths } from '../lib/paths';
import type { SectionOf } from '../schemas/section';
import styles from './hero-section.module.css';

export type HeroVideoProps = SectionOf<'hero'>['video'];

/** Only visitors who allow motion get the video; its sources say so, so the browser decides without a script. */
const MOTION_ALLOWED = '(prefers-reduced-motion: no-preference)';

/**
 * The poster is what everyone sees first and what visitors who prefer less motion keep; the
 * muted looping video plays over it once the page has loaded, where motion is allowed (its
 * sources say so with `media`). Nothing of it downloads before then, so it never competes with the
 * first screen. The video has no poster attribute of its own: the responsive poster image already
 * shows beneath it, and a second poster would be a second download of the same picture.
 */
export function HeroVideo({ mp4, webm, poster }: HeroVideoProps) {
  return (
    <div className={styles.media}>
      <Image src={poster.src} alt={poster.alt} width={1280} height={720} priority className={styles.poster} />
      <video className={styles.video} muted loop playsInline preload="none" aria-hidden="true" tabIndex={-1} {...{ [PLAY_AFTER_LOAD_ATTRIBUTE]: '' }}>
        <source src={paths.media(webm)} type="video/webm" media={MOTION_ALLOWED} />
        <source src={paths.media(mp4)} type="video/mp4" media={MOTION_ALLOWED} />
      </video>
    </div>
  );
}

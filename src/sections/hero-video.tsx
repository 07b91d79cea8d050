import { Image, imageOf } from '../components/image';
import { PLAY_AFTER_LOAD_ATTRIBUTE } from '../lib/deferred-video';
import { paths } from '../lib/paths';
import type { SectionOf } from '../schemas/section';
import styles from './hero-section.module.css';

export type HeroVideoProps = SectionOf<'hero'>['video'];

/**
 * Where the video plays: from 768 px (hero-section.module.css shows it there) and only for
 * visitors who allow motion. The sources say so, so the browser decides without a script.
 */
const VIDEO_MEDIA = '(min-width: 768px) and (prefers-reduced-motion: no-preference)';

/**
 * The video behind the hero from 768 px on: the poster is what a visitor sees first, and what
 * visitors who prefer less motion keep; the muted looping video plays over it once the page has
 * loaded, where motion is allowed. Nothing of it downloads before then, so it never competes with
 * the first screen. A phone gets neither: its first screen is the heading and the service tiles,
 * so the poster waits lazily (a hidden lazy image is never fetched) and no source matches. The
 * video has no poster attribute of its own: the responsive poster image already shows beneath
 * it, and a second poster would be a second download of the same picture.
 */
export function HeroVideo({ mp4, webm, poster }: HeroVideoProps) {
  return (
    <div className={styles.media}>
      <Image {...imageOf(poster)} width={1280} height={720} sizes="100vw" className={styles.poster} />
      <video className={styles.video} muted loop playsInline preload="none" aria-hidden="true" tabIndex={-1} {...{ [PLAY_AFTER_LOAD_ATTRIBUTE]: '' }}>
        <source src={paths.media(webm)} type="video/webm" media={VIDEO_MEDIA} />
        <source src={paths.media(mp4)} type="video/mp4" media={VIDEO_MEDIA} />
      </video>
    </div>
  );
}

import { useDeferredValue } from 'react';
import { Image } from '../components/image';
import { useMediaQuery } from '../hooks/use-media-query';
import { paths } from '../lib/paths';
import type { SectionOf } from '../schemas/section';
import styles from './hero-section.module.css';

export type HeroVideoProps = SectionOf<'hero'>['video'];

/**
 * The poster is what the server renders and what visitors who prefer less motion keep; once
 * the page runs in a browser that allows motion, the muted looping video plays over it. The
 * video has no poster attribute of its own: the responsive poster image already shows beneath it,
 * and a second poster would be a second download of the same picture.
 */
export function HeroVideo({ mp4, webm, poster }: HeroVideoProps) {
  // False on the server and during hydration, so the first client render matches the HTML. The
  // re-render that follows hydration is urgent; deferring the value moves adding the video out of
  // it into a background render.
  const isMotionAllowed = useDeferredValue(useMediaQuery('(prefers-reduced-motion: no-preference)', false));
  return (
    <div className={styles.media}>
      <Image src={poster.src} alt={poster.alt} width={1280} height={720} priority className={styles.poster} />
      {isMotionAllowed && (
        <video
          className={styles.video}
          muted
          loop
          playsInline
          autoPlay
          preload="metadata"
          aria-hidden="true"
          tabIndex={-1}
        >
          <source src={paths.media(webm)} type="video/webm" />
          <source src={paths.media(mp4)} type="video/mp4" />
        </video>
      )}
    </div>
  );
}

import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { Icon } from '../components/icon';
import { Image } from '../components/image';
import { Section } from '../components/section';
import { getTestimonialGroup } from '../content/people';
import { useInterval } from '../hooks/use-interval';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { fill } from '../lib/template';
import type { SectionOf } from '../schemas/section';
import styles from './testimonials-section.module.css';

export const TESTIMONIAL_INTERVAL_MS = 5000;

/**
 * One quote at a time, moving on every 5 seconds through all of them. It pauses while the
 * pointer or keyboard focus is on it, when the visitor presses pause, and never moves by
 * itself under reduced motion.
 */
export function TestimonialsSection(props: SectionOf<'testimonials'>) {
  const { eyebrow, heading, lead, group, previousLabel, nextLabel, pauseLabel, playLabel, positionLabel } = props;
  const { items } = getTestimonialGroup(group);
  const [index, setIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isPaused, setIsPaused] = useState(false);
  const isReducedMotion = useReducedMotion();
  const isRotating = !isHovered && !isFocused && !isPaused && !isReducedMotion;
  const go = (step: number) => setIndex((current) => (current + step + items.length) % items.length);
  useInterval(() => go(1), isRotating ? TESTIMONIAL_INTERVAL_MS : null);
  const item = items[index]!;

  return (
    <Section eyebrow={eyebrow} heading={heading} lead={lead} tone="muted" align="center">
      <div
        className={styles.carousel}
        onMouseEnter={() => setIsHovered(true)}
        onMouseLeave={() => setIsHovered(false)}
        onFocus={() => setIsFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsFocused(false);
        }}
        data-rotating={isRotating}
      >
        {/* Announced only when the visitor moves it, not on every automatic turn. */}
        <figure className={styles.slide} aria-live={isRotating ? 'off' : 'polite'}>
          <Icon name="quote" size={40} className={styles.mark} />
          <blockquote className={styles.quote}>
            <p>{item.quote}</p>
          </blockquote>
          <figcaption className={styles.person}>
            <Image src={item.avatar.src} alt={item.avatar.alt} width={64} height={64} className={styles.avatar} />
            <span>
              <span className={styles.name}>{item.name}</span>
              <span className={styles.role}>{item.role}</span>
            </span>
          </figcaption>
        </figure>
        <div className={styles.controls}>
          <button type="button" className={styles.control} aria-label={previousLabel} onClick={() => go(-1)}>
            <ChevronLeft aria-hidden="true" size={22} />
          </button>
          <p className={styles.position}>{fill(positionLabel, { n: index + 1, total: items.length })}</p>
          <button type="button" className={styles.control} aria-label={nextLabel} onClick={() => go(1)}>
            <ChevronRight aria-hidden="true" size={22} />
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={isPaused ? playLabel : pauseLabel}
            aria-pressed={isPaused}
            onClick={() => setIsPaused((paused) => !paused)}
          >
            {isPaused ? <Play aria-hidden="true" size={20} /> : <Pause aria-hidden="true" size={20} />}
          </button>
        </div>
      </div>
    </Section>
  );
}

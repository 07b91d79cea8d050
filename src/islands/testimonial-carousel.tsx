import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Image } from '../components/image';
import { useInterval } from '../hooks/use-interval';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { fillCopy } from '../lib/fill-copy';
import type { Testimonial } from '../schemas/testimonial';
import styles from './testimonial-carousel.module.css';

export const TESTIMONIAL_INTERVAL_MS = 5000;

export type TestimonialCarouselProps = {
  items: Testimonial[];
  labels: { previous: string; next: string; pause: string; play: string; position: string };
};

/**
 * One quote at a time, moving on every 5 seconds through all of them (an island of the
 * testimonials section). It pauses while the pointer or keyboard focus is on it, when the visitor
 * presses pause, and never moves by itself under reduced motion.
 */
export function TestimonialCarousel({ items, labels }: TestimonialCarouselProps) {
  const carousel = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isPaused, setIsPaused] = useState(false);
  const isReducedMotion = useReducedMotion();
  const isRotating = !isHovered && !isFocused && !isPaused && !isReducedMotion;
  const go = (step: number) => setIndex((current) => (current + step + items.length) % items.length);
  useInterval(() => go(1), isRotating ? TESTIMONIAL_INTERVAL_MS : null);
  // The pointer or focus may already be on it when it hydrates: no enter event will tell.
  useEffect(() => {
    const element = carousel.current;
    if (!element) return;
    setIsHovered(element.matches(':hover'));
    setIsFocused(element.contains(document.activeElement));
  }, []);
  const item = items[index]!;

  return (
    <div
      ref={carousel}
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
        <Quote aria-hidden="true" size={40} className={styles.mark} />
        <blockquote className={styles.quote}>
          <p lang={item.lang?.quote}>{item.quote}</p>
        </blockquote>
        <figcaption className={styles.person}>
          <Image src={item.avatar.src} alt={item.avatar.alt} lang={item.avatar.lang?.alt} width={64} height={64} className={styles.avatar} />
          <span>
            <span className={styles.name} lang={item.lang?.name}>
              {item.name}
            </span>
            <span className={styles.role} lang={item.lang?.role}>
              {item.role}
            </span>
          </span>
        </figcaption>
      </figure>
      <div className={styles.controls}>
        <button type="button" className={styles.control} aria-label={labels.previous} onClick={() => go(-1)}>
          <ChevronLeft aria-hidden="true" size={22} />
        </button>
        <p className={styles.position}>{fillCopy(labels.position, { n: index + 1, total: items.length })}</p>
        <button type="button" className={styles.control} aria-label={labels.next} onClick={() => go(1)}>
          <ChevronRight aria-hidden="true" size={22} />
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={isPaused ? labels.play : labels.pause}
          aria-pressed={isPaused}
          onClick={() => setIsPaused((paused) => !paused)}
        >
          {isPaused ? <Play aria-hidden="true" size={20} /> : <Pause aria-hidden="true" size={20} />}
        </button>
      </div>
    </div>
  );
}

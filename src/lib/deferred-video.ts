/*
 * Starts the videos marked to play after load (src/sections/hero-video.tsx) once the page has
 * loaded, and only where the visitor allows motion: their download never competes with the first
 * screen, and visitors who prefer less motion never download them.
 */
import { afterLoad } from './tasks';

/** Marks a video that starts once the page has loaded. */
export const PLAY_AFTER_LOAD_ATTRIBUTE = 'data-play-after-load';

function playAll(): void {
  if (!window.matchMedia('(prefers-reduced-motion: no-preference)').matches) return;
  for (const video of document.querySelectorAll<HTMLVideoElement>(`video[${PLAY_AFTER_LOAD_ATTRIBUTE}]`)) {
    // A video the page does not show (the hero's on a phone) has no source for that screen: nothing to play.
    if (video.getClientRects().length === 0) continue;
    // A browser that refuses to autoplay keeps showing the poster beneath, which is all that is lost.
    video.play().catch((error: unknown) => console.info('Video not played:', error instanceof Error ? error.name : error));
  }
}

/** Starting a player costs the main thread a few milliseconds (3-19 in desktop Chromium). */
export function playVideosAfterLoad(): void {
  afterLoad(playAll);
}

/*
 * The one script every page loads: a few lines of plain JavaScript for what HTML and CSS cannot
 * do by themselves, and the loader that hydrates the page's islands when they are needed. React
 * is not part of it; the first island that wakes brings it.
 */
import { SITE_HEADER_ATTRIBUTE, watchHeaderScroll } from './lib/header-scroll';
import { playVideosAfterLoad } from './lib/deferred-video';
import { watchImageFallbacks } from './lib/image-fallback';
import { supportDialogCommands } from './lib/invoker-commands';
import { startIslands } from './island-loader';
import { inTaskOfItsOwn } from './lib/tasks';
import { watchThemeSwitch } from './lib/theme';

// Each part in a task of its own, so that no task keeps a phone's main thread from a tap for long.
// The first waits for the page script's own task to end: the browser finishes parsing the page
// (readystatechange, DOMContentLoaded) in the task that runs a module script.
inTaskOfItsOwn(() => {
  const header = document.querySelector<HTMLElement>(`[${SITE_HEADER_ATTRIBUTE}]`);
  if (header) watchHeaderScroll(header);
  watchImageFallbacks();
  startIslands();
});
// The theme switch's buttons already show the kept choice's colours (index.html's script), and the
// dialog commands' stand-in is only for browsers that predate them.
inTaskOfItsOwn(() => {
  watchThemeSwitch(document);
  supportDialogCommands();
});
playVideosAfterLoad();

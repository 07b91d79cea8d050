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
import { watchThemeSwitch } from './lib/theme';

const header = document.querySelector<HTMLElement>(`[${SITE_HEADER_ATTRIBUTE}]`);
if (header) watchHeaderScroll(header);
watchImageFallbacks();
startIslands();
// In a task of their own, so that neither task keeps a phone's main thread from a tap for long:
// the theme switch's buttons already show the kept choice's colours (index.html's script), and
// the dialog commands' stand-in is only for browsers that predate them.
setTimeout(() => {
  watchThemeSwitch(document);
  supportDialogCommands();
}, 0);
playVideosAfterLoad();

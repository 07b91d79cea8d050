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
supportDialogCommands();
playVideosAfterLoad();
watchThemeSwitch(document);
startIslands();

/*
 * Loaded as a blocking script at the top of every page's <head> (a file, not inline: the
 * Content-Security-Policy allows no inline script). Before the first paint it writes the theme
 * chosen in the header's switch on <html data-theme>, so a page never flashes the wrong theme.
 * "system" (no choice kept) lets the stylesheet follow the device's setting. The key and the values
 * are those of src/lib/theme.ts, which runs the switch itself.
 */
/* global window, document */
(function () {
  var theme = 'system';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark') theme = stored;
  } catch {
    // Storage blocked (private mode, a strict setting): the page follows the system.
  }
  document.documentElement.setAttribute('data-theme', theme);
})();

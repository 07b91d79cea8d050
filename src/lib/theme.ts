/*
 * The header's theme switch: system, light or dark, kept in this browser. index.html's inline
 * script applies the kept choice before the first paint; this module (run by the page script) checks the switch's
 * radio button to match, and applies and keeps a new choice, in every switch of the page and in
 * the site's other open tabs.
 */
import { afterLoad } from './tasks';
import { storageKeys } from './storage-keys';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** On <html>: the applied choice ("system" lets the stylesheet follow the device). */
export const THEME_ATTRIBUTE = 'data-theme';
/** On each switch (a fieldset of radio buttons whose values are THEMES). */
export const THEME_SWITCH_ATTRIBUTE = 'data-theme-switch';

export function parseTheme(value: unknown): Theme {
  return THEMES.find((theme) => theme === value) ?? 'system';
}

/** Where the choice is kept; reading `window.localStorage` itself throws where storage is blocked. */
type GetStorage = () => Storage;

function readStoredTheme(getStorage: GetStorage): Theme {
  try {
    return parseTheme(getStorage().getItem(storageKeys.theme));
  } catch {
    return 'system'; // Storage blocked: the page follows the system.
  }
}

function storeTheme(getStorage: GetStorage, theme: Theme): void {
  try {
    if (theme === 'system') getStorage().removeItem(storageKeys.theme);
    else getStorage().setItem(storageKeys.theme, theme);
  } catch (error) {
    // Storage blocked or full: the choice still applies to this page.
    console.warn('theme: could not keep the choice', error);
  }
}

/** Applies `theme` to the page and checks it in every switch. */
export function applyTheme(document: Document, theme: Theme): void {
  // Set only when it changes: index.html's script applied the kept choice, and setting it again restyles the whole page.
  if (document.documentElement.getAttribute(THEME_ATTRIBUTE) !== theme) document.documentElement.setAttribute(THEME_ATTRIBUTE, theme);
  for (const input of document.querySelectorAll<HTMLInputElement>(`[${THEME_SWITCH_ATTRIBUTE}] input[type="radio"]`)) input.checked = input.value === theme;
}

/** Makes the page's theme switches work. */
export function watchThemeSwitch(document: Document, getStorage: GetStorage = () => window.localStorage): void {
  applyTheme(document, readStoredTheme(getStorage));
  document.addEventListener('change', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.closest(`[${THEME_SWITCH_ATTRIBUTE}]`)) return;
    const theme = parseTheme(input.value);
    storeTheme(getStorage, theme);
    applyTheme(document, theme);
  });
  // A choice made in another tab of the site applies here too. Listening for it makes Chromium open
  // both of the page's storage areas (2-7 ms of the main thread here), so it starts once the page has loaded.
  afterLoad(() =>
    window.addEventListener('storage', (event) => {
      if (event.key === storageKeys.theme || event.key === null) applyTheme(document, readStoredTheme(getStorage));
    }),
  );
}

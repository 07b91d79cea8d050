/*
 * Debian's Chromium, as the benches and the browser tests start it (playwright cannot download
 * its own browser here). CHROMIUM_PATH picks another browser.
 */
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 860 },
} as const;

/** Chromium's flags for every browser the benches and the tests start: without the background-networking ones it keeps calling hosts a closed network refuses. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

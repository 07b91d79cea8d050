import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startSite, type RunningSite } from '../../scripts/bench/site-server';
import { launchBrowser } from './browser';

export type BuiltSiteSuite = { site: RunningSite; browser: Browser };

/**
 * The built site and a browser for the tests of the suite it is called in: started before them,
 * closed after. Read `suite.site` and `suite.browser` inside the tests, once they have started.
 */
export function withBuiltSite(): BuiltSiteSuite {
  const suite = {} as BuiltSiteSuite;
  beforeAll(async () => {
    suite.site = await startSite();
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.site?.close();
  });
  return suite;
}

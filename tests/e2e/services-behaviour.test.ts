/*
 * What visitors do on the services pages: counters, highlighted cycles, hosting plans and
 * offer, the course strip and catalogue, and the old /courses/* addresses. Timers run on
 * Playwright's fake clock, so nothing here sleeps.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, waitForIsland, type OpenPageOptions } from '../support/browser';
import { withBuiltSite } from '../support/site-server';

describe('services behaviour', () => {
  const suite = withBuiltSite();

  /** A page whose timers run only when the test moves the clock. */
  async function openWithClock(path: string, options: OpenPageOptions = {}) {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 860 }, reducedMotion: options.reducedMotion ?? 'no-preference' });
    await context.clock.install();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${suite.site.url}${path}`, { waitUntil: 'networkidle' });
    return { page, errors, close: () => context.close() };
  }

  const counterValues = (page: Page) => page.getByTestId('counter-value').allTextContents();
  const currentStep = (page: Page) => page.locator('[aria-current="step"]').textContent();

  describe('/services', () => {
    it('lists the services that have a card, each with a More Details link to its page', async () => {
      const { page, errors, close } = await openPage(suite.browser, `${suite.site.url}/services`);
      const links = page.getByRole('link', { name: 'More details' });
      await expect(links.count()).resolves.toBe(8);
      const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
      expect(hrefs).toContain('/services/website-development');
      expect(hrefs).toContain('/services/e-learning');
      await links.first().click();
      await page.waitForURL('**/services/website-development');
      await expect.poll(() => page.locator('h1').textContent()).toContain('Websites that load fast');
      expect(errors).toEqual([]);
      await close();
    });

    it('counts up from 0 to the targets in 1 second once half of the block is visible', async () => {
      const { page, errors, close } = await openWithClock('/services');
      // The page itself shows the figures (they read right without JavaScript); out of view, nothing moves.
      expect(await counterValues(page)).toEqual(['150+', '50+', '100k', '15+']);
      await page.clock.runFor(3000);
      expect(await counterValues(page)).toEqual(['150+', '50+', '100k', '15+']);
      await page.getByTestId('counter-value').first().scrollIntoViewIfNeeded();
      for (let index = 0; index < 4; index++) await waitForIsland(page, 'countUp', index);
      // The observer reports visibility on a frame the browser draws in real time (later on a busy
      // machine): step the clock until counting starts, for up to 10 real seconds.
      const deadline = Date.now() + 10_000;
      while (['0+', '150+'].includes((await counterValues(page))[0]!) && Date.now() < deadline) await stepClock(page, 40);
      expect(['0+', '150+']).not.toContain((await counterValues(page))[0]);
      await stepClock(page, 400);
      const halfway = await counterValues(page);
      expect(Number.parseInt(halfway[0]!, 10)).toBeGreaterThan(0);
      expect(Number.parseInt(halfway[0]!, 10)).toBeLessThan(150);
      await stepClock(page, 600);
      expect(await counterValues(page)).toEqual(['150+', '50+', '100k', '15+']);
      await expect(page.getByText('Happy Clients').isVisible()).resolves.toBe(true);
      await expect(page.getByText('Users Acquired').isVisible()).resolves.toBe(true);
      expect(errors).toEqual([]);
      await close();
    });

    it('shows the final values at once under reduced motion', async () => {
      const { page, close } = await openPage(suite.browser, `${suite.site.url}/services`, { reducedMotion: 'reduce' });
      await page.getByTestId('counter-value').first().scrollIntoViewIfNeeded();
      for (let index = 0; index < 4; index++) await waitForIsland(page, 'countUp', index);
      expect(await counterValues(page)).toEqual(['150+', '50+', '100k', '15+']);
      await close();
    });

    it('counts in the units a Hindi reader counts in on the Hindi page, before and after its islands wake', async () => {
      const { page, close } = await openPage(suite.browser, `${suite.site.url}/hi/services`, { reducedMotion: 'reduce' });
      const hindiValues = ['150+', '50+', '1\u00a0लाख', '15+'];
      expect(await counterValues(page)).toEqual(hindiValues);
      await page.getByTestId('counter-value').first().scrollIntoViewIfNeeded();
      for (let index = 0; index < 4; index++) await waitForIsland(page, 'countUp', index);
      expect(await counterValues(page)).toEqual(hindiValues);
      await close();
    });

    it('shows mission and vision, the three hosting plans and six FAQs', async () => {
      const { page, close } = await openPage(suite.browser, `${suite.site.url}/services`);
      await expect(page.getByRole('heading', { name: 'Our mission', exact: true }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('heading', { name: 'Our vision', exact: true }).isVisible()).resolves.toBe(true);
      await expectPlans(page);
      for (const question of [
        'How much does a website cost?',
        'How long does a typical project take?',
        'Do you only work with businesses in Jaipur?',
        'Will I be able to update my website myself?',
        'What happens after my website or app goes live?',
        'Can you help if another company built my website?',
      ]) {
        await expect(page.getByText(question).count()).resolves.toBe(1);
      }
      await close();
    });
  });

  describe('highlighted cycles', () => {
    const cases = [
      { path: '/services/website-development', count: 3, first: 'Plan', second: 'Build' },
      { path: '/services/custom-automation-software-development', count: 7, first: 'Observe', second: 'Measure' },
      { path: '/services/mobile-application', count: 7, first: 'Discovery', second: 'User journeys' },
    ];
    for (const { path, count, first, second } of cases) {
      it(`${path} highlights each of its ${count} items for 5 seconds, visibly`, async () => {
        const { page, errors, close } = await openWithClock(path);
        const list = page.locator('ol', { has: page.locator('[aria-current="step"]') });
        await list.scrollIntoViewIfNeeded();
        await waitForIsland(page, 'cycle');
        await page.mouse.move(0, 0);
        await expect(list.locator(':scope > li').count()).resolves.toBe(count);
        await expect(currentStep(page)).resolves.toContain(first);
        const highlighted = await backgroundOf(list.locator(':scope > li').nth(0));
        const plain = await backgroundOf(list.locator(':scope > li').nth(1));
        expect(highlighted).not.toBe(plain);

        await page.clock.runFor(5000);
        await expect(currentStep(page)).resolves.toContain(second);
        // The highlight fades in with a CSS transition, which runs on real time.
        await expect.poll(() => backgroundOf(list.locator(':scope > li').nth(1))).toBe(highlighted);

        // Hovering pauses the cycle; leaving resumes it.
        await list.hover();
        await page.clock.runFor(15_000);
        await expect(currentStep(page)).resolves.toContain(second);
        await page.mouse.move(0, 0);
        await page.clock.runFor(5000 * (count - 1));
        await expect(currentStep(page)).resolves.toContain(first);
        expect(errors).toEqual([]);
        await close();
      });
    }

    it('does not cycle under reduced motion', async () => {
      const { page, close } = await openWithClock('/services/website-development', { reducedMotion: 'reduce' });
      await page.locator('[aria-current="step"]').scrollIntoViewIfNeeded();
      await waitForIsland(page, 'cycle');
      await page.clock.runFor(20_000);
      await expect(currentStep(page)).resolves.toContain('Plan');
      await close();
    });
  });

  describe('web hosting', () => {
    for (const path of ['/services/web-hosting-service', '/web-hosting-service']) {
      it(`${path} shows the offer, ratings, plans, features and reasons, and joins lead to /contact-us`, async () => {
        const { page, errors, close } = await openPage(suite.browser, `${suite.site.url}${path}`);
        await expect(page.locator('h1').textContent()).resolves.toBe('Web hosting that stays up, with people who answer');
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(canonical).toMatch(/\/services\/web-hosting-service$/);
        const offer = page.locator('section', { has: page.getByRole('heading', { name: 'Get your website online today' }) });
        await expect(offer.getByText('₹139').isVisible()).resolves.toBe(true);
        await expect(offer.getByText('/month').isVisible()).resolves.toBe(true);
        await expect(offer.getByText('3 months free on every yearly plan').isVisible()).resolves.toBe(true);
        await expect(offer.getByText('30-day money-back guarantee').isVisible()).resolves.toBe(true);
        await expect(offer.getByRole('link').getAttribute('href')).resolves.toBe('/contact-us');
        const ratings = page.locator('section', { has: page.getByRole('heading', { name: 'Rated highly by our customers' }) });
        await expect(ratings.getByRole('img').count()).resolves.toBe(3);
        await expect(ratings.getByText('4.8 out of 5').isVisible()).resolves.toBe(true);
        await expectPlans(page);
        await expect(page.getByRole('heading', { name: 'Everything included with every plan' }).isVisible()).resolves.toBe(true);
        await expect(page.getByRole('heading', { name: 'Reasons to choose Pinkstone hosting' }).isVisible()).resolves.toBe(true);
        expect(errors).toEqual([]);
        await close();
      });
    }
  });

  describe('/services/e-learning', () => {
    for (const javaScriptEnabled of [true, false]) {
      it(`slides a seamless strip of the 8 courses that can be paused, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async () => {
        const context = await suite.browser.newContext({ viewport: { width: 1280, height: 860 }, javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(`${suite.site.url}/services/e-learning`);
        const strip = page.getByTestId('course-slider');
        await expect(strip.locator('li').count()).resolves.toBe(16);
        await expect(strip.getByRole('listitem').count()).resolves.toBe(8);
        const playState = () =>
          strip
            .locator('div')
            .first()
            .evaluate((track) => track.getAnimations()[0]?.playState);
        await expect(playState()).resolves.toBe('running');
        const pause = page.getByRole('switch', { name: 'Pause' });
        // The visitor presses the switch's label, which is what shows.
        await page.locator('label', { hasText: 'Pause' }).click();
        await page.mouse.move(0, 0);
        await expect(playState()).resolves.toBe('paused');
        await expect(pause.isChecked()).resolves.toBe(true);
        await pause.press('Space');
        await expect(playState()).resolves.toBe('running');
        await context.close();
      });
    }

    it('keeps the strip still under reduced motion, and lets the keyboard scroll it', async () => {
      const { page, close } = await openPage(suite.browser, `${suite.site.url}/services/e-learning`, { reducedMotion: 'reduce' });
      const strip = page.getByTestId('course-slider');
      const animations = await strip
        .locator('div')
        .first()
        .evaluate((track) => track.getAnimations().length);
      expect(animations).toBe(0);
      await strip.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      await close();
    });

    it('scrolls to a course when its name is chosen, with the audience, topics and Explore More', async () => {
      const { page, errors, close } = await openPage(suite.browser, `${suite.site.url}/services/e-learning`, { viewport: 'phone' });
      await page.getByRole('link', { name: 'Python Programming & Django Framework', exact: true }).click();
      const box = page.locator('#course-python-django');
      await page.waitForFunction(() => {
        const top = document.getElementById('course-python-django')?.getBoundingClientRect().top ?? 9999;
        return top >= 0 && top < 200;
      });
      await expect(box.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await expect(box.getByText('Ideal for').isVisible()).resolves.toBe(true);
      await expect(box.getByText(/^Students of BCA, MCA and B\.Tech/).isVisible()).resolves.toBe(true);
      await expect(box.locator('ul li').count()).resolves.toBe(6);
      await expect(box.getByRole('link', { name: /Explore more/ }).getAttribute('href')).resolves.toBe('/contact-us');
      await expect(page.locator('article[id^="course-"]').count()).resolves.toBe(8);
      expect(errors).toEqual([]);
      await close();
    });

    it('explains Learn, Practice, Ask, Build and ends with Apply Now to /contact-us', async () => {
      const { page, close } = await openPage(suite.browser, `${suite.site.url}/services/e-learning`);
      for (const step of ['Learn', 'Practise', 'Ask', 'Build']) {
        await expect(page.getByRole('heading', { name: step, exact: true }).isVisible()).resolves.toBe(true);
      }
      await expect(page.getByRole('link', { name: 'Apply now' }).getAttribute('href')).resolves.toBe('/contact-us');
      await close();
    });

    const courseLinks = {
      '/courses/web-development': 'web-development',
      '/courses/uiux': 'web-development',
      '/courses/mobile-apps': 'mobile-app-development',
      '/courses/digital-marketing': 'tech-business-skills',
    };
    for (const [from, course] of Object.entries(courseLinks)) {
      it(`${from} leads to the matching course on the e-learning page`, async () => {
        const response = await fetch(`${suite.site.url}${from}`);
        expect(response.status).toBe(200);
        expect(await response.text()).toContain(`href="/services/e-learning#course-${course}"`);
        const { page, errors, close } = await openPage(suite.browser, `${suite.site.url}${from}`);
        await page.waitForURL(`**/services/e-learning#course-${course}`);
        await page.waitForFunction((id) => {
          const top = document.getElementById(id)?.getBoundingClientRect().top ?? 9999;
          return top >= 0 && top < 300;
        }, `course-${course}`);
        expect(errors).toEqual([]);
        await close();
      });
    }
  });
});

/**
 * Steps the page's fake clock, then lets React render what the timers changed: React schedules its
 * work with a MessageChannel, which the fake clock does not hold, so one message round trip after the
 * step finds that work done however busy the machine is.
 */
async function stepClock(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  // React renders the timers' updates in tasks of its own, yielding after a few milliseconds and
  // going on in another task (more of them on a busy machine): let five tasks run before reading.
  await page.evaluate(async () => {
    for (let task = 0; task < 5; task++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

async function backgroundOf(item: Locator): Promise<string> {
  return item.evaluate((element) => getComputedStyle(element).backgroundColor);
}

async function expectPlans(page: Page): Promise<void> {
  const plans = page.locator('li', { has: page.getByRole('heading', { name: /^(Basic|Medium|Advance)$/ }) });
  await expect(plans.count()).resolves.toBe(3);
  const basic = plans.filter({ has: page.getByRole('heading', { name: 'Basic' }) });
  await expect(basic.getByText('₹2,399').isVisible()).resolves.toBe(true);
  await expect(basic.getByText('10 GB disk space').isVisible()).resolves.toBe(true);
  await expect(
    plans
      .filter({ has: page.getByRole('heading', { name: 'Medium' }) })
      .getByText('₹6,399')
      .isVisible(),
  ).resolves.toBe(true);
  await expect(
    plans
      .filter({ has: page.getByRole('heading', { name: 'Advance' }) })
      .getByText('₹11,999')
      .isVisible(),
  ).resolves.toBe(true);
  await expect(
    plans
      .filter({ has: page.getByRole('heading', { name: 'Advance' }) })
      .getByText('25 websites')
      .isVisible(),
  ).resolves.toBe(true);
  const joins = await page.getByRole('link', { name: /^Join now/ }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(joins).toEqual(['/contact-us', '/contact-us', '/contact-us']);
}

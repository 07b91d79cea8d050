/*
 * Every route of the services area, at phone and desktop widths: it is prerendered, hydrates
 * without console errors, has one h1 and its own head tags, and axe-core finds no violations.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, openPage, type OpenedPage } from '../support/browser';
import { withBuiltSite } from '../support/site-server';

// Every service an editor wrote: a file of content/services/, read as a folder rather than through the build.
const serviceRoutes = readdirSync('content/services').map((file) => `/services/${path.basename(file, '.yaml')}`);
const routes = ['/services', ...serviceRoutes, '/web-hosting-service', '/services/e-learning'];

async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    keywords: document.querySelector('meta[name="keywords"]')?.getAttribute('content') ?? '',
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
  }));
}

describe('services routes', () => {
  const suite = withBuiltSite();
  const opened: Partial<Record<'phone' | 'desktop', OpenedPage>> = {};

  afterAll(async () => {
    await opened.phone?.close();
    await opened.desktop?.close();
  });

  /** One page per width, reused across routes; console errors are collected per visit. */
  async function visit(viewport: 'phone' | 'desktop', route: string): Promise<OpenedPage> {
    const existing = opened[viewport];
    if (!existing) {
      opened[viewport] = await openPage(suite.browser, `${suite.site.url}${route}`, { viewport });
      return opened[viewport];
    }
    existing.errors.length = 0;
    await existing.page.goto(`${suite.site.url}${route}`, { waitUntil: 'networkidle' });
    return existing;
  }

  it('lists every service file, so each page below is checked', () => {
    expect(serviceRoutes.length).toBeGreaterThanOrEqual(15);
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    for (const route of routes) {
      it(`${route} at ${viewport} width`, async () => {
        const response = await fetch(`${suite.site.url}${route}`);
        expect(response.status).toBe(200);
        expect(await response.text()).toMatch(/<h1[ >]/);

        const { page, errors } = await visit(viewport, route);
        await expect(page.locator('h1').count()).resolves.toBe(1);
        await expect(page.locator('h1').isVisible()).resolves.toBe(true);
        const head = await headOf(page);
        expect(head.title).toMatch(/\| Pinkstone Technologies$/);
        expect(head.description.length).toBeGreaterThan(20);
        expect(head.keywords.length).toBeGreaterThan(5);
        expect(await accessibilityViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  }

  it('gives each service page its own title, description and keywords', async () => {
    const heads = [];
    for (const route of serviceRoutes) {
      const html = await (await fetch(`${suite.site.url}${route}`)).text();
      heads.push({
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
        keywords: /<meta name="keywords" content="([^"]*)"/.exec(html)?.[1],
      });
    }
    for (const key of ['title', 'description', 'keywords'] as const) {
      expect(new Set(heads.map((head) => head[key])).size).toBe(serviceRoutes.length);
    }
  });

  it('shows the common parts on a service page: intro, related services, contact box, Get in touch, benefits, features', async () => {
    const { page } = await visit('desktop', '/services/mobile-application');
    const main = page.locator('main');
    await expect(main.getByRole('navigation', { name: 'Related services' }).getByRole('link').count()).resolves.toBeGreaterThan(2);
    await expect(main.getByRole('link', { name: '+91 98290 12345' }).getAttribute('href')).resolves.toBe('tel:+919829012345');
    await expect(main.getByRole('link', { name: 'support@pinkstonetech.in' }).getAttribute('href')).resolves.toBe('mailto:support@pinkstonetech.in');
    await expect(main.getByText('Murlipura, Jaipur 302039').isVisible()).resolves.toBe(true);
    await expect(main.getByRole('complementary').getByRole('link', { name: 'Get in touch', exact: true }).getAttribute('href')).resolves.toBe('/contact-us');
    const benefits = main.locator('section', { has: page.getByRole('heading', { name: 'What an app can do for your business' }) });
    await expect(benefits.locator('ol > li').count()).resolves.toBe(4);
    const features = main.locator('section', { has: page.getByRole('heading', { name: 'Features we build often' }) });
    await expect(features.locator('li h3').count()).resolves.toBe(4);
  });

  it('links the website development hub to its 3 pages and the digital marketing hub to its 6', async () => {
    const hubs = {
      '/services/website-development': ['/services/custom-crm-solutions', '/services/e-commerce-website-development', '/services/word-press-shopify-website'],
      '/services/digital-marketing': [
        '/services/seo',
        '/services/social-media-optimization',
        '/services/local-seo-services',
        '/services/content-marketing-services',
        '/services/online-reputation-management',
        '/services/paid-marketing',
      ],
    };
    for (const [hub, expected] of Object.entries(hubs)) {
      const { page } = await visit('desktop', hub);
      const cards = page.locator('main section').filter({ has: page.getByRole('link', { name: 'More details' }) });
      const hrefs = await cards.getByRole('link', { name: 'More details' }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(expected);
    }
  });

  it('gives the informational pages a sibling list, a need-assistance box, benefit points and a call to action', async () => {
    for (const slug of ['seo', 'social-media-optimization', 'local-seo-services']) {
      const { page } = await visit('desktop', `/services/${slug}`);
      const main = page.locator('main');
      const siblings = await main
        .getByRole('navigation', { name: 'Other marketing services' })
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(siblings).toHaveLength(5);
      expect(siblings).not.toContain(`/services/${slug}`);
      await expect(main.getByRole('heading', { name: 'Need assistance?' }).isVisible()).resolves.toBe(true);
      await expect(main.getByRole('link', { name: 'Talk to a specialist' }).getAttribute('href')).resolves.toBe('/contact-us');
      await expect(main.locator('ol > li').count()).resolves.toBeGreaterThanOrEqual(4);
      await expect(main.getByRole('link', { name: 'Contact us' }).getAttribute('href')).resolves.toBe('/contact-us');
    }
  });
});

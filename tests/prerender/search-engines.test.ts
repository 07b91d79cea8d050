/*
 * What a search engine reads from the built site (dist/): each page of openings describes the jobs
 * it shows, at their cards; the sitemap lists canonical addresses only and the alternates agree
 * with the canonical links; a course's duration is ISO 8601; the head names the company's X account
 * and the sharing image's size; a feed item names each of its categories once.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const DIST = path.resolve('dist');
const ORIGIN = 'https://www.pinkstonetech.in';

/** The built page at an address, as a document. */
const pageAt = (address: string) => new JSDOM(readFileSync(path.join(DIST, address, 'index.html'), 'utf8')).window.document;
const jsonLdOf = (document: Document) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
const canonicalOf = (document: Document) => document.querySelector('link[rel="canonical"]')?.getAttribute('href');
/** The built page whose absolute address this is. */
const pageOfUrl = (url: string) => pageAt(new URL(url).pathname);
const metaContent = (document: Document, key: string) => document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');

describe('what search engines read', () => {
  it('describes on each page of openings the jobs it shows, each at its card there', () => {
    const shown = {
      '/career': ['Senior Software Engineer', 'Logistics Manager'],
      '/career/page/2': ['Data Scientist', 'Product Designer'],
      '/hi/career': 2,
      '/hi/career/page/2': 2,
    };
    for (const [address, expected] of Object.entries(shown)) {
      const document = pageAt(address);
      const titles = [...document.querySelectorAll('main li[id] > h3')].map((heading) => heading.textContent);
      if (typeof expected === 'number') expect([address, titles.length]).toEqual([address, expected]);
      else expect([address, titles]).toEqual([address, expected]);
      const postings = jsonLdOf(document).filter((item) => item['@type'] === 'JobPosting');
      expect([address, postings.map((posting) => posting.title)]).toEqual([address, titles]);
      for (const posting of postings) {
        const url = new URL(String(posting.url));
        expect([address, url.origin + url.pathname]).toEqual([address, `${ORIGIN}${address}`]);
        const card = document.getElementById(decodeURIComponent(url.hash.slice(1)));
        expect([address, card?.querySelector('h3')?.textContent]).toEqual([address, posting.title]);
      }
    }
  });

  it('lists in the sitemap only addresses that are their own canonical, with alternates that are canonical too', () => {
    const sitemap = readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locs).not.toContain(`${ORIGIN}/web-hosting-service`);
    expect(locs).not.toContain(`${ORIGIN}/hi/web-hosting-service`);
    expect(locs).toContain(`${ORIGIN}/services/web-hosting-service`);
    for (const loc of locs) expect([loc, canonicalOf(pageOfUrl(loc))]).toEqual([loc, loc]);
    for (const [, href] of sitemap.matchAll(/<xhtml:link rel="alternate" hreflang="[^"]+" href="([^"]+)"\/>/g)) {
      expect([href, canonicalOf(pageOfUrl(href!))]).toEqual([href, href]);
    }
  });

  it('names, on a second address of a page, the languages of the page its canonical link names', () => {
    for (const address of ['/web-hosting-service', '/hi/web-hosting-service']) {
      const document = pageAt(address);
      const alternates = Object.fromEntries(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      );
      expect([address, alternates]).toEqual([
        address,
        {
          'en-IN': `${ORIGIN}/services/web-hosting-service`,
          'hi-IN': `${ORIGIN}/hi/services/web-hosting-service`,
          'x-default': `${ORIGIN}/services/web-hosting-service`,
        },
      ]);
    }
  });

  it("gives each course's duration as ISO 8601, in both languages", () => {
    // content/courses/computer-fundamentals.yaml: "duration: 6 weeks"; web-development.yaml: "16 weeks".
    for (const address of ['/services/e-learning', '/hi/services/e-learning']) {
      const list = jsonLdOf(pageAt(address)).find((item) => item['@type'] === 'ItemList') as {
        itemListElement: { item: { url: string; timeRequired: string } }[];
      };
      const durations = Object.fromEntries(list.itemListElement.map(({ item }) => [new URL(item.url).hash, item.timeRequired]));
      expect([address, durations['#computer-fundamentals'], durations['#web-development']]).toEqual([address, 'P6W', 'P16W']);
    }
  });

  it("names the company's X account and the sharing image's size in every page head", async () => {
    // content/site.yaml's default sharing image, measured on its own.
    const { width, height } = await sharp('content/media/brand/og-default.jpg').metadata();
    for (const address of ['/', '/about-us', '/hi', '/contact-us']) {
      const document = pageAt(address);
      expect([address, metaContent(document, 'twitter:site')]).toEqual([address, '@pinkstonetech']);
      expect([address, metaContent(document, 'og:image'), metaContent(document, 'og:image:width'), metaContent(document, 'og:image:height')]).toEqual([
        address,
        `${ORIGIN}/media/brand/og-default.jpg`,
        String(width),
        String(height),
      ]);
    }
  });

  it('names each category of a feed item once, the category and its tags together', () => {
    for (const feed of ['feed.xml', 'hi/feed.xml']) {
      const document = new JSDOM(readFileSync(path.join(DIST, feed), 'utf8'), { contentType: 'text/xml' }).window.document;
      const items = [...document.querySelectorAll('item')];
      expect(items.length).toBeGreaterThan(5);
      for (const item of items) {
        const categories = [...item.querySelectorAll('category')].map((category) => category.textContent);
        expect([feed, item.querySelector('title')?.textContent, categories]).toEqual([
          feed,
          item.querySelector('title')?.textContent,
          [...new Set(categories)],
        ]);
      }
    }
  });
});

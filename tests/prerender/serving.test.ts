/*
 * The built site as the server serves it (npm run build's dist/ and dist-ssr/): pages and assets
 * compressed and cached, conditional requests, the addresses that move with 301, the not-found
 * pages, the security headers every answer carries, and the files the prerender writes beside the
 * pages. The server's own behaviour without a site is tested in tests/server/.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSite } from '../../src/content/site';
import { listPosts } from '../../src/content/posts';
import { createTestApp, validEnquiry, type TestApp } from '../server/support';

const json = { 'content-type': 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' };

describe('the built site, served', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { distDir: path.resolve('dist'), pagesDir: path.resolve('dist-ssr'), trustProxy: 1, mailWorker: true });
  });
  afterAll(async () => t?.close());

  it('links the site’s one stylesheet from the answer pages, with the site’s breakpoints written in', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/forms/appointment', headers: form, payload: 'name=' });
    const href = new JSDOM(answer.body).window.document.querySelector('link[rel="stylesheet"]')?.getAttribute('href');
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain(`<link rel="stylesheet" href="${href}">`);
    const response = await t.app.inject({ method: 'GET', url: href! });
    expect(response.statusCode).toBe(200);
    // The answer card's phone breakpoint (--below-sm in src/styles/breakpoints.css) as a browser reads it.
    expect(response.body).toMatch(/@media \(max-width: ?639\.98px\)/);
    expect(response.body).not.toMatch(/@media\s*\(--below-sm\)/);
  });

  it('sends strict security headers on pages, API answers and errors; HSTS only over TLS', async () => {
    const themeScript = /<script>([\s\S]*?)<\/script>/.exec(readFileSync('dist/index.html', 'utf8'))![1]!;
    const answers = [
      ...(await Promise.all(
        ['/', '/apis/get_post.php', '/no/such/page', '/healthz', '/blog/%', '/apis/%ff'].map((url) => t.app.inject({ method: 'GET', url })),
      )),
      await t.app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: json, payload: '{' }),
      await t.app.inject({ method: 'POST', url: '/forms/contact', headers: { ...form, 'x-forwarded-for': '198.51.100.40' }, payload: 'name=x' }),
    ];
    for (const response of answers) {
      const permissions = String(response.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
      // The site shares links (share sheet, clipboard) and plays its muted hero video.
      for (const feature of ['web-share', 'clipboard-write', 'autoplay']) expect(permissions).not.toContain(feature);
    }
    for (const response of answers) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      // The one inline script the pages hold (the theme and the view transitions' listeners before the first paint) is allowed by its hash, and no other.
      expect(csp).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(themeScript).digest('base64')}';`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    // A stylesheet, script, font or image is never a page: it goes without the headers only a page reads, and keeps the rest.
    const built = (pattern: RegExp) => `/assets/${readdirSync('dist/assets').find((file) => pattern.test(file))!}`;
    for (const url of [built(/^style-.*\.css$/), built(/^site-.*\.js$/), built(/\.woff2$/), '/media/blog/default-480w.avif']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.headers['content-security-policy'], url).toBeUndefined();
      expect(response.headers['x-frame-options'], url).toBeUndefined();
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(String(response.headers['permissions-policy']), url).toContain('camera=()');
    }
    // An SVG can run script when opened by itself: it keeps the policy.
    const svg = await t.app.inject({ method: 'GET', url: '/media/brand/logo.svg' });
    expect(svg.headers['content-security-policy']).toContain("default-src 'self'");
    expect(svg.headers['x-frame-options']).toBe('DENY');
    const tls = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({ status: 'ok', mail: { running: true } });
  });

  /** Each [url, location]: a GET of url is answered 301 to location. */
  async function expectMoved(cases: [string, string][]) {
    for (const [url, location] of cases) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([response.statusCode, response.headers.location], url).toEqual([301, location]);
    }
  }

  it('serves prerendered pages as HTML with no-cache, compressed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    const contact = await t.app.inject({ method: 'GET', url: '/contact-us' });
    expect(contact.statusCode).toBe(200);
    expect(contact.body).toContain('<h1');
  });

  it('honours q-values in Accept-Encoding: on pages, assets, the posts API and answers compressed on the fly', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const asset = /\/assets\/[^"']+\.js/.exec(html)![0];
    const cases: [string, string | undefined][] = [
      ['br;q=0, gzip', 'gzip'],
      ['gzip, br;q=0', 'gzip'],
      ['br;q=0.4, gzip;q=0.8', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['identity', undefined],
      ['gzip, br', 'br'],
    ];
    // robots.txt is too small for a .br twin: it is compressed on the fly, and must not be remembered as a file.
    for (const url of ['/', '/contact-us', asset, '/robots.txt', '/apis/get_post.php', '/no/such/page']) {
      for (const [accept, expected] of cases) {
        // Twice: the second answer of a file comes from memory and must be the same.
        const [first, second] = [
          await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } }),
          await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } }),
        ];
        for (const response of [first, second]) {
          expect(response.headers['content-encoding'], `${url} with ${accept}`).toBe(expected);
          expect(String(response.headers.vary), `${url} with ${accept}`).toMatch(/accept-encoding/i);
        }
        expect([second.headers['content-type'], second.headers.etag, second.rawPayload.equals(first.rawPayload)]).toEqual([
          first.headers['content-type'],
          first.headers.etag,
          true,
        ]);
      }
    }
  });

  it('answers a conditional GET with 304 for a matching If-None-Match, weak, strong or in a list', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const asset = /\/assets\/[^"']+\.css/.exec(html)![0];
    for (const url of ['/', '/about-us', asset]) {
      for (const encoding of ['br', 'identity']) {
        const headers = { 'accept-encoding': encoding };
        const first = await t.app.inject({ method: 'GET', url, headers });
        const etag = first.headers.etag;
        expect(etag, url).toMatch(/^(W\/)?"[^"]+"$/);
        const opaque = etag!.replace(/^W\//, '');
        for (const ifNoneMatch of [etag!, `W/${opaque}`, opaque, `"other", ${etag}`, `"a",${opaque} , "b"`, '*']) {
          const again = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': ifNoneMatch } });
          expect(again.statusCode, `${url} (${encoding}) If-None-Match: ${ifNoneMatch}`).toBe(304);
          expect(again.body).toBe('');
          expect(again.headers.etag).toBe(etag);
        }
        const changed = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': '"other", W/"another"' } });
        expect(changed.statusCode, url).toBe(200);
        expect(changed.body.length).toBeGreaterThan(0);
      }
    }
  });

  it('caches hashed assets for a year and media for a day', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const asset = /\/assets\/[^"']+\.(?:js|css)/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const response = await t.app.inject({ method: 'GET', url: asset! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript|css/);
    const logo = await t.app.inject({ method: 'GET', url: `/${getSite('en').logo.src}` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers every GET of a path that is neither a file nor a page with the not-found page', async () => {
    for (const url of [`/${'a'.repeat(255)}`, `/blog/${'b'.repeat(300)}`, '/%5c', '/a%5cb/', '/a%00b', '/media/%2e%2e/%2e%2e/etc/passwd', '/about-us/./x']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        if (method === 'GET') expect(response.body, url).toMatch(/<h1>(We could not find that page|Blog post not found\.)/);
      }
    }
  });

  it('sends a path with doubled slashes to its clean address with 301, never off the site', async () => {
    await expectMoved([
      ['//evil.example/', '/evil.example'],
      ['///evil.example//x', '/evil.example/x'],
      ['/about-us//', '/about-us'],
      ['//blog//page/2?q=web', '/blog/page/2?q=web'],
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/about-us' })).statusCode).toBe(200);
  });

  it('sends an old-style post address to the post with 301, keeping the query', async () => {
    const { slug } = listPosts('en')[0]!;
    const olds = [slug.replace(/-/g, '_'), slug.replace(/-/g, '%2D'), `${slug.replace(/-/g, '_')}/`];
    await expectMoved(olds.map((old) => [`/${old}?utm_source=mail`, `/${slug}?utm_source=mail`]));
    const unknown = await t.app.inject({ method: 'GET', url: '/no_such_post_at_all' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Blog post not found.');
  });

  it('sends an old-style post address with both an escape and underscores to the post in one 301', async () => {
    const { slug } = listPosts('en')[0]!;
    const old = slug.replace(/-/g, '_').replace('_', '%5F');
    await expectMoved([
      [`/${old}`, `/${slug}`],
      [`/${old}?utm_source=mail`, `/${slug}?utm_source=mail`],
      [`//${slug.replace(/-/g, '_')}`, `/${slug}`],
    ]);
  });

  it('answers a path whose %-escapes do not decode with the not-found page, or the API’s shape under /apis', async () => {
    for (const url of ['/blog/%', '/about-us%ff', '/%zz/page', '/blog/page/%c0%af', `/${listPosts('en')[0]!.slug}%`]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
        if (method === 'GET') expect(response.body, url).toMatch(/<h1>(We could not find that page|Blog post not found\.)/);
      }
    }
    const api = await t.app.inject({ method: 'GET', url: '/apis/%' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    const posted = await t.app.inject({ method: 'POST', url: '/apis/enquiry.php%', headers: json, payload: validEnquiry });
    expect(posted.statusCode).toBe(405);
    expect(posted.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
  });

  it('sends /blog?page=N to /blog/page/N with 301, keeping the search', async () => {
    await expectMoved([
      ['/blog?page=2', '/blog/page/2'],
      ['/blog?page=3&q=web', '/blog/page/3?q=web'],
      ['/blog?q=web+design&page=2', '/blog/page/2?q=web+design'],
      ['/blog?page=1&q=web', '/blog?q=web'],
      ['/blog?page=abc', '/blog'],
      ['/blog?page=0', '/blog'],
      ['/blog/?page=2', '/blog/page/2'],
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/blog?q=web' })).statusCode).toBe(200);
  });

  it('points every HTML page at the speculation rules, served as application/speculationrules+json', async () => {
    const pages = [
      await t.app.inject({ method: 'GET', url: '/' }),
      await t.app.inject({ method: 'GET', url: '/' }),
      await t.app.inject({ method: 'GET', url: '/contact-us', headers: { 'accept-encoding': 'br' } }),
      await t.app.inject({ method: 'GET', url: `/${listPosts('en')[0]!.slug}` }),
      await t.app.inject({ method: 'GET', url: '/no/such/page' }),
      await t.app.inject({ method: 'POST', url: '/forms/newsletter', headers: form, payload: 'email=rules%40example.com' }),
    ];
    for (const page of pages) {
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['speculation-rules']).toBe('"/speculation-rules.json"');
    }
    for (const url of ['/apis/get_post.php', '/robots.txt', '/healthz']) {
      expect((await t.app.inject({ method: 'GET', url })).headers['speculation-rules'], url).toBeUndefined();
    }
    for (const encoding of ['identity', 'br', 'identity']) {
      const rules = await t.app.inject({ method: 'GET', url: '/speculation-rules.json', headers: { 'accept-encoding': encoding } });
      expect(rules.statusCode).toBe(200);
      expect(rules.headers['content-type'], encoding).toMatch(/^application\/speculationrules\+json/);
    }
    const rules = (await t.app.inject({ method: 'GET', url: '/speculation-rules.json' })).json() as {
      prerender: {
        source: string;
        eagerness: string;
        where: { and: ({ href_matches: string | string[] } | { not: { href_matches: string | string[] } })[] };
      }[];
    };
    expect(rules.prerender).toHaveLength(1);
    const [rule] = rules.prerender;
    expect(rule).toMatchObject({ source: 'document', eagerness: 'moderate' });
    expect(rule!.where.and).toContainEqual({ href_matches: '/*' });
    const excluded = rule!.where.and.flatMap((clause) => ('not' in clause ? [clause.not.href_matches].flat() : []));
    expect(excluded).toEqual(expect.arrayContaining(['/apis/*', '/forms/*', '/sendmail.php', '/admin/*', '/leads/*', '/*\\?(.+)']));
  });

  it('answers unknown paths and unknown blog slugs with 404 and the not-found pages', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    const post = await t.app.inject({ method: 'GET', url: '/no-such-post-at-all' });
    expect(post.statusCode).toBe(404);
    expect(post.body).toContain('Blog post not found.');
    // Issue 18 found the old prerender's 404 pages naming themselves 'Internal Server Error' in their data.
    for (const page of [unknown, post]) expect(page.body).not.toContain('Internal Server Error');
    expect((await t.app.inject({ method: 'GET', url: `/${listPosts('en')[0]!.slug}` })).statusCode).toBe(200);
  });

  it('serves each language’s feed as RSS', async () => {
    for (const url of ['/feed.xml', '/hi/feed.xml']) {
      for (const encoding of ['identity', 'br']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect([url, encoding, response.statusCode, response.headers['content-type']]).toEqual([url, encoding, 200, 'application/rss+xml; charset=utf-8']);
      }
    }
  });

  it('answers the Your data page with a closing slash too, as every page of the site', async () => {
    for (const url of ['/about-us/', '/your-data/', '/hi/your-data/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 200]);
    }
    const withSlash = await t.app.inject({ method: 'GET', url: '/hi/your-data/' });
    const without = await t.app.inject({ method: 'GET', url: '/hi/your-data' });
    const heading = (body: string) => new JSDOM(body).window.document.querySelector('h1')?.textContent;
    expect(heading(withSlash.body)).toBe(heading(without.body));
  });

  it('lists neither the leads dashboard nor the Your data page in the sitemap', async () => {
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('/contact-us');
    expect(sitemap.body).not.toContain('/leads');
    expect(sitemap.body).not.toContain('/your-data');
  });
});

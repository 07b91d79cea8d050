import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLinks, siteOrigin } from '../../scripts/bench/check-links';

describe('the link checker', () => {
  let fixture: string | undefined;
  afterAll(async () => {
    if (fixture) await rm(fixture, { recursive: true, force: true });
  });

  it('reports missing pages, files, srcset candidates and anchors, and accepts the rest', async () => {
    fixture = await mkdtemp(path.join(os.tmpdir(), 'check-links-'));
    const page = (file: string, html: string) =>
      mkdir(path.dirname(path.join(fixture!, file)), { recursive: true }).then(() => writeFile(path.join(fixture!, file), html));
    await page(
      'index.html',
      [
        '<a href="/about">ok</a><a href="/about#team">ok</a><a href="#top" id="top">ok</a>',
        '<a href="/missing">broken</a><a href="/about#nobody">broken</a><a href="#gone">broken</a>',
        '<img src="/media/a.jpg" srcset="/media/a-480w.avif 480w, /media/a-960w.avif 960w">',
        '<a href="https://elsewhere.example/x">external</a><a href="mailto:a@b.c">mail</a>',
        '<link rel="canonical" href="https://site.example/nowhere">',
        '<script type="application/ld+json">{"x":"<a href=\\"/ignored\\">"}</script>',
      ].join(''),
    );
    await page('about/index.html', '<h1 id="team">Team</h1>');
    await page('media/a.jpg', 'x');
    await page('media/a-480w.avif', 'x');
    const result = await checkLinks(fixture, { origin: 'https://site.example' });
    expect(result.broken.map((b) => `${b.attribute}=${b.target}`)).toEqual([
      'href=/missing',
      'href=/about#nobody',
      'href=#gone',
      'srcset=/media/a-960w.avif',
      'href=https://site.example/nowhere',
    ]);
  });
});

describe('links in the built site', () => {
  it('leave no internal href, src, srcset or #anchor pointing at nothing', async () => {
    const result = await checkLinks(path.resolve('dist'), { origin: await siteOrigin() });
    expect(result.pages).toBeGreaterThan(20);
    expect(result.checked).toBeGreaterThan(result.pages);
    expect(result.broken).toEqual([]);
  });
});

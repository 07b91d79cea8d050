/*
 * npm run bench:lighthouse: builds the site (and prints the build's wall time), serves dist/ with
 * the real server behind Caddy with the shipped deploy/Caddyfile (scripts/bench/caddy.ts: HTTPS
 * and HTTP/2 on loopback), as visitors get it in production, runs Lighthouse (mobile preset, simulated throttling: Lighthouse's default)
 * in Debian's Chromium a few times per page (seven English pages and their Hindi counterparts of
 * home, a service, the blog, a post and contact), and prints the medians per page with the budget.
 * The tag page is noindex on purpose, which costs it Lighthouse's is-crawlable audit: a page the
 * sitemap leaves out has its SEO judged without that audit (both scores are printed).
 * A last column is the JavaScript a visitor downloads once every island of the page has woken:
 * the bench opens the page in Chromium (playwright-core), focuses each form, opens the search and
 * types into it, and scrolls to the bottom, then adds up the scripts' bodies as sent (brotli).
 * A second table says where each page's time goes: its Speed Index, Lighthouse's phases of LCP and the main
 * thread's work (simulated, at its 4× CPU slowdown). Before the pages, the bench measures a bare
 * page (a heading and a paragraph, nothing else to fetch) the same way: what this machine and
 * Lighthouse's model cost before a page has any content of its own.
 *
 *   npm run bench:lighthouse -- --skip-build   reuse the current dist/
 *   npm run bench:lighthouse -- --runs 5       more runs per page (default 3)
 *   npm run bench:lighthouse -- --json out.json  also write the medians as JSON
 *   npm run bench:lighthouse -- --pages /,/blog  only these pages
 *   npm run bench:lighthouse -- --http1        the Node server alone, HTTP/1.1 without TLS:
 *     Lighthouse's model then opens a TCP connection, with its own slow start, for each file it
 *     fetches at once, up to six
 *   npm run bench:lighthouse -- --vs ../other/dist  pair every run with the same page of another
 *     build (a worktree of another commit, built; or a copy of dist/ with one thing removed),
 *     served by this server beside dist/, runs taken in turn; a third table prints both medians
 *     and the median of the run-by-run differences, which the machine's drift does not move
 *
 * Lighthouse 12.8 runs on Node 20 (13 needs Node 22). CHROMIUM_PATH picks the browser.
 */
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Browser } from 'playwright-core';
import { listTerms } from '../../src/content/blog-terms';
import { getLayout } from '../../src/content/layout';
import { listPosts } from '../../src/content/posts';
import { localizePath, splitLocale, type Locale } from '../../src/lib/locale';
import { paths } from '../../src/lib/paths';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser, VIEWPORTS } from './chromium';
import { startCaddy } from './caddy';
import { startSite } from './site-server';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const RUNS = Number(option('--runs') ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * The budget: every category 100, TBT ≤ 10 ms, CLS 0; at most 20 KB of JavaScript during load on
 * every page and 75 KB once home's islands have all woken (brotli, transferred). English pages:
 * LCP ≤ 1.2 s, home at most 200 KB in all, every other page 100 KB. Hindi pages, which carry a
 * Devanagari face beside the Latin one: LCP ≤ 1.4 s, /hi/ at most 250 KB, every other page 140 KB.
 */
const BUDGET = {
  categories: 100,
  tbtMs: 10,
  cls: 0,
  loadJsKb: 20,
  homeIslandsJsKb: 75,
  buildSeconds: 20,
  byLocale: {
    en: { lcpMs: 1200, homeTotalKb: 200, otherTotalKb: 100 },
    hi: { lcpMs: 1400, homeTotalKb: 250, otherTotalKb: 140 },
  } satisfies Record<Locale, { lcpMs: number; homeTotalKb: number; otherTotalKb: number }>,
};

/** Lighthouse's phases of LCP, in ms: load delay and load time are 0 when the LCP element is text. */
type LcpPhases = { ttfb: number; loadDelay: number; loadTime: number; renderDelay: number };

const LCP_PHASE_LABELS: Record<string, keyof LcpPhases> = {
  TTFB: 'ttfb',
  'Load Delay': 'loadDelay',
  'Load Time': 'loadTime',
  'Render Delay': 'renderDelay',
};

type Run = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** The SEO score without Lighthouse's is-crawlable audit: how a page that is noindex on purpose is judged. */
  seoWithoutCrawlable: number;
  fcpMs: number;
  lcpMs: number;
  /** Speed Index: how soon the visible part of the page looks complete. */
  siMs: number;
  lcpPhases: LcpPhases;
  mainThreadMs: number;
  tbtMs: number;
  cls: number;
  totalKb: number;
  jsKb: number;
};

/**
 * A page's medians, and the scripts transferred once every island of the page has woken (measured
 * once per page). A page the sitemap leaves out is noindex on purpose (a tag page, src/content/seo.ts).
 */
type Row = { path: string; run: Run; islandsJsKb: number; isIndexed: boolean };

/** A page measured on dist/ and on the build given with --vs, run for run. */
type Pair = { path: string; runs: Run[]; versusRuns: Run[] };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function build(): number {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
  return (performance.now() - started) / 1000;
}

type NetworkItem = { resourceType?: string; transferSize?: number };
type LcpElementDetails = { items?: { items?: { phase?: string; timing?: number }[] }[] };

function lcpPhases(details: LcpElementDetails | undefined): LcpPhases {
  const phases: LcpPhases = { ttfb: 0, loadDelay: 0, loadTime: 0, renderDelay: 0 };
  for (const table of details?.items ?? []) {
    for (const { phase, timing } of table.items ?? []) {
      const key = phase === undefined ? undefined : LCP_PHASE_LABELS[phase];
      if (key && timing !== undefined) phases[key] = timing;
    }
  }
  return phases;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART and the like); such a run is tried again once. */
class LighthouseRuntimeError extends Error {}

async function measureWithRetry(url: string, port: number): Promise<Run> {
  try {
    return await measure(url, port);
  } catch (error) {
    if (!(error instanceof LighthouseRuntimeError)) throw error;
    process.stderr.write(`lighthouse: ${error.message}; running it again\n`);
    return measure(url, port);
  }
}

async function measure(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new LighthouseRuntimeError(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // Lighthouse's category score is the weighted mean of its audits' scores (an audit that does not apply weighs 0).
  const seoAudits = (lhr.categories.seo?.auditRefs ?? []).filter((ref) => ref.id !== 'is-crawlable' && ref.weight > 0);
  const seoWeight = seoAudits.reduce((sum, ref) => sum + ref.weight, 0);
  const seoWithoutCrawlable = seoAudits.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0) / seoWeight;
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const bytes = (filter: (item: NetworkItem) => boolean) => requests.filter(filter).reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Run['scores'],
    seoWithoutCrawlable: Math.round(seoWithoutCrawlable * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    siMs: numeric('speed-index'),
    lcpPhases: lcpPhases(lhr.audits['largest-contentful-paint-element']?.details as LcpElementDetails | undefined),
    mainThreadMs: numeric('mainthread-work-breakdown'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    totalKb: bytes(() => true),
    jsKb: bytes((item) => item.resourceType === 'Script'),
  };
}

/** The scripts a visitor downloads on `url` once every island has woken: their bodies as sent (brotli), in KB. */
async function islandsJavaScript(browser: Browser, url: string, locale: Locale): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  for (const field of await page.locator('[data-island] form input:not([type="hidden"]):not([tabindex="-1"])').all()) {
    if (await field.isVisible()) await field.focus();
  }
  const search = page.getByRole('button', { name: getLayout(locale).header.searchLabel });
  await search.click();
  await page.getByRole('dialog').getByRole('searchbox').fill('seo');
  await page.keyboard.press('Escape');
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');
  const kb = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0) / 1024;
  await context.close();
  return kb;
}

/** RUNS Lighthouse runs of each of `urls`, taken in turn (the first URL, the second, the first…), so paired runs share the machine's moment. */
async function measureRuns(urls: string[], port: number): Promise<Run[][]> {
  const runs: Run[][] = urls.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [index, url] of urls.entries()) runs[index]!.push(await measureWithRetry(url, port));
  }
  return runs;
}

/** RUNS Lighthouse runs of `url`, and their medians. */
async function measureMedian(url: string, port: number): Promise<Run> {
  const [runs] = await measureRuns([url], port);
  return medianRun(runs!);
}

function medianRun(runs: Run[]): Run {
  const of = (pick: (run: Run) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, of((run) => run.scores[id])])) as Run['scores'],
    seoWithoutCrawlable: of((run) => run.seoWithoutCrawlable),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    siMs: of((run) => run.siMs),
    lcpPhases: {
      ttfb: of((run) => run.lcpPhases.ttfb),
      loadDelay: of((run) => run.lcpPhases.loadDelay),
      loadTime: of((run) => run.lcpPhases.loadTime),
      renderDelay: of((run) => run.lcpPhases.renderDelay),
    },
    mainThreadMs: of((run) => run.mainThreadMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    totalKb: of((run) => run.totalKb),
    jsKb: of((run) => run.jsKb),
  };
}

/** A page's category scores as the budget judges them: a page noindex on purpose without the audit it fails on purpose. */
const judgedScores = ({ run, isIndexed }: Row): Run['scores'] => (isIndexed ? run.scores : { ...run.scores, seo: run.seoWithoutCrawlable });

function withinBudget(row: Row): string[] {
  const { path, run, islandsJsKb } = row;
  const misses: string[] = [];
  const { locale, path: english } = splitLocale(path);
  const budget = BUDGET.byLocale[locale];
  const scores = judgedScores(row);
  for (const id of CATEGORIES) if (scores[id] < BUDGET.categories) misses.push(`${id} ${scores[id]} < ${BUDGET.categories}`);
  if (run.lcpMs > budget.lcpMs) misses.push(`LCP ${(run.lcpMs / 1000).toFixed(2)} s > ${budget.lcpMs / 1000} s`);
  if (run.tbtMs > BUDGET.tbtMs) misses.push(`TBT ${Math.round(run.tbtMs)} ms > ${BUDGET.tbtMs} ms`);
  if (run.cls > BUDGET.cls) misses.push(`CLS ${run.cls.toFixed(3)} > ${BUDGET.cls}`);
  if (run.jsKb > BUDGET.loadJsKb) misses.push(`JS during load ${run.jsKb.toFixed(1)} KB > ${BUDGET.loadJsKb} KB`);
  if (english === paths.home && islandsJsKb > BUDGET.homeIslandsJsKb)
    misses.push(`JS with every island awake ${islandsJsKb.toFixed(1)} KB > ${BUDGET.homeIslandsJsKb} KB`);
  const totalKb = english === paths.home ? budget.homeTotalKb : budget.otherTotalKb;
  if (run.totalKb > totalKb) misses.push(`total ${run.totalKb.toFixed(1)} KB > ${totalKb} KB`);
  return misses;
}

function markdownTable(header: string[], lines: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [format(header), `|${widths.map((w, i) => (i === 0 ? ':' : '-') + '-'.repeat(w) + (i === 0 ? '-' : ':')).join('|')}|`, ...lines.map(format)].join(
    '\n',
  );
}

/** Marks the SEO score of a page noindex on purpose, as the budget judges it. */
const NOINDEX_MARK = 'noindex';

/** The paths of the pages the site's sitemap lists: every indexable page. */
async function sitemapPaths(origin: string): Promise<Set<string>> {
  const response = await fetch(new URL('/sitemap.xml', origin));
  if (!response.ok) throw new Error(`GET /sitemap.xml answered ${response.status}`);
  return new Set([...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname));
}

function table(rows: Row[]): string {
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP s', 'TBT ms', 'CLS', 'total KB', 'JS KB', 'JS islands KB'];
  const lines = rows.map(({ path, run, islandsJsKb, isIndexed }) => [
    path,
    String(run.scores.performance),
    String(run.scores.accessibility),
    String(run.scores['best-practices']),
    isIndexed ? String(run.scores.seo) : `${run.scores.seo} (${run.seoWithoutCrawlable} ${NOINDEX_MARK})`,
    (run.lcpMs / 1000).toFixed(2),
    String(Math.round(run.tbtMs)),
    run.cls.toFixed(3),
    run.totalKb.toFixed(1),
    run.jsKb.toFixed(1),
    islandsJsKb.toFixed(1),
  ]);
  return markdownTable(header, lines);
}

/** Where each page's time goes, the bare page first. */
function timeTable(rows: { path: string; run: Run }[]): string {
  const header = ['page', 'FCP ms', 'LCP ms', 'SI ms', 'TTFB', 'load delay', 'load time', 'render delay', 'main thread ms', 'TBT ms'];
  const ms = (value: number) => String(Math.round(value));
  const lines = rows.map(({ path, run }) => [
    path,
    ms(run.fcpMs),
    ms(run.lcpMs),
    ms(run.siMs),
    ms(run.lcpPhases.ttfb),
    ms(run.lcpPhases.loadDelay),
    ms(run.lcpPhases.loadTime),
    ms(run.lcpPhases.renderDelay),
    ms(run.mainThreadMs),
    ms(run.tbtMs),
  ]);
  return markdownTable(header, lines);
}

/** Both builds' medians of a page, and the median of their run-by-run differences (--vs minus dist/). */
function pairedTable(pairs: Pair[]): string {
  const header = ['page', 'FCP ms', 'vs', 'Δ', 'LCP ms', 'vs', 'Δ', 'SI ms', 'vs', 'Δ', 'TBT ms', 'vs', 'Δ'];
  const signed = (value: number) => `${value > 0 ? '+' : ''}${Math.round(value)}`;
  const lines = pairs.map(({ path, runs, versusRuns }) => {
    const cells = (pick: (run: Run) => number) => [
      String(Math.round(median(runs.map(pick)))),
      String(Math.round(median(versusRuns.map(pick)))),
      signed(median(runs.map((run, i) => pick(versusRuns[i]!) - pick(run)))),
    ];
    return [path, ...cells((run) => run.fcpMs), ...cells((run) => run.lcpMs), ...cells((run) => run.siMs), ...cells((run) => run.tbtMs)];
  });
  return markdownTable(header, lines);
}

/** A page with nothing of its own to fetch or run: a heading and a paragraph. */
const BARE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A bare page."><title>A bare page</title></head><body><main><h1>A bare page</h1><p>${'A line of plain text in the system font. '.repeat(12)}</p></main></body></html>`;

/** Serves BARE_PAGE on a free local port until `close` is called. */
async function serveBarePage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(BARE_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function main(): Promise<void> {
  const buildSeconds = args.includes('--skip-build') ? undefined : build();
  const post = listPosts('en')[0];
  const tag = listTerms('tag', 'en')[0];
  const hindiPost = listPosts('hi')[0];
  const hindi = (path: string) => localizePath(path, 'hi');
  const chosen = option('--pages')?.split(',');
  const pages = chosen ?? [
    paths.home,
    paths.service('website-development'),
    paths.eLearning,
    paths.blog,
    ...(post ? [paths.post(post.slug)] : []),
    ...(tag ? [paths.tag(tag.slug)] : []),
    paths.contact,
    hindi(paths.home),
    hindi(paths.service('website-development')),
    hindi(paths.blog),
    ...(hindiPost ? [hindi(paths.post(hindiPost.slug))] : []),
    hindi(paths.contact),
  ];
  const versus = option('--vs');
  const throughCaddy = !args.includes('--http1');
  /** Where Lighthouse loads a server's pages: through Caddy, unless --http1. */
  const served = async (origin: string) => {
    if (!throughCaddy) return { url: origin.replace(/\/$/, ''), close: async () => {} };
    const front = await startCaddy([new URL(origin).host]);
    return { url: front.origin, close: front.close };
  };
  const site = await startSite();
  const versusSite = versus ? await startSite(versus) : undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // Caddy's certificate comes from its own authority, for loopback.
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...(throughCaddy ? ['--ignore-certificate-errors'] : [])],
  });
  const browser = await launchBrowser();
  const bare = await serveBarePage();
  const [front, versusFront, bareFront] = [await served(site.url), versusSite && (await served(versusSite.url)), await served(bare.url)];
  const rows: Row[] = [];
  const pairs: Pair[] = [];
  let bareRun: Run | undefined;
  try {
    const indexed = await sitemapPaths(site.url);
    bareRun = await measureMedian(new URL('/', bareFront.url).href, chrome.port);
    process.stderr.write(`lighthouse: the bare page done (${RUNS} runs)\n`);
    for (const path of pages) {
      const [runs, versusRuns] = await measureRuns([`${front.url}${path}`, ...(versusFront ? [`${versusFront.url}${path}`] : [])], chrome.port);
      if (versusRuns) pairs.push({ path, runs: runs!, versusRuns });
      const run = medianRun(runs!);
      const islandsJsKb = await islandsJavaScript(browser, `${site.url}${path}`, splitLocale(path).locale);
      rows.push({ path, run, islandsJsKb, isIndexed: indexed.has(path) });
      process.stderr.write(`lighthouse: ${path} done (${RUNS} runs)\n`);
    }
  } finally {
    await browser.close();
    chrome.kill();
    await Promise.all([front.close(), versusFront?.close(), bareFront.close()]);
    await site.close();
    await versusSite?.close();
    await bare.close();
  }
  const transport = throughCaddy ? 'HTTPS and HTTP/2 through Caddy' : 'HTTP/1.1 from the Node server';
  console.log(`\nLighthouse ${RUNS} runs per page over ${transport}, medians (mobile preset, simulated throttling; KB = transferred bytes;`);
  console.log(`JS islands KB = scripts' brotli bodies once the page's forms are focused, its search opened and the page scrolled down):\n`);
  console.log(table(rows));
  if (rows.some((row) => !row.isIndexed)) {
    console.log(`\nseo "n (m ${NOINDEX_MARK})": a page the sitemap leaves out, noindex on purpose; m is its score without`);
    console.log(`Lighthouse's is-crawlable audit, which it fails by design, and is what the budget judges.`);
  }
  console.log(`\nWhere the time goes (ms, medians; LCP's phases as Lighthouse splits them, main thread at its 4× CPU slowdown).`);
  console.log(`The bare page is a heading and a paragraph with nothing to fetch: what this machine costs before any content:\n`);
  console.log(timeTable([...(bareRun ? [{ path: '(a bare page)', run: bareRun }] : []), ...rows]));
  if (versus) {
    console.log(`\nPaired with ${versus} (its runs taken in turn with dist/'s; Δ = median of the run-by-run differences, ${versus} minus dist/):\n`);
    console.log(pairedTable(pairs));
  }
  if (buildSeconds !== undefined) {
    console.log(
      `\nnpm run build wall time: ${buildSeconds.toFixed(1)} s (target < ${BUDGET.buildSeconds} s)${buildSeconds > BUDGET.buildSeconds ? '  OVER' : ''}`,
    );
  }
  const misses = rows.flatMap((row) => withinBudget(row).map((miss) => `${row.path}: ${miss}`));
  console.log(misses.length === 0 ? '\nbudget: every page within budget' : `\nbudget: ${misses.length} miss(es)\n${misses.map((m) => `  - ${m}`).join('\n')}`);
  const json = option('--json');
  if (json) await writeFile(json, `${JSON.stringify({ runs: RUNS, buildSeconds, barePage: bareRun, pages: rows }, null, 2)}\n`);
}

await main();

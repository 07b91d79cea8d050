/*
 * npm run deploy as an operator runs it, in a deployed site set up in a temporary folder
 * (scripts/bench/deploy-sandbox.ts: a git remote with this repository's files, the checkout, an
 * instance run as the service unit runs it): the first release, a content mistake refused with the
 * build's own message while the live site stays as it was, a change deployed while visitors load
 * pages (none fails, and a page from before the deploy still finds its old assets), and a rollback.
 */
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../deploy/check-release';
import { listReleases, liveRelease } from '../../deploy/releases';
import { createSandbox, type Sandbox } from '../../scripts/bench/deploy-sandbox';
import { type Answer, getOnFreshConnection } from '../support/fresh-connection';

let sandbox: Sandbox;
let port = 0;

const get = (target: string) => getOnFreshConnection(`http://127.0.0.1:${port}${target}`);

/** A form posted without JavaScript, as a browser posts it. */
function postForm(target: string, body: string): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.request(
      `http://127.0.0.1:${port}${target}`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', (error) => resolve({ error: error.message }));
    request.end(body);
  });
}

async function page(target: string): Promise<string> {
  const answer = await get(target);
  if ('error' in answer || answer.status !== 200) throw new Error(`GET ${target}: ${'error' in answer ? answer.error : answer.status}`);
  return answer.body;
}

async function releaseServing(): Promise<unknown> {
  const health: unknown = JSON.parse(await page('/healthz'));
  return typeof health === 'object' && health !== null && 'release' in health ? health.release : undefined;
}

/** The hashed files a page names, and every chunk its scripts import, as its islands load them. */
async function assetsOf(html: string): Promise<string[]> {
  const found = new Set([...html.matchAll(/(?:href|src)="\/assets\/([^"?#]+)"/g)].map((match) => match[1]!));
  const queue = [...found].filter((name) => name.endsWith('.js'));
  while (queue.length > 0) {
    for (const match of (await page(`/assets/${queue.shift()!}`)).matchAll(/(?:\.\/|assets\/)([A-Za-z0-9_-]+\.js)\b/g)) {
      if (!found.has(match[1]!)) {
        found.add(match[1]!);
        queue.push(match[1]!);
      }
    }
  }
  return [...found];
}

/** Visitors loading pages, one request after another on fresh connections, until stop(); every answer that is not a 200. */
function visitors() {
  const failures: string[] = [];
  let running = true;
  let requests = 0;
  const loops = Array.from({ length: 3 }, async () => {
    while (running) {
      for (const target of ['/', '/services/seo', '/hi/contact-us']) {
        requests++;
        const answer = await get(target);
        if ('error' in answer || answer.status !== 200) failures.push(`${target}: ${'error' in answer ? answer.error : answer.status}`);
      }
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { failures, requests };
    },
  };
}

const QUOTE = /^( {4}quote: )(.*)$/m;
const MARKER = 'A line deployed by the tests.';

beforeAll(() => {
  sandbox = createSandbox({ RATE_LIMIT_MAX: '0' });
});

afterAll(async () => {
  await sandbox?.close();
});

describe('npm run deploy', () => {
  it('builds the first release of production dependencies alone, checks it, and makes it current', async () => {
    const result = await sandbox.deploy();
    expect(result.code, result.output).toBe(0);
    const releases = await listReleases(sandbox.layout);
    expect(releases).toHaveLength(1);
    expect(await liveRelease(sandbox.layout)).toBe(releases[0]);
    const release = path.join(sandbox.layout.releases, releases[0]!);
    const sitemapPages = [...readFileSync(path.join(release, 'dist', 'sitemap.xml'), 'utf8').matchAll(/<loc>/g)].length;
    expect(result.output).toContain(`checked: ${sitemapPages} pages of the sitemap`);
    expect(result.output).toContain('no instance is running');

    const manifest: unknown = JSON.parse(readFileSync(path.join(release, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({ scripts: { start: 'node dist-server/index.js' } });
    const installed = new Set(
      readdirSync(path.join(release, 'node_modules')).flatMap((name) =>
        name.startsWith('@') ? readdirSync(path.join(release, 'node_modules', name)).map((inner) => `${name}/${inner}`) : [name],
      ),
    );
    for (const name of ['fastify', 'better-sqlite3', 'react-dom', 'pg']) expect(installed.has(name), name).toBe(true);
    // What only the build and the tests use is left out (a devDependency that a production package
    // also needs, ajv for fastify, stays).
    for (const name of ['tsx', 'vite', 'vitest', 'typescript', 'eslint', 'jsdom', 'sharp', 'lighthouse', 'playwright-core', 'marked']) {
      expect(installed.has(name), `${name} is for the build and the tests`).toBe(false);
    }
  });

  it('refuses a content mistake with the content build’s own message, and leaves the live site as it was', async () => {
    port = await freePort();
    await sandbox.startInstance(port);
    const [live] = await listReleases(sandbox.layout);
    expect(await releaseServing()).toBe(live);
    // The release's page bundle, with React from its own node_modules, answers a form posted without JavaScript.
    const answer = await postForm('/forms/newsletter', 'email=reader%40example.com');
    expect(answer).toMatchObject({ status: 200 });
    expect('body' in answer && answer.body).toMatch(/^<!DOCTYPE html>/i);
    sandbox.commit('content/services/cybersecurity-services.yaml', (text) => text.replace('icon: bug', 'icon: bugg'), 'A misspelt icon');

    const result = await sandbox.deploy();
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/content\/services\/cybersecurity-services\.yaml:52:\d+ .*icon: got "bugg"/);
    expect(result.output).toContain(`the build failed (its message is above); the live site is unchanged (${live})`);
    expect(await listReleases(sandbox.layout)).toEqual([live]);
    expect(await liveRelease(sandbox.layout)).toBe(live);
    expect(await releaseServing()).toBe(live);
  });

  it('deploys a change while visitors load pages: none fails, and a page from before still finds its assets', async () => {
    const [first] = await listReleases(sandbox.layout);
    const before = await page('/');
    const oldAssets = await assetsOf(before);
    sandbox.commit('content/services/cybersecurity-services.yaml', (text) => text.replace('icon: bugg', 'icon: bug'), 'The icon fixed');
    sandbox.commit(
      'content/testimonials/clients.yaml',
      (text) => text.replace(QUOTE, (_line, key: string, quote: string) => `${key}${quote} ${MARKER}`),
      'A testimonial',
    );

    const load = visitors();
    const result = await sandbox.deploy();
    const { failures, requests } = await load.stop();
    expect(result.code, result.output).toBe(0);
    const [, second] = await listReleases(sandbox.layout);
    expect(result.output).toContain(`instance ${port} serves ${second}`);
    expect(requests).toBeGreaterThan(30);
    expect(failures).toEqual([]);

    const after = await page('/');
    expect(after).toContain(MARKER);
    expect(before).not.toContain(MARKER);
    expect(await releaseServing()).toBe(second);
    // The change renamed chunks: the old page's names are not in the new release, and still answer.
    const newRelease = new Set(readdirSync(path.join(sandbox.layout.releases, second!, 'dist', 'assets')));
    const gone = oldAssets.filter((name) => !newRelease.has(name));
    expect(gone.length).toBeGreaterThan(0);
    for (const name of oldAssets) expect(await get(`/assets/${name}`), name).toMatchObject({ status: 200 });
    for (const name of await assetsOf(after)) expect(await get(`/assets/${name}`), name).toMatchObject({ status: 200 });
    expect(first).not.toBe(second);
  });

  it('rolls back to the release before, by the same switch, with no failed request', async () => {
    const [first, second] = await listReleases(sandbox.layout);
    const load = visitors();
    const result = await sandbox.deploy(['--rollback']);
    const { failures } = await load.stop();
    expect(result.code, result.output).toBe(0);
    expect(failures).toEqual([]);
    expect(await liveRelease(sandbox.layout)).toBe(first);
    expect(await releaseServing()).toBe(first);
    expect(await page('/')).not.toContain(MARKER);
    const list = await sandbox.deploy(['--list']);
    expect(list.output).toMatch(new RegExp(`^\\* ${first} `, 'm'));
    expect(list.output).toMatch(new RegExp(`^  ${second} `, 'm'));
  });

  it('goes to a release named, finds nothing to deploy when the live release has the branch’s commit, and builds it again when forced', async () => {
    const [, second] = await listReleases(sandbox.layout);
    const forward = await sandbox.deploy(['--rollback', second!]);
    expect(forward.code, forward.output).toBe(0);
    expect(await releaseServing()).toBe(second);

    const nothing = await sandbox.deploy();
    expect(nothing.code, nothing.output).toBe(0);
    expect(nothing.output).toContain(`${second} is live and was built from origin/main`);
    expect(await listReleases(sandbox.layout)).toHaveLength(2);

    const forced = await sandbox.deploy(['--force']);
    expect(forced.code, forced.output).toBe(0);
    const releases = await listReleases(sandbox.layout);
    expect(releases).toHaveLength(3);
    expect(await releaseServing()).toBe(releases[2]);
    expect(await page('/')).toContain(MARKER);
  });
});

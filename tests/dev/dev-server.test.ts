/*
 * npm run dev as an editor uses it: the real dev server (scripts/dev/dev.ts, Vite and the API server)
 * on free ports, over a copy of content/ (CONTENT_DIR). A mistake saved before it starts shows in
 * a panel over every page it loads, in the build's words only; fixing it, editing a post and adding a missing
 * image are served without a restart; the terminal shows content lines only.
 *
 * The dev server writes src/generated/ like any content build, so this runs on its own, after the
 * other tests, and builds src/generated/ from content/ again when it is done.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { errors, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildContent, DEFAULT_OUT_DIR } from '../../scripts/content/build-content';
import { launchBrowser } from '../support/browser';

const POST = 'blog/how-to-choose-the-right-web-hosting-plan.md';
const apiPosts = z.array(z.object({ slug: z.string(), summary: z.string(), post_image: z.string().nullable() }));
const SERVICE = 'services/seo.yaml';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

describe('npm run dev', () => {
  let root: string;
  let content: string;
  let dev: ChildProcess;
  let output = '';
  let url: string;
  let browser: Browser;

  /** Resolves when the terminal shows `pattern` after `from` (an offset into the output). */
  const printed = (pattern: RegExp, from: number, timeoutMs = 45_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const found = pattern.exec(output.slice(from));
        if (!found) return false;
        clearInterval(timer);
        clearTimeout(limit);
        resolve(found[0]);
        return true;
      };
      const timer = setInterval(check, 50);
      const limit = setTimeout(() => {
        clearInterval(timer);
        reject(new Error(`the dev server did not print ${pattern} in ${timeoutMs} ms; it printed:\n${output.slice(from)}`));
      }, timeoutMs);
      check();
    });

  const edit = (file: string, change: (text: string) => string) =>
    writeFileSync(path.join(content, file), change(readFileSync(path.join(content, file), 'utf8')));

  /** The text of the panel of content problems on a fresh page load, or null when the page shows none within a few seconds. */
  const overlayOn = async (page: Page): Promise<string | null> => {
    await page.goto(url, { waitUntil: 'networkidle' });
    // A locator finds the panel again if Vite reloads the page once more (after optimising dependencies).
    const overlay = page.locator('content-problems');
    const shown = await overlay.waitFor({ state: 'attached', timeout: 3_000 }).then(
      () => true,
      (error: unknown) => {
        if (error instanceof errors.TimeoutError) return false;
        throw error;
      },
    );
    return shown ? overlay.evaluate((element) => element.shadowRoot?.querySelector('section')?.textContent ?? '') : null;
  };

  /** The posts API as the dev server answers it; nothing while the API server restarts. */
  const posts = async () => {
    const response = await fetch(`${url}/apis/get_post.php`);
    return response.ok ? apiPosts.parse(await response.json()) : [];
  };

  /** Polls `read` until `accept` says yes: the server side catches up with a save within seconds. */
  const eventually = async <T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 30_000): Promise<T> => {
    const started = Date.now();
    for (;;) {
      const value = await read();
      if (accept(value) || Date.now() - started > timeoutMs) return value;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'dev-server-'));
    content = path.join(root, 'content');
    cpSync('content', content, { recursive: true });
    // A mistake already saved when dev starts.
    edit(SERVICE, (text) => text.replace('heading: Why SEO is worth the wait', 'heading: Why SEO: worth the wait'));
    const [port, apiPort] = [await freePort(), await freePort()];
    url = `http://localhost:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      CONTENT_DIR: content,
      PORT: String(port),
      API_PORT: String(apiPort),
      SQLITE_FILE: path.join(root, 'site.sqlite'),
      MAIL_DIR: path.join(root, 'outbox'),
    };
    // The terminal as an editor has it: dev's own default log level.
    delete env.LOG_LEVEL;
    dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev/dev.ts'], { detached: true, env });
    // The text an editor reads: Vite colours its lines whenever CI is set, even into a pipe.
    const read = (chunk: Buffer) => (output += stripVTControlCharacters(chunk.toString()));
    dev.stdout!.on('data', read);
    dev.stderr!.on('data', read);
    await printed(/Local:\s+http:\/\/localhost:\d+/, 0);
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (dev?.pid && dev.exitCode === null) {
      const exited = new Promise((resolve) => dev.once('exit', resolve));
      process.kill(-dev.pid, 'SIGTERM');
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
    await buildContent({ contentDir: path.resolve('content'), outDir: DEFAULT_OUT_DIR });
  }, 60_000);

  it('shows a mistake saved before it started, in the terminal and on every page load, until it is fixed', async () => {
    const problem = `services/seo.yaml:41:14 YAML syntax: the text contains ": ", which starts a new field in YAML; put the whole text in quotes: heading: "Why SEO: worth the wait"`;
    expect(output).toContain(problem);
    const page = await browser.newPage();
    const shown = await overlayOn(page);
    expect(shown).toContain(problem);
    // The editor's words only: nothing of the dev server's own settings.
    expect(shown).not.toMatch(/vite|hmr|overlay|config/i);
    expect(await overlayOn(page)).toContain(problem);

    const fixedAt = output.length;
    edit(SERVICE, (text) => text.replace('heading: Why SEO: worth the wait', 'heading: Why SEO is worth the wait'));
    await printed(/content: all problems fixed, rebuilt/, fixedAt);
    expect(await overlayOn(page)).toBeNull();
    await page.close();
  });

  it('serves an edited post from the posts API without a restart', async () => {
    const before = (await posts()).find((post) => post.slug === 'how-to-choose-the-right-web-hosting-plan');
    expect(before?.summary).toBeTruthy();
    edit(POST, (text) => text.replace(/^summary: .*$/m, 'summary: Edited while npm run dev was running.'));
    const after = await eventually(posts, (list) => list.some((post) => post.summary === 'Edited while npm run dev was running.'));
    expect(after.find((post) => post.slug === 'how-to-choose-the-right-web-hosting-plan')?.summary).toBe('Edited while npm run dev was running.');
  });

  it('rebuilds when an image is added, so a missing-image mistake clears, and serves the new image', async () => {
    const savedAt = output.length;
    edit(POST, (text) => text.replace(/^image: .*$/m, 'image: media/blog/added-in-dev.jpg'));
    await printed(/media\/blog\/added-in-dev\.jpg does not exist/, savedAt);
    // Vite answers unknown paths with the app's page: not an image.
    expect((await fetch(`${url}/media/blog/added-in-dev.jpg`)).headers.get('content-type')).not.toBe('image/jpeg');

    const addedAt = output.length;
    const image = readFileSync(path.join(content, 'media/blog/default.jpg'));
    writeFileSync(path.join(content, 'media/blog/added-in-dev.jpg'), image);
    await printed(/content: all problems fixed, rebuilt/, addedAt);
    const served = await fetch(`${url}/media/blog/added-in-dev.jpg`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    const post = await eventually(posts, (list) => list.some((p) => p.post_image === '/media/blog/added-in-dev.jpg'));
    expect(post.find((p) => p.slug === 'how-to-choose-the-right-web-hosting-plan')?.post_image).toBe('/media/blog/added-in-dev.jpg');
  });

  it("prints content problems as a block of their own, without Vite's per-file updates or request logs", () => {
    expect(output).not.toMatch(/hmr update|page reload/);
    expect(output).not.toMatch(/^\{"level"/m);
    const block = /\n\d\d:\d\d:\d\d content: 1 problem;[^\n]*\n((?: {2}[^\n]+\n)+)\n/.exec(output);
    expect(
      block?.[1]
        ?.trim()
        .split('\n')
        .every((line) => /^\S*content\/\S+:\d+:\d+ /.test(line.trim())),
    ).toBe(true);
  });
});

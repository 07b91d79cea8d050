/*
 * A blog of thousands of posts, which the content build reads and renders on several threads
 * (scripts/content/threads.ts): each mistake is still told at its file, line and column, and each
 * post keeps its own data and body, whichever thread read it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build-content';
import { formatProblem } from '../../scripts/content/source';

const root = mkdtempSync(path.join(tmpdir(), 'many-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const name = (i: number) => `post-number-${String(i).padStart(4, '0')}`;
const post = (i: number, date = '2026-01-15') =>
  `---\ntitle: Post number ${String(i).padStart(4, '0')}\ndate: ${date}\nsummary: The post numbered ${i}.\n---\nThe body of post **${i}**.\n`;

describe('a blog of thousands of posts', () => {
  it('tells mistakes at their lines and keeps each post its own data and body', async () => {
    const contentDir = path.join(root, 'content');
    cpSync(path.resolve('content'), contentDir, { recursive: true });
    // The last files of the list, which a worker thread reads (the first share is this thread's).
    for (let i = 1; i <= 2400; i++) writeFileSync(path.join(contentDir, 'blog', `${name(i)}.md`), post(i, i === 2390 ? '15/01/2026' : undefined));
    writeFileSync(path.join(contentDir, 'blog', `${name(2395)}.md`), '---\ntitle: Post number 2395\ndate: 2026-01-15\nsummary: [unclosed\n---\nBody\n');

    const outDir = path.join(root, 'generated');
    const result = await buildContent({ contentDir, outDir });
    const shown = path.relative(process.cwd(), path.join(contentDir, 'blog')).split(path.sep).join('/');
    expect(result.problems.map(formatProblem)).toEqual([
      `${shown}/post-number-2390.md:3:7 date: got "15/01/2026", expected a date written YYYY-MM-DD: write 2026-01-15`,
      `${shown}/post-number-2395.md:4:10 YAML syntax: the list opened with [ is not closed; end it with ] (a list), or if it is text, put it in quotes: summary: "[unclosed"`,
    ]);

    writeFileSync(path.join(contentDir, 'blog', `${name(2390)}.md`), post(2390));
    writeFileSync(path.join(contentDir, 'blog', `${name(2395)}.md`), post(2395));
    expect((await buildContent({ contentDir, outDir })).problems).toEqual([]);
    const posts: unknown = JSON.parse(readFileSync(path.join(outDir, 'posts.json'), 'utf8'));
    expect(Array.isArray(posts)).toBe(true);
    for (const i of [1, 1200, 2400]) {
      expect((posts as { slug: string; title: string; html: string }[]).find((entry) => entry.slug === name(i))).toMatchObject({
        title: `Post number ${String(i).padStart(4, '0')}`,
        html: `<p>The body of post <strong>${i}</strong>.</p>\n`,
      });
    }
  }, 120_000);
});

/*
 * npm run build over content an editor may well leave behind: a blog with no posts yet, and a post
 * with a title and nothing else. Both build in one copy of the repository (so the site's own dist/
 * and src/generated/ are left alone), one after the other, each from the repository's content/
 * with its change made.
 */
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BUILD_TIMEOUT_MS = 20 * 60_000;
let root = '';

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'site-build-'));
  for (const file of execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    cpSync(file, path.join(root, file));
  }
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
}, 120_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
}, 120_000);

/** The copy's content/ as the repository has it, with `change` made to it, built with npm run build. */
async function buildWith(change: (content: string) => void): Promise<(page: string) => Document> {
  const content = path.join(root, 'content');
  rmSync(content, { recursive: true, force: true });
  cpSync(path.resolve('content'), content, { recursive: true });
  change(content);
  // As an editor runs it: not in the test runner's mode (NODE_ENV=test would build React for development).
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));
  env.CONTENT_DIR = content;
  await promisify(execFile)('npm', ['run', 'build'], { cwd: root, env, maxBuffer: 64 * 1024 * 1024 });
  return (page) => new JSDOM(readFileSync(path.join(root, 'dist', page === '/' ? 'index.html' : `${page}/index.html`), 'utf8')).window.document;
}

const text = (document: Document) => document.body.textContent?.replace(/\s+/g, ' ') ?? '';

describe('npm run build', () => {
  it(
    'builds a blog with no posts: the blog and the home page say so, and the sidebar shows no tag',
    async () => {
      const page = await buildWith((content) => {
        for (const blog of [path.join(content, 'blog'), path.join(content, 'hi', 'blog')]) {
          for (const post of readdirSync(blog)) rmSync(path.join(blog, post));
        }
      });
      expect(text(page('/blog'))).toContain('No blog posts available at this time.');
      expect(text(page('/blog'))).not.toContain('Popular Tags');
      expect(text(page('/'))).toContain('No blog posts available');
      // The Hindi blog exists once a post has a Hindi version; the Hindi home page says there is none yet.
      expect(() => page('/hi/blog')).toThrow(/ENOENT/);
      expect(text(page('/hi'))).toContain('अभी कोई ब्लॉग पोस्ट उपलब्ध नहीं है');
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'builds a post with a title and nothing else, with the defaults a post shows for what it leaves out',
    async () => {
      const page = await buildWith((content) => {
        writeFileSync(path.join(content, 'blog', 'a-title-and-nothing-else.md'), '---\ntitle: A Title and Nothing Else\n---\n');
        writeFileSync(
          path.join(content, 'blog', 'a-post-without-a-summary.md'),
          '---\ntitle: A Post Without a Summary\ndate: 2020-01-01\n---\nThe first sentence sums it up. The second one too.\n\n## More\n\nAnd the rest.\n',
        );
      });
      const post = page('/a-title-and-nothing-else');
      expect(post.querySelector('h1')?.textContent).toBe('A Title and Nothing Else');
      expect(text(post)).toContain('No content available');
      expect(text(post)).toContain('Unknown Author');
      expect(text(post)).toContain('Unknown Date');
      const summed = page('/a-post-without-a-summary');
      expect(summed.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        'The first sentence sums it up. The second one too. And the rest.',
      );
    },
    BUILD_TIMEOUT_MS,
  );
});

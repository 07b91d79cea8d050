import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/build-content';
import { formatProblem, formatWarning } from '../../scripts/content/source';
import { MISTAKES, WARNINGS } from './mistakes';

const FIXTURES = path.resolve('tests/content/fixtures');
const temporary: string[] = [];

/** A copy of the good fixture, with a mistake folder laid over it when one is named. */
function contentWith(mistake?: string): { contentDir: string; outDir: string; shown: (file: string) => string } {
  const root = mkdtempSync(path.join(tmpdir(), 'content-test-'));
  temporary.push(root);
  const contentDir = path.join(root, 'content');
  cpSync(path.join(FIXTURES, 'good'), contentDir, { recursive: true });
  if (mistake) cpSync(path.join(FIXTURES, 'mistakes', mistake), contentDir, { recursive: true });
  const shown = (file: string) => path.relative(process.cwd(), path.join(contentDir, file)).split(path.sep).join('/');
  return { contentDir, outDir: path.join(root, 'generated'), shown };
}

async function problemsOf(mistake: string): Promise<{ lines: string[]; shown: (file: string) => string }> {
  const { contentDir, outDir, shown } = contentWith(mistake);
  const result = await buildContent({ contentDir, outDir });
  expect(result.written).toBe(false);
  return { lines: result.problems.map(formatProblem), shown };
}

afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the content build', () => {
  it('builds the good fixture into typed JSON modules', async () => {
    const { contentDir, outDir } = contentWith();
    const result = await buildContent({ contentDir, outDir });
    expect(result.problems).toEqual([]);
    expect(result.written).toBe(true);
    const posts = JSON.parse(readFileSync(path.join(outDir, 'posts.json'), 'utf8'));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ slug: 'hello-jaipur', title: 'Hello, Jaipur!', image: 'media/blog/cover.svg', tags: ['Technology'] });
    expect(posts[0].html).toContain('<a href="/services/seo">SEO</a>');
    const routes = JSON.parse(readFileSync(path.join(outDir, 'content-routes.json'), 'utf8'));
    expect(routes).toContainEqual({ collection: 'services', slug: 'seo', path: '/services/seo' });
    expect(routes.some((route: { collection: string }) => route.collection === 'posts')).toBe(false);
    expect(readFileSync(path.join(outDir, 'services.d.json.ts'), 'utf8')).toContain("declare const data: CollectionData<'services'>;");
    expect(JSON.parse(readFileSync(path.join(outDir, 'json-schema/site.json'), 'utf8')).type).toBe('object');
  });

  it("writes the site locale's date formats, and names the line of a locale that is not one", async () => {
    const { contentDir, outDir, shown } = contentWith();
    await buildContent({ contentDir, outDir });
    expect(JSON.parse(readFileSync(path.join(outDir, 'date-formats.json'), 'utf8')).long.months[9]).toBe('October');
    const site = path.join(contentDir, 'site.yaml');
    writeFileSync(site, readFileSync(site, 'utf8').replace('locale: en-IN', 'locale: english please'));
    const result = await buildContent({ contentDir, outDir });
    expect(result.written).toBe(false);
    expect(result.problems.map(formatProblem)).toEqual([expect.stringMatching(new RegExp(`^${shown('site.yaml')}:5:\\d+ locale: got "english please", expected a BCP 47 locale, for example en-IN$`))]);
  });

  it('sanitises HTML written into Markdown', async () => {
    const { contentDir, outDir } = contentWith();
    const post = path.join(contentDir, 'blog', 'hello-jaipur.md');
    writeFileSync(post, `${readFileSync(post, 'utf8')}\n<img src="/media/blog/cover.svg" onerror="alert(1)"><script>alert(2)</script>\n`);
    await buildContent({ contentDir, outDir });
    const [built] = JSON.parse(readFileSync(path.join(outDir, 'posts.json'), 'utf8'));
    expect(built.html).toContain('<img src="/media/blog/cover.svg">');
    expect(built.html).not.toMatch(/onerror|<script/);
  });

  it('sanitises links to scripts written in plain Markdown, however the address is spelt', async () => {
    const { contentDir, outDir } = contentWith();
    const post = path.join(contentDir, 'blog', 'hello-jaipur.md');
    const links = '[one](javascript:alert(1)) [two](JavaScript&#58;alert(2)) <javascript:alert(3)> [four](data:text/html,x)';
    writeFileSync(post, `${readFileSync(post, 'utf8')}\nIt's "quoted" & fine. ${links}\n`);
    await buildContent({ contentDir, outDir });
    const [built] = JSON.parse(readFileSync(path.join(outDir, 'posts.json'), 'utf8'));
    expect(built.html).toContain(`It's "quoted" &amp; fine.`);
    expect(built.html).not.toMatch(/href="(?!\/|#|https?:|mailto:)/i);
    expect(built.html).toContain('<a href="/services/seo">SEO</a>');
  });

  it.each(Object.entries(MISTAKES))('tells an editor exactly what is wrong, where, and what to do: %s', async (name, { lines }) => {
    const { lines: told, shown } = await problemsOf(name);
    expect(told).toEqual(lines.map((line) => line.replaceAll('{content}', shown('.').replace(/\/\.$/, ''))));
  });

  it('has a fixture for every mistake it names, and names every fixture', () => {
    expect(readdirSync(path.join(FIXTURES, 'mistakes')).sort()).toEqual([...Object.keys(MISTAKES), ...Object.keys(WARNINGS)].sort());
  });

  it.each(Object.entries(WARNINGS))('warns where copy types out a figure it could name, and still builds: %s', async (name, lines) => {
    const { contentDir, outDir, shown } = contentWith(name);
    const result = await buildContent({ contentDir, outDir });
    expect(result.problems).toEqual([]);
    expect(result.written).toBe(true);
    expect(result.warnings.map(formatWarning)).toEqual(lines.map((line) => line.replaceAll('{content}', shown('.').replace(/\/\.$/, ''))));
  });

  it('fills figure placeholders from site.yaml and the hosting plans, and refuses unknown ones', async () => {
    const { contentDir, outDir, shown } = contentWith('typed-price');
    const service = path.join(contentDir, 'services', 'web-hosting-service.yaml');
    writeFileSync(service, readFileSync(service, 'utf8').replace('₹2,399', '{hosting-plans.basic.yearlyPrice}').replace('2017', '{site.foundedYear}'));
    const post = path.join(contentDir, 'blog', 'hello-jaipur.md');
    writeFileSync(post, `${readFileSync(post, 'utf8')}\nWrite to {site.supportEmail} or call {site.phone.display}.\n`);
    const result = await buildContent({ contentDir, outDir });
    expect(result.warnings).toEqual([]);
    const [hosting] = JSON.parse(readFileSync(path.join(outDir, 'services.json'), 'utf8')).filter((s: { slug: string }) => s.slug === 'web-hosting-service');
    expect(hosting.summary).toBe('Fast, secure yearly hosting from ₹2,399 with support that answers.');
    expect(hosting.sections[0].heading).toBe('Hosting that stays up, since 2017');
    const [built] = JSON.parse(readFileSync(path.join(outDir, 'posts.json'), 'utf8'));
    expect(built.html).toContain('Write to <a href="mailto:support@pinkstonetech.in">support@pinkstonetech.in</a> or call +91 98290 12345.');

    writeFileSync(service, readFileSync(service, 'utf8').replace('{site.foundedYear}', '{site.foundedyear}'));
    const broken = await buildContent({ contentDir, outDir });
    expect(broken.problems.map(formatProblem)).toEqual([
      `${shown('services/web-hosting-service.yaml')}:7:43 sections[0].heading: unknown placeholder {site.foundedyear}, did you mean {site.foundedYear}?`,
    ]);
  });

  it('reports every problem of a run at once', async () => {
    const { contentDir, outDir } = contentWith('missing-image');
    cpSync(path.join(FIXTURES, 'mistakes', 'wrong-type'), contentDir, { recursive: true });
    const result = await buildContent({ contentDir, outDir });
    expect(result.problems.map((p) => p.message)).toEqual([
      expect.stringContaining('media/blog/missing.jpg does not exist'),
      'got 42, expected text',
    ]);
  });

  it('keeps the last good output in place when the content is broken', async () => {
    const good = contentWith();
    await buildContent(good);
    const before = Object.fromEntries(readdirSync(good.outDir).map((name) => [name, statSync(path.join(good.outDir, name)).mtimeMs]));
    const broken = contentWith('wrong-type');
    const result = await buildContent({ contentDir: broken.contentDir, outDir: good.outDir });
    expect(result.written).toBe(false);
    const after = Object.fromEntries(readdirSync(good.outDir).map((name) => [name, statSync(path.join(good.outDir, name)).mtimeMs]));
    expect(after).toEqual(before);
  });

  it('exits non-zero from the command line and prints each problem', async () => {
    const { contentDir, outDir, shown } = contentWith('dangling-link');
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build-content.ts', '--content', contentDir, '--out', outDir]);
    const failure = await run.then(() => null, (error: { code: number; stderr: string }) => error);
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(`${shown('services/seo.yaml')}:10:42 sections[1].action.href: link /contact-uss leads to no page, did you mean /contact-us?`);
    expect(failure?.stderr).toContain('the last good build is still in place');
  });
});

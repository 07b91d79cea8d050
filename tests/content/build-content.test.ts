import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build-content';
import { formatProblem, formatWarning } from '../../scripts/content/source';
import { FIRST_MISTAKES, MISTAKES, WARNINGS, type Fix } from './mistakes';

const FIXTURES = path.resolve('tests/content/fixtures');
/** The day the fixtures are built on: the company, founded in 2017, has 8 whole years behind it. */
const TODAY = new Date('2026-11-24T12:00:00Z');
const temporary: string[] = [];

/** Every file under `dir` with its text, by its path under `dir`. */
function filesUnder(dir: string): Map<string, string> {
  return new Map(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => statSync(path.join(dir, file)).isFile())
      .map((file) => [file.split(path.sep).join('/'), readFileSync(path.join(dir, file), 'utf8')]),
  );
}

/** Does what the message said, to the letter. */
function follow(contentDir: string, fixes: Fix[]): void {
  for (const { file, replace = [], renameTo, remove } of fixes) {
    const at = path.join(contentDir, file);
    if (remove) {
      rmSync(at);
      continue;
    }
    let text = readFileSync(at, 'utf8');
    for (const [from, to] of replace) {
      expect(text, `${file} holds ${JSON.stringify(from)}`).toContain(from);
      text = text.replace(from, to);
    }
    writeFileSync(at, text);
    if (renameTo) {
      mkdirSync(path.dirname(path.join(contentDir, renameTo)), { recursive: true });
      renameSync(at, path.join(contentDir, renameTo));
    }
  }
}

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

const told = (lines: string[], shown: (file: string) => string) => lines.map((line) => line.replaceAll('{content}', shown('.').replace(/\/\.$/, '')));

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
    expect(result.problems.map(formatProblem)).toEqual([
      expect.stringMatching(new RegExp(`^${shown('site.yaml')}:5:\\d+ locale: got "english please", expected a BCP 47 locale, for example en-IN$`)),
    ]);
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

  it.each(Object.entries(MISTAKES))(
    'tells an editor exactly what is wrong, where, and what to do, and doing it fixes the file: %s',
    async (name, { lines, fix }) => {
      const { contentDir, outDir, shown } = contentWith(name);
      const result = await buildContent({ contentDir, outDir, today: TODAY });
      expect(result.written).toBe(false);
      expect(result.problems.map(formatProblem)).toEqual(told(lines, shown));

      follow(contentDir, fix);
      const fixed = await buildContent({ contentDir, outDir, today: TODAY });
      expect([...fixed.problems, ...fixed.warnings].map(formatProblem)).toEqual([]);
      // Nothing else was touched: every file of the good fixture the mistake did not lay over is as it was.
      const laidOver = new Set(filesUnder(path.join(FIXTURES, 'mistakes', name)).keys());
      const after = filesUnder(contentDir);
      for (const [file, text] of filesUnder(path.join(FIXTURES, 'good'))) if (!laidOver.has(file)) expect([file, after.get(file)]).toEqual([file, text]);
    },
  );

  it('has a fixture for every mistake it names, names every fixture, and covers the fifteen first mistakes', () => {
    expect(readdirSync(path.join(FIXTURES, 'mistakes')).sort()).toEqual([...Object.keys(MISTAKES), ...Object.keys(WARNINGS)].sort());
    expect(FIRST_MISTAKES.filter((name) => !(name in MISTAKES || name in WARNINGS))).toEqual([]);
  });

  it.each(Object.entries(WARNINGS))(
    'warns where copy could slip or go stale, still builds, and following the warning quiets it: %s',
    async (name, { lines, fix }) => {
      const { contentDir, outDir, shown } = contentWith(name);
      const result = await buildContent({ contentDir, outDir, today: TODAY });
      expect(result.problems).toEqual([]);
      expect(result.written).toBe(true);
      expect(result.warnings.map(formatWarning)).toEqual(told(lines, shown));
      follow(contentDir, fix);
      const fixed = await buildContent({ contentDir, outDir, today: TODAY });
      expect([...fixed.problems, ...fixed.warnings].map(formatProblem)).toEqual([]);
    },
  );

  it('fills figure placeholders from the prices, the plans, site.yaml and what it counts, and refuses unknown ones', async () => {
    const { contentDir, outDir, shown } = contentWith('typed-price');
    follow(contentDir, WARNINGS['typed-price']!.fix);
    const service = path.join(contentDir, 'services', 'web-hosting-service.yaml');
    writeFileSync(
      service,
      readFileSync(service, 'utf8').replace(
        'title: Web hosting',
        'title: Web hosting\ncard: { order: 1, text: "{courses.count} courses, {services.count} services", icon: server }',
      ),
    );
    const post = path.join(contentDir, 'blog', 'hello-jaipur.md');
    writeFileSync(post, `${readFileSync(post, 'utf8')}\nWrite to {site.supportEmail} or call {site.phone.display}.\n`);
    const result = await buildContent({ contentDir, outDir, today: TODAY });
    expect([...result.problems, ...result.warnings]).toEqual([]);
    const hostingOf = () =>
      JSON.parse(readFileSync(path.join(outDir, 'services.json'), 'utf8')).find((s: { slug: string }) => s.slug === 'web-hosting-service');
    expect(hostingOf().summary).toBe('Fast, secure yearly hosting from ₹2,399 with support that answers.');
    expect(hostingOf().sections[0].heading).toBe('Hosting that stays up, since 2017');
    expect(hostingOf().sections[0].lead).toBe('Plans from ₹139 a month, and 8 years of keeping sites online.');
    expect(hostingOf().card.text).toBe('0 courses, 1 services');
    const [built] = JSON.parse(readFileSync(path.join(outDir, 'posts.json'), 'utf8'));
    expect(built.html).toContain('Write to <a href="mailto:support@pinkstonetech.in">support@pinkstonetech.in</a> or call +91 98290 12345.');

    // A price changed in content/prices.yaml, a course added and a new year: the copy follows.
    writeFileSync(path.join(contentDir, 'prices.yaml'), 'hostingOffer: 149\n');
    cpSync(path.join(FIXTURES, 'mistakes', 'duplicate-course-alias'), contentDir, { recursive: true });
    follow(contentDir, MISTAKES['duplicate-course-alias']!.fix);
    await buildContent({ contentDir, outDir, today: new Date('2027-01-05') });
    expect(hostingOf().sections[0].lead).toBe('Plans from ₹149 a month, and 9 years of keeping sites online.');
    expect(hostingOf().card.text).toBe('1 courses, 1 services');

    writeFileSync(service, readFileSync(service, 'utf8').replace('{site.foundedYear}', '{site.foundedyear}'));
    const broken = await buildContent({ contentDir, outDir, today: TODAY });
    expect(broken.problems.map(formatProblem)).toEqual([
      `${shown('services/web-hosting-service.yaml')}:8:43 sections[0].heading: unknown placeholder {site.foundedyear}, did you mean {site.foundedYear}?`,
    ]);
  });

  it('asks for quotes around text that starts with a placeholder, which YAML would read as a block of fields', async () => {
    const { contentDir, outDir, shown } = contentWith();
    const service = path.join(contentDir, 'services', 'seo.yaml');
    const original = readFileSync(service, 'utf8');
    writeFileSync(service, original.replace('heading: What we do', 'heading: {courses.count} courses'));
    const syntax = await buildContent({ contentDir, outDir, today: TODAY });
    expect(syntax.problems.map(formatProblem)).toEqual([
      `${shown('services/seo.yaml')}:10:14 YAML syntax: a text that starts with a placeholder must be in quotes, or YAML reads the braces as a block of fields: heading: "{courses.count} courses"`,
    ]);
    writeFileSync(service, original.replace('heading: What we do', 'heading: {courses.count}'));
    const alone = await buildContent({ contentDir, outDir, today: TODAY });
    expect(alone.problems.map(formatProblem)).toEqual([
      `${shown('services/seo.yaml')}:10:14 sections[1].heading: got {courses.count} without quotes, which YAML reads as a block of fields; put it in quotes: "{courses.count}"`,
    ]);
  });

  it('builds a post with a title and nothing else, and sums up a post without a summary by its first sentences', async () => {
    const { contentDir, outDir } = contentWith();
    writeFileSync(path.join(contentDir, 'blog', 'only-a-title.md'), '---\ntitle: Only a Title\n---\n');
    const body = `## A heading\n\nFast pages sell. ${'Slow ones lose visitors before the first picture loads. '.repeat(3)}\n`;
    writeFileSync(path.join(contentDir, 'blog', 'no-summary.md'), `---\ntitle: No Summary\ndate: 2026-11-02\n---\n${body}`);
    const result = await buildContent({ contentDir, outDir, today: TODAY });
    expect([...result.problems, ...result.warnings]).toEqual([]);
    const posts: { slug: string; summary: string; html: string }[] = JSON.parse(readFileSync(path.join(outDir, 'posts.json'), 'utf8'));
    const bySlug = new Map(posts.map((post) => [post.slug, post]));
    expect(bySlug.get('only-a-title')).toMatchObject({ summary: '', html: '' });
    expect(bySlug.get('no-summary')?.summary).toBe(
      'Fast pages sell. Slow ones lose visitors before the first picture loads. Slow ones lose visitors before the first picture loads.',
    );
    const search: { title: string; text: string }[] = JSON.parse(readFileSync(path.join(outDir, 'search-index.json'), 'utf8'));
    expect(search.find((entry) => entry.title === 'No Summary')?.text).toBe(bySlug.get('no-summary')?.summary);
  });

  it('builds a blog with no posts, leaving out the Popular Tags no post carries with a warning', async () => {
    const { contentDir, outDir, shown } = contentWith();
    // No posts in either language: a Hindi post whose English post is gone would stand alone.
    for (const blog of ['blog', 'hi/blog']) rmSync(path.join(contentDir, blog), { recursive: true });
    const result = await buildContent({ contentDir, outDir, today: TODAY });
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.written).toBe(true);
    expect(result.warnings.map(formatWarning)).toEqual([
      `${shown('copy/blog.yaml')}:43:10 sidebar.tags[0]: (warning) no post has the tag "Technology", so it has no page and the sidebar leaves it out; the blog has no posts yet`,
    ]);
    expect(JSON.parse(readFileSync(path.join(outDir, 'posts.json'), 'utf8'))).toEqual([]);
    expect(JSON.parse(readFileSync(path.join(outDir, 'blog-terms.json'), 'utf8'))).toEqual({ tags: [], categories: [] });
  });

  it('reports every problem of a run at once', async () => {
    const { contentDir, outDir } = contentWith('missing-image');
    cpSync(path.join(FIXTURES, 'mistakes', 'wrong-type'), contentDir, { recursive: true });
    const result = await buildContent({ contentDir, outDir });
    expect(result.problems.map((p) => p.message)).toEqual([expect.stringContaining('media/blog/missing.jpg does not exist'), 'got 42, expected text']);
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
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/content/build-content.ts', '--content', contentDir, '--out', outDir]);
    const failure = await run.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      `${shown('services/seo.yaml')}:10:42 sections[1].action.href: link /contact-uss leads to no page, did you mean /contact-us?`,
    );
    expect(failure?.stderr).toContain('the last good build is still in place');
  });
});

describe('the Hindi edition (content/hi/)', () => {
  const hindi = (outDir: string, name: string) => JSON.parse(readFileSync(path.join(outDir, 'hi', `${name}.json`), 'utf8'));
  /** The tag a text that shows in English carries on a Hindi page. */
  const EN = 'en-IN';

  it('lays the Hindi words over the English files, keeps their figures, links and images, and says which texts are still English', async () => {
    const { contentDir, outDir } = contentWith();
    expect((await buildContent({ contentDir, outDir })).problems).toEqual([]);
    // Pages without a Hindi file are not published in Hindi: only the SEO service is translated.
    const services = hindi(outDir, 'services');
    expect(services.map((service: { slug: string }) => service.slug)).toEqual(['seo']);
    expect(services[0]).toMatchObject({
      title: 'सर्च इंजन ऑप्टिमाइज़ेशन',
      sections: [
        {
          type: 'banner',
          heading: 'ऐसा SEO, जो सिर्फ़ ट्रैफ़िक नहीं, पूछताछ लाए',
          lead: 'We fix what stops search engines from understanding your site, then write pages people want to read.',
          lang: { lead: EN },
        },
        { type: 'features', items: [{ title: 'Technical audit', icon: 'gauge', lang: { title: EN } }] },
        { type: 'faq', heading: 'Questions', group: 'seo', lang: { heading: EN } },
        // The contact page has no Hindi file, so the link stays English.
        { type: 'cta', action: { label: 'Get in touch', href: '/contact-us', lang: { label: EN } } },
      ],
    });
    expect(services[0].lang).toBeUndefined();
    // A text in Hindi carries no mark, anywhere.
    expect(JSON.stringify(hindi(outDir, 'services'))).not.toMatch(/[\uE000\uE001]/);
    expect(hindi(outDir, 'legal')).toEqual([]);
    // Collections that are not pages always exist, in English where there is no Hindi file.
    expect(hindi(outDir, 'faqs')[0].items[0]).toMatchObject({ lang: { question: EN, answer: EN } });
    expect(hindi(outDir, 'site')).toMatchObject({
      name: 'Pinkstone Technologies',
      locale: 'hi-IN',
      phone: { display: '+91 98290 12345' },
      addresses: [
        { street: '14, श्री राम नगर, सीकर रोड', city: 'जयपुर', postalCode: '302039' },
        { city: 'Jaipur', postalCode: '302017', lang: { city: EN } },
      ],
    });
    const navigation = hindi(outDir, 'navigation');
    expect(navigation.header.map((item: { href: string }) => item.href)).toEqual(['/', '/services', '/hi/blog']);
    expect(navigation.header[1].children[0]).toEqual({ label: 'Search engine optimisation', href: '/hi/services/seo', lang: { label: EN } });
    expect(hindi(outDir, 'content-routes')).toEqual([{ collection: 'services', slug: 'seo', path: '/hi/services/seo' }]);
    expect(hindi(outDir, 'fixed-pages')).toEqual(['blog']);
    expect(hindi(outDir, 'search-index')).toContainEqual(expect.objectContaining({ kind: 'service', title: 'सर्च इंजन ऑप्टिमाइज़ेशन', href: '/hi/services/seo' }));
    expect(hindi(outDir, 'date-formats').long.months[9]).toBe('अक्टूबर');
    // Each module is declared as its English twin is, and read through one accessor that holds both.
    expect(readFileSync(path.join(outDir, 'hi', 'services.d.json.ts'), 'utf8')).toContain(
      "import type { CollectionData } from '../../schemas/collections';\ndeclare const data: CollectionData<'services'>;",
    );
    expect(readFileSync(path.join(outDir, 'content', 'services.ts'), 'utf8')).toContain('export const services: Record<Locale, typeof en> = { en, hi };');
    expect(existsSync(path.join(outDir, 'hi', 'admin.json'))).toBe(false);
  });

  it('publishes Hindi posts, translations and posts only in Hindi, with the English slugs of their terms and the blog rules over the Hindi posts', async () => {
    const { contentDir, outDir } = contentWith();
    await buildContent({ contentDir, outDir });
    const [english] = JSON.parse(readFileSync(path.join(outDir, 'posts.json'), 'utf8'));
    expect(english).toMatchObject({ category: 'Business', categorySlug: 'business', tags: ['Technology'], tagSlugs: ['technology'] });
    const [onlyHindi, translation] = hindi(outDir, 'posts');
    expect(translation).toMatchObject({
      slug: 'hello-jaipur',
      title: 'नमस्ते, जयपुर!',
      date: '2026-10-01',
      image: 'media/blog/cover.svg',
      category: 'व्यवसाय',
      categorySlug: 'business',
      tags: ['टेक्नोलॉजी'],
      tagSlugs: ['technology'],
      next: 'jaipur-men-seo-ki-shuruat',
      related: ['jaipur-men-seo-ki-shuruat'],
    });
    expect(translation.html).toBe('<h2>स्वागत है</h2>\n<p>SEO के बारे में पढ़ें।</p>\n');
    // Its Hindi tag "टेक्नोलॉजी" is matched to the English tag; "लोकल SEO" is new, and spelt in Latin letters.
    expect(onlyHindi).toMatchObject({
      slug: 'jaipur-men-seo-ki-shuruat',
      categorySlug: 'business',
      tagSlugs: ['technology', 'lokal-seo'],
      previous: 'hello-jaipur',
    });
    expect(onlyHindi.html).toContain('<a href="/hi/services/seo">हमारी SEO सेवा</a> और <a href="/contact-us">संपर्क</a>');
    expect(hindi(outDir, 'blog-terms')).toEqual({
      tags: [
        { slug: 'technology', name: 'टेक्नोलॉजी', count: 2 },
        { slug: 'lokal-seo', name: 'लोकल SEO', count: 1 },
      ],
      categories: [{ slug: 'business', name: 'व्यवसाय', count: 2 }],
    });
  });

  it('ends with a report of what has no Hindi yet, and of translations not yet in the record', async () => {
    const { contentDir, outDir, shown } = contentWith();
    const [report] = (await buildContent({ contentDir, outDir })).translations;
    expect(report!.missing).toContainEqual({ english: shown('pages/home.yaml'), translation: shown('hi/pages/home.yaml'), pages: ['/hi/'], texts: 0 });
    expect(report!.missing).toContainEqual(expect.objectContaining({ translation: shown('hi/faqs/seo.yaml'), pages: [], texts: 2 }));
    const seo = report!.translations.find((file) => file.translation === shown('hi/services/seo.yaml'));
    expect(seo?.untranslated).toEqual([
      'sections[0].lead',
      'sections[1].heading',
      'sections[1].items[0].title',
      'sections[1].items[0].text',
      'sections[2].heading',
      'sections[3].heading',
      'sections[3].action.label',
    ]);
    // The Hindi post leaves out the English post's link: it is shown as it is, and the report says what it lacks.
    const post = report!.translations.find((file) => file.translation === shown('hi/blog/hello-jaipur.md'));
    expect(post?.incomplete).toEqual([
      { field: 'body', line: 9, column: 1, message: 'the English text also links to /services/seo, which the translation lacks' },
    ]);
    expect(report!.unrecorded).toEqual([shown('hi/site.yaml'), shown('hi/services/seo.yaml'), shown('hi/blog/hello-jaipur.md')]);
  });

  it('records what each Hindi text was translated from, and refuses a record out of date under --strict with the command that writes it', async () => {
    const { contentDir, outDir, shown } = contentWith();
    const strict = await buildContent({ contentDir, outDir, strict: true });
    expect(strict.problems.map(formatProblem)).toContain(
      `${shown('hi/services/seo.yaml')}:1:1 its texts are not all in the translation record as they are now (written or changed since it was written); run npm run content -- --record and commit what it writes`,
    );
    await buildContent({ contentDir, outDir, record: true });
    const record = readFileSync(path.join(contentDir, 'hi', '.translated-from', 'services', 'seo.yaml'), 'utf8');
    expect(record).toContain('title:\n  en: Search engine optimisation\n');
    expect((await buildContent({ contentDir, outDir, strict: true })).problems).toEqual([]);
    // A Hindi text written since is out of the record again.
    const translation = path.join(contentDir, 'hi', 'services', 'seo.yaml');
    writeFileSync(translation, readFileSync(translation, 'utf8').replace('title: सर्च इंजन ऑप्टिमाइज़ेशन', 'title: SEO'));
    expect((await buildContent({ contentDir, outDir, strict: true })).problems).toHaveLength(1);
  });

  it('tells a record a merge left conflict marks in, with the command that writes it again, and builds the rest', async () => {
    const { contentDir, outDir, shown } = contentWith();
    await buildContent({ contentDir, outDir, record: true });
    const recordFile = path.join(contentDir, 'hi', '.translated-from', 'services', 'seo.yaml');
    const record = readFileSync(recordFile, 'utf8');
    writeFileSync(recordFile, `<<<<<<< HEAD\n${record}=======\n${record.replace('Search engine', 'Search-engine')}>>>>>>> other\n`);
    const result = await buildContent({ contentDir, outDir });
    expect(result.problems.map(formatProblem).join('\n')).toContain(
      `${shown('hi/.translated-from/services/seo.yaml')}:1:1 the translation record cannot be read (a merge may have left conflict marks in it); run npm run content -- --record to write it again`,
    );
    await buildContent({ contentDir, outDir, record: true });
    expect((await buildContent({ contentDir, outDir, strict: true })).problems).toEqual([]);
  });

  it('shows a Hindi text whose English text changed since it was translated in English, and lists it with the English before and after, until it is translated again', async () => {
    const { contentDir, outDir, shown } = contentWith();
    await buildContent({ contentDir, outDir, record: true });
    const english = path.join(contentDir, 'services', 'seo.yaml');
    writeFileSync(english, readFileSync(english, 'utf8').replace('Be found by', 'Get found by'));
    // An unrelated change to the translation does not make the stale text current.
    const translation = path.join(contentDir, 'hi', 'services', 'seo.yaml');
    writeFileSync(translation, readFileSync(translation, 'utf8').replace('title: सर्च इंजन ऑप्टिमाइज़ेशन', 'title: सर्च इंजन ऑप्टिमाइज़ेशन (SEO)'));
    await buildContent({ contentDir, outDir, record: true });
    const result = await buildContent({ contentDir, outDir, strict: true });
    expect([...result.problems, ...result.warnings]).toEqual([]);
    const seo = result.translations[0]!.translations.find((file) => file.translation === shown('hi/services/seo.yaml'));
    expect(seo?.stale).toEqual([
      {
        field: 'summary',
        line: 2,
        before: 'Be found by the people in Jaipur who are already searching for what you sell.',
        after: 'Get found by the people in Jaipur who are already searching for what you sell.',
      },
    ]);
    expect(hindi(outDir, 'services')[0]).toMatchObject({
      title: 'सर्च इंजन ऑप्टिमाइज़ेशन (SEO)',
      summary: 'Get found by the people in Jaipur who are already searching for what you sell.',
      lang: { summary: EN },
    });
    // Translated again, it is current.
    writeFileSync(translation, readFileSync(translation, 'utf8').replace('summary: ', 'summary: अब '));
    await buildContent({ contentDir, outDir, record: true });
    const again = await buildContent({ contentDir, outDir });
    expect(again.translations[0]!.translations.find((file) => file.translation === shown('hi/services/seo.yaml'))?.stale).toEqual([]);
  });

  it('prints the report on the command line, and as JSON for tools', async () => {
    const { contentDir, outDir, shown } = contentWith();
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/content/build-content.ts', '--content', contentDir, '--out', outDir, ...args]).then(
        (done) => done.stdout,
      );
    expect(await run()).toContain(`  ${shown('hi/pages/home.yaml')}: missing, so /hi/ is not published`);
    const report = JSON.parse(await run('--translations', '--json'));
    expect(report).toMatchObject({
      locale: 'hi',
      translations: expect.arrayContaining([
        expect.objectContaining({ translation: shown('hi/blog/hello-jaipur.md'), incomplete: [expect.objectContaining({ field: 'body' })] }),
      ]),
    });
  });
});

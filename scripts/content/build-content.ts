/*
 * content/ → src/generated/: reads every collection of src/schemas/collections.ts, in English and
 * in every other language (content/<locale>/, each file laid over its English file), and writes
 * typed JSON modules for each language with their accessors. On any problem it prints all of them
 * and writes nothing, so the last good output stays in place. Each step, a module of
 * scripts/content/, runs once over every language:
 *
 *   load → lay translations over (overlay) → fill figures → validate → render Markdown → cross-check → derive → write
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
  blogCopyCollection,
  collections,
  coursesCollection,
  hostingPlansCollection,
  pagesCollection,
  postsCollection,
  pricesCollection,
  servicesCollection,
  siteCollection,
  type Collection,
} from '../../src/schemas/collections';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/lib/locale';
import { crossCheck, crossCheckLanguage } from './cross-check';
import { derive, type Output } from './derive';
import { isRecord, TRANSLATED, type Findings, type Validated } from './entries';
import { figuresOf, fillFiles } from './figures';
import { editorSchemas } from './json-schemas';
import { loadContent, shownPath } from './load';
import { languageFiles, type Confirmed } from './overlay';
import { RECORD_COMMAND, writeRecords } from './record';
import { fileProblem, formatPath, formatProblem, formatWarning, type Problem } from './source';
import { formatTranslationReport, plural, type TranslationReport } from './translation-report';
import { renderBodies, validateCollection } from './validate';
import { filesOf, writeOutput } from './write';
import { describeMedia } from '../site/media/images';

export type BuildOptions = {
  contentDir: string;
  outDir: string;
  /** The day of the build, which the company's years ({site.yearsInBusiness}) follow: today unless a test fixes it. */
  today?: Date;
  /** Write the translation record for the texts written or changed since (scripts/content/record.ts). */
  record?: boolean;
  /** A translation record out of date is a problem (npm run check), not only a line of the report. */
  strict?: boolean;
  /** Stale texts the editor confirmed as still right, written to the record: a translation as the report names it (all its texts), or `file:field`. */
  confirm?: string[];
};
/** What the build found, how many items of each collection it read, whether it wrote, and what each other language lacks (untranslated, stale). */
export type BuildResult = Findings & { counts: Record<string, number>; written: boolean; translations: TranslationReport[] };

const byPlace = (a: Problem, b: Problem) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;

export async function buildContent({ contentDir, outDir, today = new Date(), record, strict, confirm = [] }: BuildOptions): Promise<BuildResult> {
  const findings: Findings = { problems: [], warnings: [] };
  const { problems, warnings } = findings;
  const { english, translations } = await loadContent(contentDir, problems);
  const confirmed = confirm.map((named) => {
    const [name = '', field] = named.split(/:(.*)/s);
    const file = shownPath(path.resolve(name));
    const isTranslation = translations.some((files) => files.some((translation) => translation.source.file === file));
    const message = `--confirm names no translation; name a file as the translation report does (content/hi/…), and a field of it after ":" if only that text`;
    if (!isTranslation) problems.push(fileProblem(file, message));
    return { file, field };
  });
  const isConfirmed: Confirmed = (file, at) => confirmed.some((entry) => entry.file === file && (entry.field === undefined || entry.field === formatPath(at)));
  const languages = TRANSLATED.map((locale, i) => languageFiles(locale, contentDir, english, translations[i]!, findings, isConfirmed));
  const loaded = [...english, ...languages.flatMap((language) => language.files)];

  // The figures' own files first (they hold no placeholders): every other file may name them.
  const isEnglish = (file: { locale: Locale }) => file.locale === DEFAULT_LOCALE;
  const inEnglish = <T>(v: Validated<T>): Validated<T> => ({ ...v, entries: v.entries.filter(isEnglish), rejected: v.rejected.filter(isEnglish) });
  const site = validateCollection(siteCollection, loaded, problems);
  const prices = validateCollection(pricesCollection, loaded, problems);
  const plans = validateCollection(hostingPlansCollection, loaded, problems);
  const [englishSite, englishPrices, englishPlans] = [inEnglish(site), inEnglish(prices), inEnglish(plans)];
  const loadedOf = (collection: Collection) => english.filter((file) => file.collection === collection);
  const figures = figuresOf({
    site: englishSite.entries[0]?.data,
    prices: englishPrices.entries[0]?.data,
    plans: englishPlans.entries.map((entry) => entry.data),
    courseCount: loadedOf(coursesCollection).length,
    serviceCardCount: [...loadedOf(servicesCollection), ...loadedOf(pagesCollection)].filter(({ data }) => isRecord(data) && data.card !== undefined).length,
    today,
  });
  const broken = new Set<string>();
  if (englishSite.entries.length === 0) broken.add(siteCollection.name);
  if (englishPrices.entries.length === 0) broken.add(pricesCollection.name);
  if (englishPlans.rejected.length > 0) broken.add(hostingPlansCollection.name);
  const filled = fillFiles(loaded, figures, (placeholder) => !broken.has(placeholder.split('.')[0]!), findings);

  // Every collection in every language, in the order of src/schemas/collections.ts.
  const posts = validateCollection(postsCollection, filled, problems);
  const blogCopy = validateCollection(blogCopyCollection, filled, problems);
  const services = validateCollection(servicesCollection, filled, problems);
  const pages = validateCollection(pagesCollection, filled, problems);
  const typed: Validated[] = [site, prices, plans, posts, blogCopy, services, pages];
  const validated = collections.map(
    (collection: Collection) => typed.find((v) => v.collection === collection) ?? validateCollection(collection, filled, problems),
  );
  await renderBodies(validated);

  // Intrinsic image sizes, for width/height attributes and responsive variants (scripts/media/images.ts).
  const media = await describeMedia(path.join(contentDir, 'media'));
  const englishValidated = validated.map(inEnglish);
  const checked = crossCheck({
    validated: englishValidated,
    posts: inEnglish(posts),
    blogCopy: inEnglish(blogCopy),
    pages: inEnglish(pages),
    mediaFiles: media.files,
    contentDir,
  });
  problems.push(...checked.problems);
  warnings.push(...checked.warnings);
  for (const locale of TRANSLATED) problems.push(...crossCheckLanguage(locale, posts, checked.known));
  for (const problem of media.problems) problems.push(fileProblem(shownPath(path.join(contentDir, problem.file)), problem.message));

  const outputs = new Map<Locale, Output[]>(LOCALES.map((locale) => [locale, derive({ locale, validated, posts, blogCopy, services, pages, problems })]));
  outputs.get(DEFAULT_LOCALE)!.push({ name: 'media', data: media.manifest, type: { name: 'MediaManifest', module: 'lib/media' } });

  // A translation whose English file has a mistake is checked once that mistake is fixed: the English file is told on its own.
  const englishRoot = `${shownPath(contentDir)}/`;
  const roots = TRANSLATED.map((locale) => `${shownPath(path.join(contentDir, locale))}/`);
  const withMistakes = new Set(problems.map((problem) => problem.file));
  const hasEnglishMistake = (file: string) => roots.some((root) => file.startsWith(root) && withMistakes.has(`${englishRoot}${file.slice(root.length)}`));
  problems.splice(0, problems.length, ...problems.filter((problem) => !hasEnglishMistake(problem.file)));

  const reports = languages.map((language) => language.report);
  if (record) {
    for (const [i, language] of languages.entries()) await writeRecords(path.join(contentDir, TRANSLATED[i]!), language.records);
    for (const report of reports) report.unrecorded = [];
  } else if (strict) {
    const message = `its texts are not all in the translation record as they are now (written or changed since it was written); run ${RECORD_COMMAND} and commit what it writes`;
    for (const file of reports.flatMap((report) => report.unrecorded)) problems.push(fileProblem(file, message));
  }

  const counts = Object.fromEntries(englishValidated.map(({ collection, entries }) => [collection.name, entries.length]));
  const written = problems.length === 0;
  if (written) await writeOutput(outDir, filesOf(outputs, editorSchemas()));
  return { problems: problems.sort(byPlace), warnings: warnings.sort(byPlace), counts, written, translations: reports };
}

/** CONTENT_DIR lets tests build the site from a fixture folder. */
export const DEFAULT_CONTENT_DIR = path.resolve(process.env.CONTENT_DIR ?? 'content');
export const DEFAULT_OUT_DIR = path.resolve('src/generated');

/** What a build has to tell an editor: each problem and warning on a line of its own, then one line that sums up. */
export function reportOf(result: BuildResult): { lines: string[]; summary: string } {
  const lines = [...result.problems.map(formatProblem), ...result.warnings.map(formatWarning)];
  const warned = result.warnings.length > 0 ? `, ${plural(result.warnings.length, 'warning')}` : '';
  const summary =
    result.problems.length > 0
      ? `content: ${plural(result.problems.length, 'problem')}${warned}; nothing was written, the last good build is still in place.`
      : `content: built${warned}`;
  return { lines, summary };
}

/**
 * npm run content [-- --content DIR --out DIR] [--translations [--json]] [--record] [--confirm FILE[:FIELD]]… [--strict] (BuildOptions;
 * --confirm writes the record too): builds, then ends with the translation report (--translations: every untranslated field;
 * --json: the report alone on standard output, as JSON, for tools).
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) => path.resolve(args.find((_, i) => args[i - 1] === name) || fallback);
  const isFull = args.includes('--translations');
  const isJson = isFull && args.includes('--json');
  const started = performance.now();
  const result = await buildContent({
    contentDir: option('--content', DEFAULT_CONTENT_DIR),
    outDir: option('--out', DEFAULT_OUT_DIR),
    record: args.includes('--record') || args.includes('--confirm'),
    strict: args.includes('--strict'),
    confirm: args.filter((_, i) => args[i - 1] === '--confirm'),
  });
  const { lines, summary } = reportOf(result);
  for (const line of lines) console.error(line);
  if (isJson) console.log(JSON.stringify(result.translations.length === 1 ? result.translations[0] : result.translations, null, 2));
  if (result.problems.length > 0) {
    console.error(`\n${summary}`);
    process.exitCode = 1;
    return;
  }
  const counts = Object.entries(result.counts).map(([name, count]) => `${count} ${name}`);
  const done = `${summary}: ${counts.join(', ')} in ${Math.round(performance.now() - started)} ms`;
  if (isJson) console.error(done);
  else console.log([done, ...result.translations.flatMap((report) => formatTranslationReport(report, { full: isFull }))].join('\n'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();

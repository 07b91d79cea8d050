/*
 * content/ → src/generated/: reads every collection declared in src/schemas/collections.ts and
 * writes typed JSON modules. On any problem it prints all of them and writes nothing, so the
 * last good output stays in place. The steps, each a module of scripts/content/:
 *
 *   load → fill figures → validate → render Markdown → cross-check → derive → write
 *
 * Every file keeps its Source (positions) through all of them, so a step that slots in between
 * (the Hindi edition's merge of content/hi/ after load) reports at file:line:col like the others.
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
import { deriveDateFormats } from '../../src/lib/date-formats';
import { crossCheck, linkProblem } from './cross-check';
import { derive, type Output } from './derive';
import { isRecord, type Findings, type Validated } from './entries';
import { figuresOf, fillFiles } from './figures';
import { editorSchemas } from './json-schemas';
import { loadContent, shownPath } from './load';
import { formatProblem, formatWarning, type Problem } from './source';
import { renderBodies, validateCollection } from './validate';
import { filesOf, writeOutput } from './write';
import { buildEdition, editionFiles, englishFilesOf } from './edition';
import { formatTranslationReport, type TranslationReport } from './translation-report';
import { describeMedia } from '../site/media/images';

export type BuildOptions = {
  contentDir: string;
  outDir: string;
  /** The day of the build, which the company's years ({site.yearsInBusiness}) follow: today unless a test fixes it. */
  today?: Date;
};
/** Problems stop the build; warnings (a price typed into copy) do not. */
export type BuildResult = {
  problems: Problem[];
  warnings: Problem[];
  counts: Record<string, number>;
  written: boolean;
  /** What the Hindi edition lacks: untranslated files and texts, translations older than their English file. */
  translations: TranslationReport;
};

const byPlace = (a: Problem, b: Problem) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;

export async function buildContent({ contentDir, outDir, today = new Date() }: BuildOptions): Promise<BuildResult> {
  const findings: Findings = { problems: [], warnings: [] };
  const { problems, warnings } = findings;
  const loaded = loadContent(contentDir, problems);

  // The figures' own files first: every other file may name them with placeholders.
  const site = validateCollection(siteCollection, loaded, problems);
  const prices = validateCollection(pricesCollection, loaded, problems);
  const plans = validateCollection(hostingPlansCollection, loaded, problems);
  const loadedOf = (collection: Collection) => loaded.filter((file) => file.collection === collection);
  const figures = figuresOf({
    site: site.entries[0]?.data,
    prices: prices.entries[0]?.data,
    plans: plans.entries.map((entry) => entry.data),
    courseCount: loadedOf(coursesCollection).length,
    serviceCardCount: [...loadedOf(servicesCollection), ...loadedOf(pagesCollection)].filter(({ data }) => isRecord(data) && data.card !== undefined).length,
    today,
  });
  const broken = new Set<string>();
  if (site.entries.length === 0) broken.add(siteCollection.name);
  if (prices.entries.length === 0) broken.add(pricesCollection.name);
  if (plans.rejected.length > 0) broken.add(hostingPlansCollection.name);
  const isChecked = (placeholder: string) => !broken.has(placeholder.split('.')[0]!);
  const filled = fillFiles(loaded, figures, isChecked, findings);

  const posts = await renderBodies(validateCollection(postsCollection, filled, problems));
  const blogCopy = validateCollection(blogCopyCollection, filled, problems);
  const services = validateCollection(servicesCollection, filled, problems);
  const pages = validateCollection(pagesCollection, filled, problems);
  const typed: Validated[] = [site, prices, plans, posts, blogCopy, services, pages];
  // In the order of src/schemas/collections.ts, which the generated files follow.
  const validated: Validated[] = [];
  const every: Collection[] = collections;
  for (const collection of every) {
    validated.push(typed.find((v) => v.collection === collection) ?? (await renderBodies(validateCollection(collection, filled, problems))));
  }

  // Intrinsic image sizes, for width/height attributes and responsive variants (scripts/site/media/images.ts).
  const media = await describeMedia(path.join(contentDir, 'media'));
  const checked = crossCheck({ validated, posts, blogCopy, pages, mediaFiles: media.files, contentDir });
  problems.push(...checked.problems);
  warnings.push(...checked.warnings);
  // The Hindi edition (content/hi/), merged over the English content (scripts/content/edition.ts).
  const known = { routes: checked.routes, media: new Set(media.files), mediaFiles: media.files };
  const hindi = await buildEdition({
    locale: 'hi',
    contentDir,
    english: englishFilesOf(validated, loaded),
    posts,
    blogCopy,
    services,
    pages,
    figures,
    checked: isChecked,
    routes: checked.routes,
    linkProblem: (kind, target) => linkProblem(kind, target, known),
  });
  problems.push(...hindi.problems);
  warnings.push(...hindi.warnings);
  for (const problem of media.problems) {
    problems.push({ file: shownPath(path.join(contentDir, problem.file)), line: 1, column: 1, path: [], message: problem.message });
  }
  warnings.sort(byPlace);

  const counts = Object.fromEntries(validated.map(({ collection, entries }) => [collection.name, entries.length]));
  if (problems.length > 0) {
    problems.sort(byPlace);
    return { problems, warnings, counts, written: false, translations: hindi.report };
  }

  const outputs: Output[] = [
    ...derive(validated, { posts, services, pages }),
    { name: 'date-formats', data: deriveDateFormats(site.entries[0]!.data.locale), type: { name: 'DateFormats | null', module: 'lib/date-formats' } },
    { name: 'media', data: media.manifest, type: { name: 'MediaManifest', module: 'lib/media' } },
  ];
  const files = filesOf(outputs, editorSchemas());
  for (const [name, text] of editionFiles('hi', hindi.outputs, files)) files.set(name, text);
  await writeOutput(outDir, files);
  return { problems, warnings, counts, written: true, translations: hindi.report };
}

/** CONTENT_DIR lets tests build the site from a fixture folder. */
export const DEFAULT_CONTENT_DIR = path.resolve(process.env.CONTENT_DIR ?? 'content');
export const DEFAULT_OUT_DIR = path.resolve('src/generated');

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

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
 * npm run content [-- --content DIR --out DIR] [--translations [--json]]: builds, then ends with the
 * translation report (--translations: every untranslated field; --json: the report alone on
 * standard output, as JSON, for tools).
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) => {
    const index = args.indexOf(name);
    return index >= 0 && args[index + 1] ? path.resolve(args[index + 1]!) : fallback;
  };
  const isFull = args.includes('--translations');
  const isJson = isFull && args.includes('--json');
  const started = performance.now();
  const result = await buildContent({ contentDir: option('--content', DEFAULT_CONTENT_DIR), outDir: option('--out', DEFAULT_OUT_DIR) });
  const { lines, summary } = reportOf(result);
  for (const line of lines) console.error(line);
  if (isJson) console.log(JSON.stringify(result.translations, null, 2));
  if (result.problems.length > 0) {
    console.error(`\n${summary}`);
    process.exitCode = 1;
    return;
  }
  const counts = Object.entries(result.counts)
    .map(([name, count]) => `${count} ${name}`)
    .join(', ');
  const done = `${summary}: ${counts} in ${Math.round(performance.now() - started)} ms`;
  if (isJson) console.error(done);
  else console.log([done, ...formatTranslationReport(result.translations, { full: isFull })].join('\n'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main();
}

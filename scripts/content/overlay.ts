/*
 * The step after load: the files of a language other than English, each its English file with its
 * translation laid over it (translation.ts), so every later step runs on both languages alike. An
 * item of a page collection without a translation is not published in the language; any other
 * file shows its English words. A blog post may also exist only in the language.
 */
import path from 'node:path';
import { localizePath, type Locale } from '../../src/lib/locale';
import { fixedPagePath, paths } from '../../src/lib/paths';
import { postsCollection, type Collection } from '../../src/schemas/collections';
import { routesOf } from './cross-check';
import { fixedPagesOf, type Findings, type LoadedFile } from './entries';
import { fileOf, shownPath, type TranslationFile } from './load';
import { compareBodies } from './markdown-translation';
import { isSameRecord, RECORD_COMMAND } from './record';
import { fileProblem, formatPath, problemAt, type PathSegment, type Source } from './source';
import { didYouMean } from './suggest';
import { checkGlossary, glossaryRules } from './glossary';
import { hashOf, madeFromOf, overlayTranslation, pathKey, type TranslationRecord } from './translation';
import type { TranslatedFile, TranslationReport } from './translation-report';

export type LanguageFiles = {
  files: LoadedFile[];
  report: TranslationReport;
  /** Each translation's record as its texts are now, to be written by `npm run content -- --record`. */
  records: { file: string; translation: string; record: TranslationRecord }[];
};

/** Whether the editor confirmed a stale text of a translation (its file as shown, its path in it) as still right. */
export type Confirmed = (file: string, at: PathSegment[]) => boolean;

const key = (collection: Collection, slug: string | undefined) => `${collection.name}/${slug ?? ''}`;

/** A source whose positions are those of the translation, for the paths of the data laid over the English file. */
function sourceAt(source: Source, origins: Map<string, PathSegment[]>): Source {
  const origin = (at: PathSegment[]): PathSegment[] => {
    for (let n = at.length; n > 0; n--) {
      const found = origins.get(pathKey(at.slice(0, n)));
      if (found) return [...found, ...at.slice(n)];
    }
    return at;
  };
  return { ...source, locate: (at, atKey) => source.locate(origin(at), atKey), span: (at) => source.span(origin(at)) };
}

/** Every file of `locale`, from the English files and the translations. */
export function languageFiles(
  locale: Exclude<Locale, 'en'>,
  contentDir: string,
  english: LoadedFile[],
  translations: TranslationFile[],
  { problems, warnings }: Findings,
  isConfirmed: Confirmed,
): LanguageFiles {
  const localeDir = path.join(contentDir, locale);
  const byKey = new Map(translations.map((file) => [key(file.collection, file.slug), file]));
  const englishKeys = new Set(english.map((file) => key(file.collection, file.slug)));
  const report: TranslationReport = { locale, files: { english: 0, translated: 0 }, missing: [], translations: [], unrecorded: [] };
  // Each translation keeps its record as it is (its English file does not parse, say) unless laid over its English file below.
  const records = new Map(
    translations.map((file) => [file.recordFile, { file: file.recordFile, translation: `content/${locale}/${file.relative}`, record: file.record }]),
  );
  const files: LoadedFile[] = [];
  // The glossary's words, the courses' names and typographic quotes, in every translation that reads.
  const rules = glossaryRules(locale, english, translations);
  for (const translation of translations.filter((file) => file.source.problems.length === 0)) warnings.push(...checkGlossary(translation, rules));

  for (const file of english) {
    const { collection, slug } = file;
    if (collection.translated === 'english') continue;
    const translation = byKey.get(key(collection, slug));
    const shown = shownPath(path.join(localeDir, fileOf(collection, slug)));
    report.files.english += 1;
    // An English file that does not parse is told on its own; its translation is checked once it does.
    if (!file.isParsed) continue;
    if (!translation) {
      const isPage = collection.translated === 'pages';
      const pages = isPage ? [...routesOf(file).map((route) => route.path), ...fixedPagesOf(collection, slug).map(fixedPagePath)] : [];
      const texts = isPage ? [] : overlayTranslation(collection.schema, file.data, undefined, new Map(), file.source).english;
      report.missing.push({ english: file.source.file, translation: shown, pages: pages.map((page) => localizePath(page, locale)), texts: texts.length });
      if (!isPage) files.push({ ...file, locale, translation: { english: texts, isWritten: () => false, hasTranslation: false } });
      continue;
    }
    report.files.translated += 1;
    if (!translation.source.data && translation.source.problems.length > 0) continue;
    const { source, record } = translation;
    const laid = overlayTranslation(collection.schema, file.data, translation.source.data, record, source, (at) => isConfirmed(source.file, at));
    for (const problem of laid.problems) problems.push(problemAt(source, problem.path, problem.message, problem.atKey));
    for (const warning of laid.warnings) warnings.push(problemAt(source, warning.path, warning.message));
    const english = [...laid.english];
    const entry: TranslatedFile = {
      translation: source.file,
      english: file.source.file,
      untranslated: laid.untranslated.map(formatPath),
      stale: laid.stale.map((text) => ({ field: formatPath(text.path), line: source.locate(text.path).line, before: text.before, after: text.after })),
      incomplete: laid.incomplete.map((note) => ({ field: formatPath(note.path), ...source.locate(note.path), message: note.message })),
    };
    let body = file.body;
    if (file.body && translation.body) {
      const madeFrom = madeFromOf(record, 'body', translation.body.text, file.body.text, isConfirmed(source.file, ['body']));
      laid.record.set('body', { en: madeFrom, hi: hashOf(translation.body.text) });
      if (madeFrom !== file.body.text) {
        entry.stale.push({ field: 'body', line: translation.body.line, before: madeFrom, after: file.body.text });
        english.push(['body']);
      } else {
        const compared = compareBodies(file.body.text, translation.body.text, translation.body.line);
        for (const found of compared.problems) problems.push({ file: source.file, ...found.at, path: ['body'], message: found.message });
        for (const note of compared.notes) entry.incomplete.push({ field: 'body', ...note.at, message: note.message });
        body = translation.body;
      }
    }
    if (entry.untranslated.length + entry.stale.length + entry.incomplete.length > 0) report.translations.push(entry);
    if (!isSameRecord(laid.record, record)) report.unrecorded.push(source.file);
    records.get(translation.recordFile)!.record = laid.record;
    const written = new Set(laid.origins.keys());
    if (body === translation.body) written.add(pathKey(['body']));
    const shownEnglish = new Set(english.map(pathKey));
    files.push({
      ...file,
      locale,
      source: sourceAt(source, laid.origins),
      data: laid.data,
      body,
      translation: { english, isWritten: (at) => written.has(pathKey(at)) && !shownEnglish.has(pathKey(at)), hasTranslation: true },
    });
  }

  // Translations without an English file: a post only in this language, or a mistake.
  for (const translation of translations.filter((file) => !englishKeys.has(key(file.collection, file.slug)))) {
    const { collection, slug, source, body } = translation;
    const englishFile = shownPath(path.join(contentDir, translation.relative));
    if (collection === postsCollection && translation.record.size > 0) {
      // It translated an English post that is gone: its address would now be that of a post only in this language.
      const address = localizePath(paths.post(slug!), locale);
      const message = `it translates ${englishFile}, which is gone, so ${address} is no longer published; delete this file too (or bring back the English post), and run ${RECORD_COMMAND}`;
      warnings.push(fileProblem(source.file, message));
    } else if (collection === postsCollection) {
      if (!source.data || !body) continue;
      const texts = { english: [], isWritten: () => true, hasTranslation: true };
      files.push({ collection, locale, source, slug, isParsed: true, data: source.data, body, isRefused: false, translation: texts });
    } else {
      const known = english.filter((file) => file.collection === collection).map((file) => file.slug!);
      const near =
        didYouMean(slug ?? '', known, (name) => shownPath(path.join(localeDir, fileOf(collection, name)))) ??
        `expected the name of a file in ${shownPath(path.dirname(englishFile))}/`;
      const message = `there is no English file ${englishFile}, and a translation sits at the path of the English file it translates; ${near}`;
      problems.push(fileProblem(source.file, message));
    }
  }
  return { files, report, records: [...records.values()] };
}

/*
 * The translation report that `npm run content` ends with: which English files have no
 * translation (a page then is not published in the language; other words show in English), which
 * texts translations leave out (they show in English), and which translations are older than their
 * English file by git history. `npm run content -- --translations` prints every field,
 * `-- --translations --json` the same report as JSON for tools.
 */
import type { Locale } from '../../src/lib/locale';
import { formatPath, type PathSegment } from './source';
import type { StaleTranslation } from './translation-history';

export type TranslationReport = {
  locale: Locale;
  /** The English files a translation can be made of, and how many have one. */
  files: { english: number; translated: number };
  /** English files with no translation. `pages`: the addresses not published in the language; `texts`: how many texts show in English. */
  missing: { english: string; translation: string; pages: string[]; texts: number }[];
  /** Translations that leave texts out, by field: those texts show in English. */
  untranslated: { translation: string; fields: string[] }[];
  /** Texts of translations that lack something of the English text (a placeholder, a figure, a link), at their line. */
  incomplete: { translation: string; line: number; column: number; field: string; message: string }[];
  /** Translations whose English file changed after they were last translated; null when content/ has no git history. */
  stale: StaleTranslation[] | null;
};

/** A list of fields, cut short unless `full`. */
function fieldList(fields: string[], full: boolean): string {
  const SHOWN = 4;
  if (full || fields.length <= SHOWN + 1) return fields.join(', ');
  return `${fields.slice(0, SHOWN).join(', ')} and ${fields.length - SHOWN} more`;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export const fieldNames = (paths: PathSegment[][]): string[] => paths.map(formatPath);

/** The report as lines for a terminal: one line that sums up, then one line per file. `full` lists every field. */
export function formatTranslationReport(report: TranslationReport, { full = false }: { full?: boolean } = {}): string[] {
  const unpublished = report.missing.filter((file) => file.pages.length > 0);
  const inEnglish = report.missing.filter((file) => file.pages.length === 0);
  const stale = report.stale ?? [];
  const summary = [
    `${report.files.translated} of ${report.files.english} files translated`,
    unpublished.length > 0 && `${plural(unpublished.length, 'page')} not published`,
    inEnglish.length + report.untranslated.length > 0 && `${plural(inEnglish.length + report.untranslated.length, 'file')} with texts in English`,
    report.incomplete.length > 0 && `${plural(report.incomplete.length, 'text')} lacking what the English has`,
    stale.length > 0 && `${plural(stale.length, 'translation')} older than ${stale.length === 1 ? 'its' : 'their'} English file`,
    report.stale === null && 'no git history to tell older translations',
  ].filter(Boolean);
  const lines = [`translations (${report.locale}): ${summary.join(', ')}`];
  for (const file of unpublished) lines.push(`  ${file.translation}: missing, so ${file.pages.join(', ')} ${file.pages.length === 1 ? 'is' : 'are'} not published`);
  for (const file of inEnglish) lines.push(`  ${file.translation}: missing, so its ${plural(file.texts, 'text')} ${file.texts === 1 ? 'shows' : 'show'} in English`);
  for (const file of report.untranslated) {
    lines.push(`  ${file.translation}: ${plural(file.fields.length, 'text')} ${file.fields.length === 1 ? 'shows' : 'show'} in English: ${fieldList(file.fields, full)}`);
  }
  for (const text of report.incomplete) lines.push(`  ${text.translation}:${text.line}:${text.column} ${text.field}: ${text.message}`);
  for (const file of stale) {
    const changed = file.changed ? `changed ${file.changed.date} (${file.changed.commit})` : 'changed since, not committed yet';
    lines.push(`  ${file.translation}: older than ${file.english}: translated ${file.translated.date} (${file.translated.commit}), English ${changed}`);
  }
  return lines;
}

/*
 * The translation report that `npm run content` ends with: the English files without a
 * translation, and per translation the texts that show in English and why. `-- --translations`
 * lists every field, `-- --translations --json` gives the same report as JSON for tools.
 */
import type { Locale } from '../../src/lib/locale';
import { RECORD_COMMAND } from './record';

/** What one translation lacks: each text shows its English text until it is translated (again). */
export type TranslatedFile = {
  translation: string;
  english: string;
  /** The fields the translation has no words for. */
  untranslated: string[];
  /** The fields whose English text changed after they were translated, at their line in the translation. */
  stale: { field: string; line: number; before: string; after: string }[];
  /** Texts that lack something of their English text (a placeholder, a figure, a link), at their line. */
  incomplete: { field: string; line: number; column: number; message: string }[];
};

export type TranslationReport = {
  locale: Locale;
  /** The English files a translation can be made of, and how many have one. */
  files: { english: number; translated: number };
  /** English files with no translation. `pages`: the addresses not published in the language; `texts`: how many texts show in English. */
  missing: { english: string; translation: string; pages: string[]; texts: number }[];
  /** The translations with texts that show in English, and why. */
  translations: TranslatedFile[];
  /** Translations whose texts are not all in the translation record as they are now. */
  unrecorded: string[];
};

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

const showEnglish = (count: number) => `${plural(count, 'text')} ${count === 1 ? 'shows' : 'show'} in English`;

/** A list of fields, cut short unless `full`. */
function fieldList(fields: string[], full: boolean): string {
  const SHOWN = 4;
  if (full || fields.length <= SHOWN + 1) return fields.join(', ');
  return `${fields.slice(0, SHOWN).join(', ')} and ${fields.length - SHOWN} more`;
}

/** The report as lines for a terminal: one line that sums up, then what each file lacks. `full` lists every field. */
export function formatTranslationReport(report: TranslationReport, { full = false }: { full?: boolean } = {}): string[] {
  const unpublished = report.missing.filter((file) => file.pages.length > 0);
  const inEnglish = report.missing.filter((file) => file.pages.length === 0);
  const count = (field: 'untranslated' | 'stale' | 'incomplete') => report.translations.reduce((sum, file) => sum + file[field].length, 0);
  const withUntranslated = report.translations.filter((file) => file.untranslated.length > 0);
  const summary = [
    `${report.files.translated} of ${report.files.english} files translated`,
    unpublished.length > 0 && `${plural(unpublished.length, 'page')} not published`,
    inEnglish.length + withUntranslated.length > 0 && `${plural(inEnglish.length + withUntranslated.length, 'file')} with texts in English`,
    count('stale') > 0 && `${plural(count('stale'), 'text')} whose English changed since ${count('stale') === 1 ? 'it was' : 'they were'} translated`,
    count('incomplete') > 0 && `${plural(count('incomplete'), 'text')} lacking what the English has`,
    report.unrecorded.length > 0 && `${plural(report.unrecorded.length, 'translation')} not in the record yet (${RECORD_COMMAND})`,
  ].filter(Boolean);
  const lines = [`translations (${report.locale}): ${summary.join(', ')}`];
  for (const file of unpublished)
    lines.push(`  ${file.translation}: missing, so ${file.pages.join(', ')} ${file.pages.length === 1 ? 'is' : 'are'} not published`);
  for (const file of inEnglish) lines.push(`  ${file.translation}: missing, so its ${showEnglish(file.texts)}`);
  for (const file of report.translations) {
    const { untranslated } = file;
    if (untranslated.length > 0) lines.push(`  ${file.translation}: ${showEnglish(untranslated.length)}: ${fieldList(untranslated, full)}`);
    for (const text of file.stale) {
      lines.push(`  ${file.translation}:${text.line} ${text.field}: shows in English, its English text changed since it was translated:`);
      if (text.field !== 'body') lines.push(`      before: ${text.before}`, `      now:    ${text.after}`);
      else {
        // A long text: the lines it lost and gained, a few of each.
        const [old, now] = [text.before.split('\n'), text.after.split('\n')];
        const only = (from: string[], to: string[]) => from.filter((line) => line.trim() !== '' && !to.includes(line)).slice(0, 3);
        lines.push(...only(old, now).map((line) => `      - ${line}`), ...only(now, old).map((line) => `      + ${line}`));
      }
    }
    for (const text of file.incomplete) lines.push(`  ${file.translation}:${text.line}:${text.column} ${text.field}: ${text.message}`);
  }
  for (const file of report.unrecorded) lines.push(`  ${file}: texts written or changed since the translation record was written; run ${RECORD_COMMAND}`);
  return lines;
}

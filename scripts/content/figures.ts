/*
 * Prices and facts that copy repeats. Copy names them with a placeholder such as
 * {hosting-plans.basic.yearlyPrice} or {site.foundedYear}, which the build fills in, so a price
 * changed in content/hosting-plans/ changes everywhere. Where the figure itself is typed into
 * copy, the build warns and names the placeholder to use.
 */
import type { HostingPlan } from '../../src/schemas/hosting-plan';
import type { Site } from '../../src/schemas/site';
import { formatRupees } from '../../src/lib/format';
import { isRecord, type Findings, type LoadedFile } from './entries';
import { positionAt, type PathSegment, type Problem } from './source';
import { didYouMean } from './suggest';

/** A figure copy may name: its placeholder, the text it fills in, where it is set, and how it looks typed out. */
export type Figure = { name: string; text: string; source: string; typed: RegExp };

/** The collections whose values are figures; their own files are not filled or scanned. */
export const FIGURE_SOURCES = ['site', 'hosting-plans'];

/** Digits with optional separators between them (and a written prefix), not inside a longer number. */
function typedNumber(digits: string, separators: string, prefix = ''): RegExp {
  return new RegExp(`(?<![\\d.,-])${prefix}${[...digits].join(`[${separators}]?`)}(?![\\d]|[.,-]\\d)`, 'g');
}

/** How a rupee amount is written before its digits: ₹, Rs., INR, or nothing. */
const RUPEES = '(?:₹ ?|Rs\\.? ?|INR ?)?';

export function figuresOf(site: Site | undefined, plans: Pick<HostingPlan, 'slug' | 'yearlyPrice'>[]): Figure[] {
  const figures: Figure[] = plans.map((plan) => ({
    name: `hosting-plans.${plan.slug}.yearlyPrice`,
    text: formatRupees(plan.yearlyPrice),
    source: `yearlyPrice in content/hosting-plans/${plan.slug}.yaml`,
    typed: typedNumber(String(plan.yearlyPrice), ',', RUPEES),
  }));
  if (site) {
    figures.push(
      { name: 'site.foundedYear', text: String(site.foundedYear), source: 'foundedYear in content/site.yaml', typed: typedNumber(String(site.foundedYear), '') },
      // Copy writes the number with or without the country code and spaces.
      {
        name: 'site.phone.display',
        text: site.phone.display,
        source: 'phone.display in content/site.yaml',
        typed: typedNumber(site.phone.tel.slice(-10), ' -', `(?:\\+?${site.phone.tel.slice(1, -10)}[ -]?)?`),
      },
      { name: 'site.supportEmail', text: site.supportEmail, source: 'supportEmail in content/site.yaml', typed: new RegExp(site.supportEmail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi') },
    );
  }
  return figures;
}

/** A placeholder of a figure: {site.…} or {hosting-plans.…}. Page placeholders such as {name} have no dot. */
const PLACEHOLDER = /\{((?:site|hosting-plans)\.[\w.-]+)\}/g;

/** A mistake (an unknown placeholder) or a warning (a figure typed out), at `index` in the copy. */
export type FigureNote = { kind: 'unknown' | 'typed'; message: string; index: number; match: string };

/**
 * Fills the figure placeholders of one piece of copy, and notes unknown placeholders (mistakes)
 * and figures typed out (warnings). `checked` names the sources that loaded, so a broken
 * site.yaml does not also make every {site.…} placeholder unknown.
 */
export function fillFigures(text: string, figures: Figure[], checked: (name: string) => boolean): { text: string; notes: FigureNote[] } {
  const notes: FigureNote[] = [];
  for (const figure of figures) {
    for (const typed of text.matchAll(figure.typed)) {
      notes.push({ kind: 'typed', index: typed.index, match: typed[0], message: `"${typed[0]}" repeats ${figure.source}; write {${figure.name}} instead, so this copy follows when it changes` });
    }
  }
  const filled = text.replace(PLACEHOLDER, (match, name: string, index: number) => {
    const figure = figures.find((f) => f.name === name);
    if (figure) return figure.text;
    if (checked(name)) {
      const hint = didYouMean(name, figures.map((f) => f.name), (n) => `{${n}}`) ?? `expected one of: ${figures.map((f) => `{${f.name}}`).sort().join(', ')}`;
      notes.push({ kind: 'unknown', index, match, message: `unknown placeholder ${match}, ${hint}` });
    }
    return match;
  });
  return { text: filled, notes: notes.sort((a, b) => a.index - b.index) };
}

/** Returns `value` with `change` applied to every string in it. */
export function mapStrings(value: unknown, change: (text: string, path: PathSegment[]) => string, trail: PathSegment[] = []): unknown {
  if (typeof value === 'string') return change(value, trail);
  if (Array.isArray(value)) return value.map((item, i) => mapStrings(item, change, [...trail, i]));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change, [...trail, key])]));
  return value;
}

/**
 * The step of the content build after load: the figure placeholders of every file's fields and
 * Markdown body filled in, with unknown placeholders as problems and typed figures as warnings.
 * The figures' own files (FIGURE_SOURCES) and files that did not parse are left as they are.
 */
export function fillFiles(files: LoadedFile[], figures: Figure[], checked: (placeholder: string) => boolean, findings: Findings): LoadedFile[] {
  const note = (found: FigureNote, problem: Omit<Problem, 'message'>) =>
    (found.kind === 'unknown' ? findings.problems : findings.warnings).push({ ...problem, message: found.message });
  return files.map((file) => {
    const { source, collection } = file;
    if (!file.isParsed || FIGURE_SOURCES.includes(collection.name)) return file;
    const data = mapStrings(file.data, (text, at) => {
      const { text: filled, notes } = fillFigures(text, figures, checked);
      for (const found of notes) {
        // The field's line, at the figure itself when it is written there as typed.
        const { line, column } = source.locate(at);
        const shown = source.text.split('\n')[line - 1]?.indexOf(found.match, column - 1) ?? -1;
        note(found, { file: source.file, line, column: shown >= 0 ? shown + 1 : column, path: at });
      }
      return filled;
    });
    if (!file.body) return { ...file, data };
    const body = fillFigures(file.body.text, figures, checked);
    for (const found of body.notes) {
      const position = positionAt(file.body.text, found.index);
      note(found, { file: source.file, line: file.body.line + position.line - 1, column: position.column, path: ['body'] });
    }
    return { ...file, data, body: { ...file.body, text: body.text } };
  });
}

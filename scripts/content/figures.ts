/*
 * Prices, facts and counts that copy repeats, named with a placeholder ({prices.hostingOffer},
 * {courses.count}, {site.yearsInBusiness}…) that the build fills in, so a price or a course changed
 * once changes every page that names it. Copy that types such a figure out, current or stale (any
 * rupee amount, a count of the courses, the services or the company's years), gets a warning with
 * the placeholder to write.
 */
import type { HostingPlan } from '../../src/schemas/hosting-plan';
import type { Prices } from '../../src/schemas/prices';
import type { Site } from '../../src/schemas/site';
import { formatRupees } from '../../src/lib/format';
import { mapStrings, walkObjects, type Findings, type LoadedFile } from './entries';
import { positionAt, type PathSegment, type Problem } from './source';
import { didYouMean, orList } from './suggest';

/** A figure copy may name: its placeholder, the text it fills in, where it is set, how it looks typed out, and its amount when it is a price. */
export type Figure = { name: string; text: string; source: string; typed: RegExp; rupees?: number };

/**
 * A count copy may name: its placeholder, its value, how a count of it is typed (a number and its
 * noun), what it counts, and the collections whose copy counts other things with that noun (a mentor's years).
 */
export type Count = { name: string; value: number; pattern: RegExp; counts: string; exempt: string[] };

export type Figures = { figures: Figure[]; counts: Count[] };

/** The collections whose values are figures; their own files are not filled or scanned. */
export const FIGURE_SOURCES = ['site', 'hosting-plans', 'prices'];

/** Digits with optional separators between them (and a written prefix), not inside a longer number. */
const typedNumber = (digits: string, separators: string, prefix = ''): RegExp =>
  new RegExp(`(?<![\\d.,-])${prefix}${[...digits].join(`[${separators}]?`)}(?![\\d]|[.,-]\\d)`, 'g');

/** How a rupee amount is written before its digits: ₹, Rs., INR, or nothing. */
const RUPEES = '(?:₹ ?|Rs\\.? ?|INR ?)?';

/** What the figures are made from: the figures' own files, and what the build counts. */
export type FigureSources = {
  site: Site | undefined;
  plans: Pick<HostingPlan, 'slug' | 'yearlyPrice'>[];
  prices: Prices | undefined;
  courseCount: number;
  serviceCardCount: number;
  /** The day of the build: the company's years follow the calendar. */
  today: Date;
};

export function figuresOf({ site, plans, prices, courseCount, serviceCardCount, today }: FigureSources): Figures {
  const figures: Figure[] = [
    ...plans.map((plan) => [`hosting-plans.${plan.slug}.yearlyPrice`, plan.yearlyPrice, `yearlyPrice in content/hosting-plans/${plan.slug}.yaml`] as const),
    ...Object.entries(prices ?? {}).map(([name, amount]) => [`prices.${name}`, amount, `${name} in content/prices.yaml`] as const),
  ].map(([name, rupees, source]) => ({ name, text: formatRupees(rupees), source, typed: typedNumber(String(rupees), ',', RUPEES), rupees }));
  const counts = [
    countOf('courses.count', courseCount, 'courses?', 'the courses (the files in content/courses/)'),
    countOf('services.count', serviceCardCount, 'services?', 'the cards of /services (the files with a card)'),
  ];
  if (site) {
    // Whole years for certain: in any month of the year, "8+ years" is true.
    const years = Math.max(0, today.getUTCFullYear() - site.foundedYear - 1);
    const exempt = ['mentors', 'testimonials', 'interns', 'jobs'];
    counts.push(countOf('site.yearsInBusiness', years, 'years?', "the company's years since foundedYear in content/site.yaml", exempt));
    const inSite = (field: string, text: string, typed: RegExp): Figure => ({ name: `site.${field}`, text, source: `${field} in content/site.yaml`, typed });
    figures.push(
      inSite('foundedYear', String(site.foundedYear), typedNumber(String(site.foundedYear), '')),
      // Copy writes the number with or without the country code and spaces.
      inSite('phone.display', site.phone.display, typedNumber(site.phone.tel.slice(-10), ' -', `(?:\\+?${site.phone.tel.slice(1, -10)}[ -]?)?`)),
      inSite('supportEmail', site.supportEmail, new RegExp(site.supportEmail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi')),
    );
  }
  // A count is typed out as a number before its noun (typedCounts), never as a figure alone.
  figures.push(...counts.map((count) => ({ name: count.name, text: String(count.value), source: count.counts, typed: /(?!)/g })));
  return { figures, counts };
}

/** A placeholder of a figure: {site.…}, {prices.…}, {courses.count}… Page placeholders such as {name} have no dot. */
const PLACEHOLDER = /\{((?:site|hosting-plans|prices|courses|services)\.[\w.-]+)\}/g;

/** A rupee amount as copy types it: ₹2,399, Rs. 2399, INR 2399, 2,399 rupees. */
const RUPEE_AMOUNT = /(?:₹ ?|\bRs\.? ?|\bINR ?)(\d(?:[\d,]*\d)?)|\b(\d(?:[\d,]*\d)?) rupees\b/gi;

const NUMBER_WORDS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(' ');

/** A count, typed out as a number before its noun: "Eight courses", "8+ years", "12 services". */
function countOf(name: string, value: number, noun: string, counts: string, exempt: string[] = []): Count {
  return { name, value, pattern: new RegExp(`\\b(\\d+|${NUMBER_WORDS.join('|')})(\\+?)\\s+(${noun})\\b`, 'gi'), counts, exempt };
}

/** The matches of a global `pattern` in `text`. Most texts hold none: search() tells so without matchAll's copy of the pattern or moving its lastIndex. */
const matchesIn = (text: string, pattern: RegExp): RegExpExecArray[] => (text.search(pattern) < 0 ? [] : [...text.matchAll(pattern)]);

/**
 * Whether `text` could hold anything fillFigures looks for: a digit, an '@', a '{', or a count in
 * words. Most strings of copy have none, and are passed over without a dozen searches.
 */
const mayHoldFigure = (text: string, counts: Count[]): boolean => /[\d@{]/.test(text) || counts.some((count) => text.search(count.pattern) >= 0);

/**
 * Whether a typed count may be this count, now or when the copy was written: close below its value (counts grow)
 * or a little above. Smaller numbers ("two years from your message", "one service") count something else.
 */
const isNear = (typed: number, count: Count): boolean => typed >= Math.max(2, count.value - 4) && typed <= count.value + 3;

/** A mistake (an unknown placeholder) or a warning (a figure typed out), at `index` in the copy. */
export type FigureNote = { kind: 'unknown' | 'typed'; message: string; index: number; match: string };

const typedNote = (index: number, match: string, message: string): FigureNote => ({ kind: 'typed', index, match, message });

/** Counts typed out in `text`, in a file of `collection`: which count, where, and how it was written. */
function typedCounts(text: string, counts: Count[], collection: string) {
  return counts.flatMap((count) => {
    if (count.exempt.includes(collection)) return [];
    return matchesIn(text, count.pattern).flatMap((match) => {
      const [typed, number = '', plus = '', noun = ''] = match;
      const value = /^\d+$/.test(number) ? Number(number) : NUMBER_WORDS.indexOf(number.toLowerCase());
      return isNear(value, count) ? [{ count, index: match.index, typed, plus, noun: noun.toLowerCase() }] : [];
    });
  });
}

/** Rupee amounts typed out that are none of the current prices (`noted` holds those): a price gone stale, or one the site does not hold yet. */
function typedAmounts(text: string, figures: Figure[], noted: FigureNote[]): FigureNote[] {
  const prices = figures.flatMap((figure) => (figure.rupees === undefined ? [] : [{ ...figure, rupees: figure.rupees }]));
  return matchesIn(text, RUPEE_AMOUNT).flatMap((match) => {
    if (noted.some((note) => note.index <= match.index && match.index < note.index + note.match.length)) return [];
    const amount = Number((match[1] ?? match[2] ?? '').replaceAll(',', ''));
    const nearest = [...prices]
      .sort((a, b) => Math.abs(Math.log(a.rupees / amount)) - Math.abs(Math.log(b.rupees / amount)))
      .slice(0, 2)
      .map((figure) => `{${figure.name}} (${figure.text} now)`);
    const named = nearest.length > 0 ? `write the placeholder of the price it names, such as ${orList(nearest)}, or ` : '';
    const message = `"${match[0]}" is a price typed into copy, which does not follow when the price changes; ${named}add it to content/prices.yaml and write {prices.<its name>}`;
    return [typedNote(match.index, match[0], message)];
  });
}

/**
 * Fills the figure placeholders of one piece of copy in a file of `collection`, and notes unknown
 * placeholders (mistakes) and figures typed out (warnings). `checked` names the sources that
 * loaded, so a broken site.yaml does not also make every {site.…} placeholder unknown.
 */
export function fillFigures(text: string, { figures, counts }: Figures, checked: (name: string) => boolean, collection: string) {
  const notes: FigureNote[] = [];
  if (!mayHoldFigure(text, counts)) return { text, notes };
  for (const figure of figures) {
    for (const typed of matchesIn(text, figure.typed)) {
      notes.push(
        typedNote(typed.index, typed[0], `"${typed[0]}" repeats ${figure.source}; write {${figure.name}} instead, so this copy follows when it changes`),
      );
    }
  }
  notes.push(...typedAmounts(text, figures, notes));
  for (const { count, index, typed, plus, noun } of typedCounts(text, counts, collection)) {
    const message = `"${typed}" counts ${count.counts}, which changes; write "{${count.name}}${plus} ${noun}" (${count.value}${plus} ${noun} now), so this copy follows`;
    notes.push(typedNote(index, typed, message));
  }
  const filled = text.replace(PLACEHOLDER, (match, name: string, index: number) => {
    const figure = figures.find((f) => f.name === name);
    if (figure) return figure.text;
    if (checked(name)) {
      const names = figures.map((f) => f.name);
      const braced = (n: string) => `{${n}}`;
      const hint = didYouMean(name, names, braced) ?? `expected one of: ${names.map(braced).sort().join(', ')}`;
      notes.push({ kind: 'unknown', index, match, message: `unknown placeholder ${match}, ${hint}` });
    }
    return match;
  });
  return { text: filled, notes: notes.sort((a, b) => a.index - b.index) };
}

/**
 * The step of the content build after load: the figure placeholders of every file's fields and
 * Markdown body filled in, in every language, with unknown placeholders as problems and typed figures as warnings.
 * The figures' own files (FIGURE_SOURCES) and files that did not parse are left as they are.
 */
export function fillFiles(files: LoadedFile[], figures: Figures, checked: (placeholder: string) => boolean, findings: Findings): LoadedFile[] {
  const note = (found: FigureNote, problem: Omit<Problem, 'message'>) =>
    (found.kind === 'unknown' ? findings.problems : findings.warnings).push({ ...problem, message: found.message });
  return files.map((file) => {
    const { source, collection } = file;
    if (!file.isParsed || FIGURE_SOURCES.includes(collection.name)) return file;
    const at = (path: PathSegment[], found: FigureNote) => {
      // A translation's English texts are told in their English file.
      if (file.translation && !file.translation.isWritten(path)) return;
      // The field's line, at the figure itself when it is written there as typed.
      const { line, column } = source.locate(path);
      const shown = source.text.split('\n')[line - 1]?.indexOf(found.match, column - 1) ?? -1;
      note(found, { file: source.file, line, column: shown >= 0 ? shown + 1 : column, path });
    };
    const data = mapStrings(file.data, (text, path) => {
      const { text: filled, notes } = fillFigures(text, figures, checked, collection.name);
      for (const found of notes) at(path, found);
      return filled;
    });
    // A stat ("8+" over "Years of experience") counts in its value what its label names.
    walkObjects(file.data, (record, path) => {
      const { value, label } = record;
      if (typeof value !== 'string' || typeof label !== 'string') return;
      for (const { count, plus } of typedCounts(`${value} ${label}`, figures.counts, collection.name)) {
        const message = `"${value}" over "${label}" counts ${count.counts}, which changes; write value: "{${count.name}}${plus}" (${count.value}${plus} now), so this copy follows`;
        at([...path, 'value'], typedNote(0, value, message));
      }
    });
    if (!file.body) return { ...file, data };
    const body = fillFigures(file.body.text, figures, checked, collection.name);
    const isEnglishBody = file.translation !== undefined && !file.translation.isWritten(['body']);
    for (const found of isEnglishBody ? [] : body.notes)
      note(found, { file: source.file, ...positionAt(file.body.text, found.index, file.body.line), path: ['body'] });
    return { ...file, data, body: { ...file.body, text: body.text } };
  });
}

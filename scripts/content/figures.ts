/*
 * Prices and facts that copy repeats. Copy names them with a placeholder such as
 * {hosting-plans.basic.yearlyPrice} or {site.foundedYear}, which the build fills in, so a price
 * changed in content/hosting-plans/ changes everywhere. Where the figure itself is typed into
 * copy, the build warns and names the placeholder to use.
 */
import type { HostingPlan } from '../../src/schemas/hosting-plan';
import type { Site } from '../../src/schemas/site';
import { formatRupees } from '../../src/lib/format';
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

/*
 * The one stylesheet the server build writes (vite.config.ts), split by who needs each rule.
 *
 * - The back office's: a public page needs none of what the admin app's pages and the server's own
 *   pages (form answers, /your-data, the leads dashboard) are styled with: 11 of the 87 KB, 2.2 KB
 *   brotli, that a phone would otherwise fetch before its first paint. Those pages link it after the site's.
 * - Each kind of page's own (its route id: home, contact, a post…): the rules of the CSS modules
 *   whose classes no other kind of page carries (the home hero, the contact map, the course
 *   catalogue…), linked after the site's by that kind's pages only. Every page fetches its stylesheets
 *   before its first paint, and in Lighthouse's model of a phone a page's bytes before that paint
 *   decide its round trips: a shared stylesheet of 12.7 KB brotli cost the Hindi pages one more than
 *   11.7 KB did.
 * - The site's: everything else (global styles, fonts, the layout, every component two kinds of page
 *   share, a rule that names classes of two owners), in the order it was written.
 *
 * A module's owner is found from where its classes are. Which modules the back office owns is where
 * they live (BACK_OFFICE_DIRS). Which a kind of page owns is what the prerendered pages carry
 * (pageModules): a module whose classes one kind of page carries, and no script names that may
 * render it elsewhere. A rule goes to an owner when every class it names is of that owner's
 * modules; an at-rule that holds rules (@media, @supports) is split rule by rule, and a @keyframes
 * goes by its name.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import postcss, { type ChildNode, type Container } from 'postcss';
import { classSuffixOf } from './css-class-names';

/** Where the CSS modules of the admin app and of the server's own pages live. */
export const BACK_OFFICE_DIRS = ['src/admin/', 'src/pages/admin/', 'server/'];

/** The class suffixes (scripts/site/css-class-names.ts) of the back office's CSS modules under `root`. */
export function backOfficeSuffixes(root: string): Set<string> {
  const modules = BACK_OFFICE_DIRS.flatMap((dir) =>
    (readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.module.css'))
      .map((file) => `${dir}${file.split(path.sep).join('/')}`),
  );
  return new Set(modules.map(classSuffixOf));
}

const MODULE_NAME = /^_[\w-]+_([0-9a-f]{5})$/;
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
/** A CSS module's class name wherever it is written (a page's class attribute, a script's string): its suffix. */
const MODULE_NAME_IN_TEXT = /\b_[a-zA-Z][\w-]*_([0-9a-f]{5})\b/g;
const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;

/** The suffixes of the CSS modules' class names that `text` (a script) names. */
export const moduleSuffixesIn = (text: string): Set<string> => new Set([...text.matchAll(MODULE_NAME_IN_TEXT)].map((match) => match[1]!));

/** The suffixes of the CSS modules whose classes the elements of `html` carry. */
function moduleSuffixesOfPage(html: string): Set<string> {
  const suffixes = new Set<string>();
  for (const [, names] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of names!.split(/\s+/)) {
      const suffix = MODULE_NAME.exec(name)?.[1];
      if (suffix) suffixes.add(suffix);
    }
  }
  return suffixes;
}

/** A prerendered page: its kind (its route id, the same in every language) and its HTML. */
export type RenderedPageOfKind = { kind: string; html: string };

/**
 * The CSS modules each kind of page owns: the suffixes of those whose classes only that kind's
 * pages carry, leaving out `shared` (the modules a script names that may render them on another
 * kind of page: the server's own pages, the admin app, the page script and what islands share).
 * A kind that owns none is left out.
 */
export function pageModules(pages: RenderedPageOfKind[], shared: Set<string>): Map<string, Set<string>> {
  const kindsOf = new Map<string, Set<string>>();
  for (const { kind, html } of pages) {
    for (const suffix of moduleSuffixesOfPage(html)) (kindsOf.get(suffix) ?? kindsOf.set(suffix, new Set()).get(suffix)!).add(kind);
  }
  const owned = new Map<string, Set<string>>();
  for (const [suffix, kinds] of kindsOf) {
    if (kinds.size !== 1 || shared.has(suffix)) continue;
    const [kind] = kinds;
    (owned.get(kind!) ?? owned.set(kind!, new Set()).get(kind!)!).add(suffix);
  }
  return owned;
}

/** Whether every name in `names` is a CSS module's name whose suffix is in `suffixes` (and there is at least one). */
const allOwned = (names: string[], suffixes: Set<string>) => names.length > 0 && names.every((name) => suffixes.has(MODULE_NAME.exec(name)?.[1] ?? ''));

function isOwned(node: ChildNode, suffixes: Set<string>): boolean {
  if (node.type === 'rule')
    return allOwned(
      [...node.selector.matchAll(CLASS)].map((match) => match[1]!),
      suffixes,
    );
  if (node.type === 'atrule' && node.name === 'keyframes') return allOwned([node.params.trim()], suffixes);
  return false;
}

/** Moves `from`'s rules owned by the modules of `suffixes` into `to`, at any depth of at-rules, and drops an at-rule left empty. */
function moveOwned(from: Container, to: Container, suffixes: Set<string>): void {
  for (const node of [...(from.nodes ?? [])]) {
    if (isOwned(node, suffixes)) {
      to.append(node.remove());
    } else if (node.type === 'atrule' && node.name !== 'keyframes' && node.nodes?.some((child) => child.type !== 'decl')) {
      const twin = node.clone({ nodes: [] });
      moveOwned(node, twin, suffixes);
      if (twin.nodes!.length) to.append(twin);
      if (!node.nodes.length) node.remove();
    }
  }
}

/**
 * The site's stylesheet, the back office's and each kind of page's own (by kind), from the one the
 * server build wrote; `pages` are the modules each kind owns (pageModules).
 */
export function splitStylesheet(
  css: string,
  owners: { backOffice: Set<string>; pages?: Map<string, Set<string>> },
): { site: string; backOffice: string; pages: Map<string, string> } {
  const site = postcss.parse(css);
  const take = (suffixes: Set<string>) => {
    const part = postcss.root();
    moveOwned(site, part, suffixes);
    return part.toString();
  };
  const backOffice = take(owners.backOffice);
  const pages = new Map([...(owners.pages ?? new Map<string, Set<string>>())].map(([kind, suffixes]) => [kind, take(suffixes)] as const));
  return { site: site.toString(), backOffice, pages };
}

/*
 * The back office's styles apart from the site's. The server build writes one stylesheet from every
 * component it renders (vite.config.ts), and a public page needs none of what the admin app's pages
 * and the server's own pages (form answers, /your-data, the leads dashboard) are styled with: 11 of
 * the 87 KB, 2.2 KB brotli, that a phone would otherwise fetch before its first paint. The prerender
 * splits them off into a second stylesheet, which those pages link after the site's.
 *
 * What belongs to the back office is where its CSS module lives (BACK_OFFICE_DIRS). A rule goes to
 * the back office's stylesheet when every class it names is from such a module; an at-rule that
 * holds rules (@media, @supports) is split rule by rule, and a @keyframes goes by its name.
 * Everything else (global styles, fonts, a rule that names a site class too) stays in the site's, in
 * the order it was written.
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

/** Whether every name in `names` is a CSS module's name whose suffix is the back office's (and there is at least one). */
const allBackOffice = (names: string[], suffixes: Set<string>) => names.length > 0 && names.every((name) => suffixes.has(MODULE_NAME.exec(name)?.[1] ?? ''));

function isBackOffice(node: ChildNode, suffixes: Set<string>): boolean {
  if (node.type === 'rule')
    return allBackOffice(
      [...node.selector.matchAll(CLASS)].map((match) => match[1]!),
      suffixes,
    );
  if (node.type === 'atrule' && node.name === 'keyframes') return allBackOffice([node.params.trim()], suffixes);
  return false;
}

/** Moves `from`'s back-office rules into `to`, at any depth of at-rules, and drops an at-rule left empty. */
function moveBackOffice(from: Container, to: Container, suffixes: Set<string>): void {
  for (const node of [...(from.nodes ?? [])]) {
    if (isBackOffice(node, suffixes)) {
      to.append(node.remove());
    } else if (node.type === 'atrule' && node.name !== 'keyframes' && node.nodes?.some((child) => child.type !== 'decl')) {
      const twin = node.clone({ nodes: [] });
      moveBackOffice(node, twin, suffixes);
      if (twin.nodes!.length) to.append(twin);
      if (!node.nodes.length) node.remove();
    }
  }
}

/** The site's stylesheet and the back office's, from the one the server build wrote. */
export function splitStylesheet(css: string, suffixes: Set<string>): { site: string; backOffice: string } {
  const site = postcss.parse(css);
  const backOffice = postcss.root();
  moveBackOffice(site, backOffice, suffixes);
  return { site: site.toString(), backOffice: backOffice.toString() };
}

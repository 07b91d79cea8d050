import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * The class names CSS modules get: `_<local>_<file>`, where <file> is five hex digits of a hash of
 * the stylesheet's path inside the project. Every class of one file shares its suffix, so a page's
 * HTML and the stylesheet repeat the same few suffixes, which compress to almost nothing (Vite's own
 * names hash each class apart: seven digits that compress like noise). The server build and the
 * client build name a class alike, since a name depends on nothing but its file and local name.
 *
 * Twenty bits leave a clash between two of the site's stylesheets unlikely, not impossible: the
 * build stops on one, naming both files, rather than let two files style each other's elements.
 */
export function scopedClassName(root: string): (local: string, file: string) => string {
  const fileByHash = new Map<string, string>();
  return (local, file) => {
    const relative = path.relative(root, file.split('?')[0]!).split(path.sep).join('/');
    const hash = classSuffixOf(relative);
    const known = fileByHash.get(hash);
    if (known === undefined) fileByHash.set(hash, relative);
    else if (known !== relative) throw new Error(`CSS modules ${known} and ${relative} would share the class suffix ${hash}: rename one of the two files.`);
    return `_${local}_${hash}`;
  };
}

/** The suffix of every class of the CSS module at `relative` (a path inside the project, with forward slashes). */
export const classSuffixOf = (relative: string) => createHash('sha256').update(relative).digest('hex').slice(0, 5);

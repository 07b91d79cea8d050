/*
 * Which translations are older than their English file, from git: a translation is stale when its
 * English file is not what it was in the commit that last changed the translation, so the English
 * text changed after it was translated, whichever branch either change came from. A translation
 * with changes not yet committed is taken as being translated now, and a content folder outside
 * git has no history to tell.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/** A commit, by its short name and the date it was made (YYYY-MM-DD). */
export type CommitRef = { commit: string; date: string };

/** A translation whose English file changed after it was last translated. */
export type StaleTranslation = {
  translation: string;
  english: string;
  /** The commit that last changed the translation. */
  translated: CommitRef;
  /** The commit that last changed the English file; null when the change is not committed yet. */
  changed: CommitRef | null;
};

/** A translation and its English file, as absolute paths. */
export type TranslationPair = { translation: string; english: string };

const run = promisify(execFile);

async function git(cwd: string, args: string[], input?: string): Promise<string> {
  const child = run('git', ['-c', 'core.quotepath=off', ...args], { cwd, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' });
  if (input !== undefined) child.child.stdin?.end(input);
  return (await child).stdout;
}

/** The id git gives a file's content, so a file can be compared with a version in history without asking git. */
function blobId(content: Buffer): string {
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}

/** The latest commit that changed each file under `folder` (paths relative to the repository). */
async function lastChanges(root: string, folder: string): Promise<Map<string, CommitRef & { id: string }>> {
  // --cc: a merge counts as changing a file only where its result differs from every parent (a
  // translation written while resolving the merge), not for what it brings from a branch.
  const log = await git(root, ['log', '-z', '--cc', '--format=%x1e%H %cI', '--name-only', '--', folder]);
  const changes = new Map<string, CommitRef & { id: string }>();
  for (const record of log.split('\x1e').slice(1)) {
    const [header = '', ...files] = record.split('\0');
    const [id = '', date = ''] = header.split(' ');
    for (const file of files.map((name) => name.trim()).filter(Boolean)) {
      if (!changes.has(file)) changes.set(file, { id, commit: id.slice(0, 7), date: date.slice(0, 10) });
    }
  }
  return changes;
}

/**
 * The stale translations among `pairs`, or null when the content folder has no git history
 * (not in a repository, or git is not installed).
 */
export async function staleTranslations(contentDir: string, pairs: TranslationPair[]): Promise<StaleTranslation[] | null> {
  let root: string;
  try {
    root = (await git(contentDir, ['rev-parse', '--show-toplevel'])).trim();
  } catch (error) {
    // Not a repository, or no git: there is no history to compare with.
    if (error instanceof Error && ('code' in error || 'stderr' in error)) return null;
    throw error;
  }
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const changes = await lastChanges(root, relative(contentDir));
  const checked = pairs.flatMap((pair) => {
    const translated = changes.get(relative(pair.translation));
    return translated ? [{ ...pair, translated, rel: { translation: relative(pair.translation), english: relative(pair.english) } }] : [];
  });
  if (checked.length === 0) return [];
  // One git process answers for every version asked: the translation and the English file as
  // committed, and the English file as it was when the translation was last changed.
  const asked = checked.flatMap(({ translated, rel }) => [`HEAD:${rel.translation}`, `HEAD:${rel.english}`, `${translated.id}:${rel.english}`]);
  const answers = (await git(root, ['cat-file', '--batch-check=%(objectname)'], `${asked.join('\n')}\n`)).split('\n');
  const stale: StaleTranslation[] = [];
  for (const [i, { translation, english, translated, rel }] of checked.entries()) {
    const [committedTranslation, committedEnglish, englishThen] = answers.slice(i * 3, i * 3 + 3);
    const [translationNow, englishNow] = await Promise.all([readFile(translation), readFile(english)]).then((files) => files.map(blobId));
    if (translationNow !== committedTranslation || englishNow === englishThen) continue;
    const changed = englishNow === committedEnglish ? (changes.get(rel.english) ?? null) : null;
    stale.push({ translation, english, translated: { commit: translated.commit, date: translated.date }, changed: changed && { commit: changed.commit, date: changed.date } });
  }
  return stale;
}

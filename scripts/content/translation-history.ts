/*
 * Which translations are older than their English file, from git: a translation is stale when the
 * words of its English file are not what they were in the commit that last changed the translation,
 * so the English text changed after it was translated, whichever branch either change came from (a
 * price, link or image changed in the English file alone changes nothing to translate). A translation
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

/**
 * A translation and its English file, as absolute paths, and what a translator translates in a
 * text of the English file (null when it does not parse): two versions with the same words need
 * no new translation.
 */
export type TranslationPair = { translation: string; english: string; words: (englishText: string) => string | null };

const run = promisify(execFile);

/** What git prints, as bytes: `cat-file --batch` counts its objects' sizes in bytes. */
async function gitBytes(cwd: string, args: string[], input?: string): Promise<Buffer> {
  const child = run('git', ['-c', 'core.quotepath=off', ...args], { cwd, maxBuffer: 256 * 1024 * 1024, encoding: 'buffer' });
  if (input !== undefined) child.child.stdin?.end(input);
  return (await child).stdout;
}

const git = async (cwd: string, args: string[], input?: string): Promise<string> => (await gitBytes(cwd, args, input)).toString('utf8');

/** The id git gives a file's content, so a file can be compared with a version in history without asking git. */
function blobId(content: Buffer): string {
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}

/** The texts of git objects by id, in order; undefined for one git does not have (a file added since). */
async function blobTexts(root: string, ids: string[]): Promise<(string | undefined)[]> {
  const out = await gitBytes(root, ['cat-file', '--batch'], `${ids.join('\n')}\n`);
  const texts: (string | undefined)[] = [];
  let at = 0;
  for (let i = 0; i < ids.length; i++) {
    const end = out.indexOf(10, at);
    const header = out.subarray(at, end).toString('utf8');
    at = end + 1;
    const size = / blob (\d+)$/.exec(header)?.[1];
    if (size === undefined) {
      texts.push(undefined);
      continue;
    }
    texts.push(out.subarray(at, at + Number(size)).toString('utf8'));
    at += Number(size) + 1;
  }
  return texts;
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
  const changed: { pair: (typeof checked)[number]; englishText: string; englishThen: string; isEnglishCommitted: boolean }[] = [];
  for (const [i, pair] of checked.entries()) {
    const [committedTranslation, committedEnglish, englishThen = ''] = answers.slice(i * 3, i * 3 + 3);
    const [translationNow, englishNow] = await Promise.all([readFile(pair.translation), readFile(pair.english)]);
    const englishId = blobId(englishNow);
    if (blobId(translationNow) !== committedTranslation || englishId === englishThen) continue;
    changed.push({ pair, englishText: englishNow.toString('utf8'), englishThen, isEnglishCommitted: englishId === committedEnglish });
  }
  // The English files as they were translated, to compare their words: a few files, one git process.
  const then = changed.length === 0 ? [] : await blobTexts(root, changed.map((item) => item.englishThen));
  const stale: StaleTranslation[] = [];
  for (const [i, { pair, englishText, isEnglishCommitted }] of changed.entries()) {
    const { translation, english, translated, rel, words } = pair;
    const wordsNow = words(englishText);
    if (wordsNow !== null && then[i] !== undefined && wordsNow === words(then[i])) continue;
    const commit = isEnglishCommitted ? (changes.get(rel.english) ?? null) : null;
    stale.push({ translation, english, translated: { commit: translated.commit, date: translated.date }, changed: commit && { commit: commit.commit, date: commit.date } });
  }
  return stale;
}

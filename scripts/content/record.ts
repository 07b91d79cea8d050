/*
 * The translation record: what each text of a translation under content/<locale>/ was translated
 * from, in content/<locale>/.translated-from/ at the translation's path. It matches a translated
 * item of a list without a key to its English item, and tells a stale text (its English text
 * changed since) from a current one, git history or not. `npm run content -- --record` takes the
 * texts written or changed since as translated from the English text they stand beside now; the
 * others keep theirs, so an English change stays stale until its translation changes too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { stringify } from 'yaml';
import { z } from 'zod';
import type { TranslationRecord } from './translation';

const RECORD_DIR = '.translated-from';

/** The one command that writes the record. */
export const RECORD_COMMAND = 'npm run content -- --record';

const recordSchema = z.record(z.string(), z.strictObject({ en: z.string(), hi: z.string() }));

/** Where the record of a translation (its path under content/<locale>/) is kept. */
export const recordFileOf = (localeDir: string, relative: string): string => path.join(localeDir, RECORD_DIR, relative.replace(/\.md$/, '.yaml'));

/** A translation's record, empty where `isWritten` (the folder listed once) says there is none; `problem` when it cannot be read. */
export function readRecord(file: string, isWritten: boolean): { record: TranslationRecord; problem?: string } {
  if (!isWritten) return { record: new Map() };
  const parsed = recordSchema.safeParse(readYaml(file));
  if (parsed.success) return { record: new Map(Object.entries(parsed.data)) };
  const problem = `the translation record cannot be read (a merge may have left conflict marks in it); run ${RECORD_COMMAND} to write it again, which takes every text of the translation as translated from the English text it stands beside now`;
  return { record: new Map(), problem };
}

/** The record file's data, or undefined where it is not YAML at all (conflict marks left by a merge). */
function readYaml(file: string): unknown {
  try {
    return load(readFileSync(file, 'utf8'), { schema: CORE_SCHEMA, json: true }) ?? {};
  } catch {
    return undefined;
  }
}

export const isSameRecord = (a: TranslationRecord, b: TranslationRecord): boolean =>
  a.size === b.size && [...a].every(([key, text]) => b.get(key)?.en === text.en && b.get(key)?.hi === text.hi);

/**
 * Writes the record of every translation of a language that has texts (`translation`, its path as
 * the header names it), and removes the other records: of translations without texts, or gone.
 */
export async function writeRecords(localeDir: string, records: { file: string; translation: string; record: TranslationRecord }[]): Promise<void> {
  const kept = records.filter((entry) => entry.record.size > 0);
  const keptFiles = new Set(kept.map((entry) => entry.file));
  const folder = path.join(localeDir, RECORD_DIR);
  const written = existsSync(folder) ? readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((name) => path.join(folder, name)) : [];
  for (const file of written.filter((name) => name.endsWith('.yaml') && !keptFiles.has(name))) await rm(file);
  for (const { file, translation, record } of kept) {
    const header = [
      `# What each text of ${translation} was translated from, and a hash of the translation: a`,
      `# text whose English text changed since shows in English, and the build lists it as stale.`,
      `# Written by ${RECORD_COMMAND}; commit it with the translation, and do not edit it.`,
    ];
    const entries = Object.fromEntries([...record].sort(([a], [b]) => a.localeCompare(b)));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${header.join('\n')}\n${stringify(entries, { lineWidth: 0 })}`);
  }
}

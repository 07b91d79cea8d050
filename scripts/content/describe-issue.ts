import type { z } from 'zod';
import type { PathSegment } from './source';
import { didYouMean, expectedOneOf, nearest } from './suggest';
import { visibleLength } from './parse-content';

type Issue = z.core.$ZodIssue & { input?: unknown };

/** A short, readable rendering of a value an editor wrote. */
export function preview(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (typeof value === 'string') return value.length > 40 ? `"${value.slice(0, 37)}..."` : `"${value}"`;
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') return 'a block of fields';
  return String(value);
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a block of fields',
};

function unit(origin: string): string {
  return origin === 'string' ? 'characters' : origin === 'array' || origin === 'set' ? 'items' : '';
}

function isDefaultMessage(message: string): boolean {
  return /^(Invalid|Too (small|big)|Expected|Unrecognized)/.test(message);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Text that YAML read as a field because it contains ": " (`- Note: this` in a list of text).
 * Returns the text as the editor wrote it, or undefined.
 */
function textReadAsField(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value);
  if (entries.length !== 1) return undefined;
  const [key, inner] = entries[0]!;
  return typeof inner === 'string' || typeof inner === 'number' ? `${key}: ${String(inner)}` : undefined;
}

/** One problem of the form "what is wrong, what to do". `covers` names problems this one explains (they are not shown). */
export type DescribedIssue = { path: PathSegment[]; message: string; atKey?: boolean; covers?: PathSegment[] };

function describeIssue(issue: Issue, allowedKeys: (path: PathSegment[]) => string[] | undefined): DescribedIssue[] {
  const path = issue.path.filter((segment): segment is PathSegment => typeof segment !== 'symbol');
  switch (issue.code) {
    case 'invalid_type': {
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      if (issue.input === undefined) return [{ path, message: `missing required field, expected ${expected}` }];
      const text = issue.expected === 'string' ? textReadAsField(issue.input) : undefined;
      if (text !== undefined) {
        return [{ path, message: `got a field where text was expected, because the text contains ": "; put it in quotes: ${JSON.stringify(text)}` }];
      }
      return [{ path, message: `got ${preview(issue.input)}, expected ${expected}` }];
    }
    case 'unrecognized_keys': {
      const known = allowedKeys(path) ?? [];
      const present = isRecord(issue.input) ? issue.input : {};
      // A misspelt field usually leaves the field it meant missing: offer those first.
      const missing = known.filter((key) => !(key in present));
      return issue.keys.map((key): DescribedIssue => {
        const meant = nearest(key, missing)[0];
        if (meant) return { path: [...path, key], message: `unknown field "${key}", did you mean "${meant}"?`, atKey: true, covers: [...path, meant] };
        const hint = known.length > 0 ? (didYouMean(key, known) ?? `expected one of: ${[...known].sort().join(', ')}`) : 'expected no other fields here';
        return { path: [...path, key], message: `unknown field "${key}", ${hint}`, atKey: true };
      });
    }
    case 'invalid_value': {
      const allowed = issue.values.map((value) => String(value));
      return [{ path, message: `got ${preview(issue.input)}, ${expectedOneOf(String(issue.input), allowed)}` }];
    }
    case 'invalid_union': {
      if (issue.discriminator && 'options' in issue && Array.isArray(issue.options)) {
        const options = issue.options.map((option) => String(option));
        const at = path[path.length - 1] === issue.discriminator ? path : [...path, issue.discriminator];
        const value = isRecord(issue.input) ? issue.input[issue.discriminator] : undefined;
        if (value === undefined) return [{ path: at, message: `missing required field, expected one of: ${options.sort().join(', ')}` }];
        return [{ path: at, message: `got ${preview(value)}, ${expectedOneOf(String(value), options)}` }];
      }
      return [{ path, message: `got ${preview(issue.input)}, expected one of the allowed shapes` }];
    }
    case 'too_small': {
      const expectation = isDefaultMessage(issue.message)
        ? `at least ${String(issue.minimum)} ${unit(issue.origin)}`.trim()
        : issue.message;
      return [{ path, message: `got ${preview(issue.input)}, expected ${expectation}` }];
    }
    case 'too_big': {
      const size = typeof issue.input === 'string' ? ` (${visibleLength(issue.input)} characters)` : '';
      const expectation = isDefaultMessage(issue.message)
        ? `at most ${String(issue.maximum)} ${unit(issue.origin)}`.trim()
        : issue.message;
      return [{ path, message: `got ${preview(issue.input)}${size}, expected ${expectation}` }];
    }
    case 'invalid_format': {
      const expectation = isDefaultMessage(issue.message) ? `a valid ${issue.format}` : issue.message;
      return [{ path, message: `got ${preview(issue.input)}, expected ${expectation}` }];
    }
    default:
      return [{ path, message: isDefaultMessage(issue.message) ? issue.message : `got ${preview(issue.input)}, expected ${issue.message}` }];
  }
}

const samePath = (a: PathSegment[], b: PathSegment[]) => a.length === b.length && a.every((segment, i) => segment === b[i]);

/** Turns the zod issues of one file into problems, one per mistake. */
export function describeIssues(issues: Issue[], schema: z.ZodType, data: unknown): DescribedIssue[] {
  const described = issues.flatMap((issue) => describeIssue(issue, (path) => keysAt(schema, data, path)));
  const covered = described.flatMap((problem) => (problem.covers ? [problem.covers] : []));
  return described.filter((problem) => !covered.some((path) => samePath(path, problem.path)));
}

/** The field names a schema allows at a path of some data, for "unknown field" hints. */
export function keysAt(schema: z.ZodType, data: unknown, path: PathSegment[]): string[] | undefined {
  let current: unknown = schema;
  let value: unknown = data;
  const unwrap = (s: unknown): unknown => {
    let node = s as { _zod?: { def: Record<string, unknown> } };
    for (;;) {
      const def = node._zod?.def;
      if (!def) return node;
      if (['optional', 'nullable', 'default', 'readonly', 'nonoptional', 'catch', 'prefault'].includes(String(def.type))) {
        node = def.innerType as typeof node;
        continue;
      }
      if (def.type === 'union' && Array.isArray(def.options)) {
        const discriminator = def.discriminator as string | undefined;
        const wanted = discriminator && typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[discriminator] : undefined;
        const match = (def.options as typeof node[]).find((option) => {
          const shape = option._zod?.def.shape as Record<string, { _zod: { def: { values?: unknown[] } } }> | undefined;
          return discriminator && shape?.[discriminator]?._zod.def.values?.includes(wanted);
        });
        if (!match) return node;
        node = match;
        continue;
      }
      return node;
    }
  };
  for (const segment of path) {
    const def = (unwrap(current) as { _zod?: { def: Record<string, unknown> } })._zod?.def;
    if (!def) return undefined;
    if (def.type === 'object' && typeof segment === 'string') current = (def.shape as Record<string, unknown>)[segment];
    else if (def.type === 'array') current = def.element;
    else return undefined;
    value = typeof value === 'object' && value !== null ? (value as Record<PathSegment, unknown>)[segment] : undefined;
  }
  const def = (unwrap(current) as { _zod?: { def: Record<string, unknown> } })._zod?.def;
  return def?.type === 'object' ? Object.keys(def.shape as object) : undefined;
}


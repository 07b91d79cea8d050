import type { z } from 'zod';
import type { PathSegment } from './source';

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

/** Turns one zod issue into problems of the form "what is wrong, what was expected". */
export type DescribedIssue = { path: PathSegment[]; message: string; atKey?: boolean };

export function describeIssue(issue: Issue, allowedKeys: (path: PathSegment[]) => string[] | undefined): DescribedIssue[] {
  const path = issue.path.filter((segment): segment is PathSegment => typeof segment !== 'symbol');
  switch (issue.code) {
    case 'invalid_type': {
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      if (issue.input === undefined) return [{ path, message: `missing required field, expected ${expected}` }];
      return [{ path, message: `got ${preview(issue.input)}, expected ${expected}` }];
    }
    case 'unrecognized_keys': {
      const known = allowedKeys(path);
      const hint = known && known.length > 0 ? `expected one of: ${known.join(', ')}` : 'expected no other fields here';
      return issue.keys.map((key) => ({ path: [...path, key], message: `unknown field "${key}", ${hint}`, atKey: true }));
    }
    case 'invalid_value':
      return [{ path, message: `got ${preview(issue.input)}, expected one of: ${issue.values.map((v) => String(v)).join(', ')}` }];
    case 'invalid_union': {
      const discriminator = (issue as { discriminator?: string }).discriminator;
      if (discriminator) {
        const value = typeof issue.input === 'object' && issue.input !== null ? (issue.input as Record<string, unknown>)[discriminator] : undefined;
        return [{ path: [...path, discriminator], message: `got ${preview(value)}, expected a known ${discriminator} (see the schema for the list)` }];
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
      const size = typeof issue.input === 'string' ? ` (${issue.input.length} characters)` : '';
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

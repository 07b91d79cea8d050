import { z } from 'zod';
import type { PathSegment } from './source';
import { dateAdvice } from './date-advice';
import { isRecord } from './entries';
import { didYouMean, expectedOneOf, nearest } from './suggest';
import { type Issue, visibleLength } from './parse-content';
import { fieldNamesAt, pathKey } from './translation';

/** A short, readable rendering of a value an editor wrote. */
function preview(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (typeof value === 'string') return value.length > 40 ? `"${value.slice(0, 37)}..."` : `"${value}"`;
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') return 'a block of fields';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  // A function or a symbol: no YAML file holds one.
  return typeof value;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a block of fields',
};

const unit = (origin: string): string => (origin === 'string' ? 'characters' : origin === 'array' || origin === 'set' ? 'items' : '');

const isDefaultMessage = (message: string): boolean => /^(Invalid|Too (small|big)|Expected|Unrecognized)/.test(message);

/** A number or true/false written in quotes: the value to write without them, or undefined. */
function withoutQuotes(expected: string, input: string): string | undefined {
  const value = input.trim();
  if ((expected === 'number' || expected === 'int') && /^-?\d+(\.\d+)?$/.test(value.replaceAll(',', ''))) return value.replaceAll(',', '');
  if (expected === 'boolean' && /^(true|false)$/i.test(value)) return value.toLowerCase();
  return undefined;
}

/** A date mistake told once, with the date to write: the format and the calendar checks of a date field both fail on "31/12/2025". */
function dateIssue(path: PathSegment[], input: unknown, expectation: string): DescribedIssue[] | undefined {
  const advice = typeof input === 'string' && /YYYY-MM-DD|calendar date/.test(expectation) ? dateAdvice(input) : undefined;
  return advice ? [{ path, message: `got ${preview(input)}, expected a date written YYYY-MM-DD: ${advice}` }] : undefined;
}

/** One problem of the form "what is wrong, what to do". `covers` names problems this one explains (they are not shown). */
export type DescribedIssue = { path: PathSegment[]; message: string; atKey?: boolean; covers?: PathSegment[] };

function describeIssue(issue: Issue, allowedKeys: (path: PathSegment[]) => string[] | undefined): DescribedIssue[] {
  const path = issue.path.filter((segment): segment is PathSegment => typeof segment !== 'symbol');
  switch (issue.code) {
    case 'invalid_type': {
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      if (issue.input === undefined) return [{ path, message: `missing required field, expected ${expected}` }];
      // A placeholder written alone without quotes ({prices.hostingOffer}) reads as a field with no value;
      // text that contains ": " (`- Note: this` in a list of text) as a field with a value.
      const fields = issue.expected === 'string' && isRecord(issue.input) ? Object.entries(issue.input) : [];
      const [key, inner] = fields.length === 1 ? fields[0]! : [];
      if (key && inner === null && /^[\w-]+(\.[\w-]+)+$/.test(key)) {
        return [{ path, message: `got {${key}} without quotes, which YAML reads as a block of fields; put it in quotes: "{${key}}"` }];
      }
      if (typeof inner === 'string' || typeof inner === 'number') {
        const written = JSON.stringify(`${key}: ${String(inner)}`);
        return [{ path, message: `got a field where text was expected, because the text contains ": "; put it in quotes: ${written}` }];
      }
      const { input } = issue;
      const unquoted = typeof input === 'string' ? withoutQuotes(issue.expected, input) : undefined;
      if (typeof input === 'string' && unquoted !== undefined) {
        const field = typeof path[path.length - 1] === 'string' ? `${String(path[path.length - 1])}: ` : '- ';
        return [{ path, message: `got "${input}" in quotes, which makes it text; remove the quotes: ${field}${unquoted}` }];
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
        return [{ path: at, message: `got ${preview(value)}, ${expectedOneOf(typeof value === 'string' ? value : preview(value), options)}` }];
      }
      return [{ path, message: `got ${preview(issue.input)}, expected one of the allowed shapes` }];
    }
    case 'too_small':
    case 'too_big': {
      const limit = issue.code === 'too_big' ? `at most ${String(issue.maximum)}` : `at least ${String(issue.minimum)}`;
      const size = issue.code === 'too_big' && typeof issue.input === 'string' ? ` (${visibleLength(issue.input)} characters)` : '';
      const expectation = isDefaultMessage(issue.message) ? `${limit} ${unit(issue.origin)}`.trim() : issue.message;
      return [{ path, message: `got ${preview(issue.input)}${size}, expected ${expectation}` }];
    }
    case 'invalid_format': {
      const expectation = isDefaultMessage(issue.message) ? `a valid ${issue.format}` : issue.message;
      return dateIssue(path, issue.input, expectation) ?? [{ path, message: `got ${preview(issue.input)}, expected ${expectation}` }];
    }
    default:
      if (isDefaultMessage(issue.message)) return [{ path, message: issue.message }];
      return dateIssue(path, issue.input, issue.message) ?? [{ path, message: `got ${preview(issue.input)}, expected ${issue.message}` }];
  }
}

/** Turns the zod issues of one file into problems, one per mistake: a field that breaks two rules is told the first. */
export function describeIssues(issues: Issue[], schema: z.ZodType, data: unknown): DescribedIssue[] {
  const described = issues.flatMap((issue) => describeIssue(issue, (path) => fieldNamesAt(schema, data, path)));
  // The paths told already, or explained by another problem; each problem adds its own.
  const told = new Set(described.flatMap((problem) => (problem.covers ? [pathKey(problem.covers)] : [])));
  return described.filter(({ path }) => !told.has(pathKey(path)) && told.add(pathKey(path)));
}

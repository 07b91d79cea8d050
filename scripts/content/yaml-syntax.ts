/*
 * YAML mistakes explained in an editor's words, on the line where the editor made them. The
 * yaml package reports where its parser gave up, which is often the line above an over-indented
 * line or the end of the file after an unclosed quote; these rules find the line to fix.
 */
import { isMap, isScalar, isSeq, Scalar, type Document, type YAMLError } from 'yaml';
import type { PathSegment, Position } from './source';

/** A syntax mistake at a line and column of the YAML text (1-based, before any front-matter offset). */
export type SyntaxMistake = Position & { message: string; path?: PathSegment[] };

const KEY = /^(\s*)(?:-\s+)?([^\s#'"{[][^:#]*?):(?:\s|$)/;

function indentOf(line: string): number {
  return /^ */.exec(line)![0].length;
}

/** Column (1-based) where the content of a line starts, after a list dash. */
function contentColumn(line: string): number {
  return /^\s*(?:-\s+)?/.exec(line)![0].length + 1;
}

/** A line's text as a quoted YAML value, in whichever quotes it does not contain. */
function quoted(text: string): string {
  return text.includes('"') ? `'${text.replace(/'/g, "''")}'` : `"${text}"`;
}

function previousContentLine(lines: string[], index: number): number | undefined {
  for (let i = index - 1; i >= 0; i--) if (lines[i]!.trim() !== '' && !lines[i]!.trim().startsWith('#')) return i;
  return undefined;
}

function nextContentLine(lines: string[], index: number): number | undefined {
  for (let i = index + 1; i < lines.length; i++) if (lines[i]!.trim() !== '' && !lines[i]!.trim().startsWith('#')) return i;
  return undefined;
}

function indentation(lines: string[], index: number, why?: string): SyntaxMistake {
  const line = lines[index]!;
  const column = indentOf(line) + 1;
  const above = previousContentLine(lines, index);
  const key = above === undefined ? undefined : KEY.exec(lines[above]!)?.[2];
  const reason =
    why ??
    (above !== undefined && contentColumn(lines[above]!) !== column
      ? `it starts in column ${column}, the ${key ? `field "${key}"` : 'line'} above it in column ${contentColumn(lines[above]!)}; fields of one block start in the same column`
      : 'it does not line up with the block above it');
  return { line: index + 1, column, message: `check the indentation of line ${index + 1}: ${reason}` };
}

/** The explanation of one error of the yaml package, placed on the line of the mistake. */
export function explainSyntaxError(error: YAMLError, text: string, position: (offset: number) => Position): SyntaxMistake {
  const lines = text.split('\n');
  const at = position(error.pos[0]);
  const index = at.line - 1;
  const line = lines[index] ?? '';
  const rest = line.slice(at.column - 1);
  const key = KEY.exec(line);
  switch (error.code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY': {
      if (/:(\s|$)/.test(rest) && key) {
        return { ...at, message: `the text contains ": ", which starts a new field in YAML; put the whole text in quotes: ${key[2]}: ${quoted(rest.trim())}` };
      }
      const next = nextContentLine(lines, index);
      if (next !== undefined && indentOf(lines[next]!) > indentOf(line) + (line.trimStart().startsWith('- ') ? 2 : 0)) {
        const name = key?.[2];
        return indentation(lines, next, `it is indented further than ${name ? `"${name}"` : 'the line'} above it, so YAML reads it as part of that text; start it in column ${contentColumn(line)}`);
      }
      return indentation(lines, index);
    }
    case 'BLOCK_IN_FLOW':
      return { ...at, message: 'text between { } or [ ] contains ": "; put that text in quotes' };
    case 'TAB_AS_INDENT':
      return { line: at.line, column: 1, message: `line ${at.line} is indented with a tab; YAML needs spaces: replace the tab with spaces` };
    case 'DUPLICATE_KEY': {
      const name = key?.[2] ?? rest.split(':')[0]!.trim();
      const first = lines.findIndex((other, i) => i < index && indentOf(other) === indentOf(line) && KEY.exec(other)?.[2] === name);
      return { ...at, message: `field "${name}" is written twice${first >= 0 ? ` (first on line ${first + 1})` : ''}; keep one of them` };
    }
    case 'BAD_SCALAR_START': {
      const value = key ? line.slice(key[0].length).trim() : rest.trim();
      return { ...at, message: `text cannot start with "${value[0] ?? rest[0]}"; put it in quotes: ${key ? `${key[2]}: ` : ''}${quoted(value)}` };
    }
    case 'UNEXPECTED_TOKEN': {
      const value = key ? line.slice(key[0].length).trim() : rest.trim();
      if (/^["']/.test(value)) {
        return { ...at, message: `the text goes on after its closing quote; if the quotes are part of the text, put all of it in quotes: ${key ? `${key[2]}: ` : ''}${quoted(value)}` };
      }
      break;
    }
    case 'MISSING_CHAR': {
      const quote = /closing (["'])/.exec(error.message)?.[1] ?? (/closing "quote/.test(error.message) ? '"' : undefined);
      if (quote) {
        const opened = findUnclosed(lines, index, (l) => {
          const value = KEY.exec(l) ? l.slice(KEY.exec(l)![0].length).trim() : l.trim().replace(/^-\s+/, '');
          return value.startsWith(quote) && value.split(quote).length % 2 === 0;
        });
        return { line: opened + 1, column: lines[opened]!.indexOf(quote) + 1, message: `the quote ${quote} that starts this text is never closed; end the text with ${quote}` };
      }
      if (/without - indicator/.test(error.message)) return indentation(lines, index);
      break;
    }
    case 'BAD_INDENT': {
      const flow = /Flow (sequence|map)/.exec(error.message)?.[1];
      if (flow) {
        const [open, close] = flow === 'sequence' ? ['[', ']'] : ['{', '}'];
        const opened = findUnclosed(lines, index, (l) => l.split(open).length > l.split(close).length);
        return { line: opened + 1, column: lines[opened]!.indexOf(open) + 1, message: `the ${flow === 'sequence' ? 'list' : 'block'} opened with ${open} is not closed; end it with ${close}` };
      }
      return indentation(lines, index);
    }
  }
  return { ...at, message: error.message.split('\n')[0]!.trim() };
}

/** The nearest line at or above `index` that `isOpen`, or `index` itself when none is. */
function findUnclosed(lines: string[], index: number, isOpen: (line: string) => boolean): number {
  for (let i = Math.min(index, lines.length - 1); i >= 0; i--) if (isOpen(lines[i]!)) return i;
  return index;
}

/**
 * List items that YAML silently joined to the item above: a line indented one space too far
 * continues the text before it ("1 e-mail ID - 10 GB disk space"). Exact by the parser's own
 * positions: a plain, unquoted text in a list that runs over several lines, one of which starts
 * with "- ".
 */
export function findJoinedListItems(doc: Document, text: string, position: (offset: number) => Position): SyntaxMistake[] {
  const mistakes: SyntaxMistake[] = [];
  const visit = (node: unknown, path: PathSegment[], inList: boolean) => {
    if (isMap(node)) {
      for (const pair of node.items) if (isScalar(pair.key)) visit(pair.value, [...path, String(pair.key.value)], false);
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => visit(item, [...path, i], true));
    } else if (inList && isScalar(node) && node.type === Scalar.PLAIN && node.range) {
      const written = text.slice(node.range[0], node.range[1]);
      const match = /\n([ \t]*)- /.exec(written);
      if (!match) return;
      const where = position(node.range[0] + match.index + 1 + match[1]!.length);
      mistakes.push({
        ...where,
        path,
        message: `this line is indented further than the "-" above it, so YAML joins it to that item (${JSON.stringify(String(node.value))}); to make it an item of its own, start its "-" in the same column as the others`,
      });
    }
  };
  visit(doc.contents, [], false);
  return mistakes;
}

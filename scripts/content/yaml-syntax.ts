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

const indentOf = (line: string): number => /^ */.exec(line)![0].length;

/** Column (1-based) where the content of a line starts, after a list dash. */
const contentColumn = (line: string): number => /^\s*(?:-\s+)?/.exec(line)![0].length + 1;

/** What a line writes after its field, or after its list dash. */
const valueOf = (line: string): string => line.slice(KEY.exec(line)?.[0].length ?? contentColumn(line) - 1).trim();

/** A line's text as a quoted YAML value, in whichever quotes it does not contain. */
const quoted = (text: string): string => (text.includes('"') ? `'${text.replace(/'/g, "''")}'` : `"${text}"`);

/** The nearest line above (`step` -1) or below (1) line `index` that is neither blank nor a comment. */
function contentLine(lines: string[], index: number, step: 1 | -1): number | undefined {
  for (let i = index + step; i >= 0 && i < lines.length; i += step) if (/^\s*[^\s#]/.test(lines[i]!)) return i;
  return undefined;
}

function indentation(lines: string[], index: number, why?: string): SyntaxMistake {
  const column = indentOf(lines[index]!) + 1;
  const above = contentLine(lines, index, -1);
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
  const value = valueOf(line);
  // The value after the line's field, or from where the parser stopped, quoted as the line would write it.
  const valueAfterKey = key ? value : rest.trim();
  const inQuotes = `${key ? `${key[2]}: ` : ''}${quoted(valueAfterKey)}`;
  // A text that starts with a placeholder ({courses.count} courses) reads as a block of fields.
  if (/^\{[\w.-]+\}/.test(value) && !/^\{[\w.-]+\}\s*(#.*)?$/.test(value)) {
    const written = `${key ? `${key[2]}: ` : '- '}${quoted(value)}`;
    const message = `a text that starts with a placeholder must be in quotes, or YAML reads the braces as a block of fields: ${written}`;
    return { line: at.line, column: line.indexOf(value) + 1, message };
  }
  switch (error.code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY': {
      if (/:(\s|$)/.test(rest) && key) {
        return { ...at, message: `the text contains ": ", which starts a new field in YAML; put the whole text in quotes: ${key[2]}: ${quoted(rest.trim())}` };
      }
      const next = contentLine(lines, index, 1);
      if (next !== undefined && indentOf(lines[next]!) > indentOf(line) + (line.trimStart().startsWith('- ') ? 2 : 0)) {
        const why = `it is indented further than ${key ? `"${key[2]}"` : 'the line'} above it, so YAML reads it as part of that text; start it in column ${contentColumn(line)}`;
        return indentation(lines, next, why);
      }
      return indentation(lines, index);
    }
    case 'BLOCK_IN_FLOW':
      return { ...at, message: 'text between { } or [ ] contains ": "; put that text in quotes' };
    case 'TAB_AS_INDENT':
      return { line: at.line, column: 1, message: `line ${at.line} is indented with a tab; YAML needs spaces: replace the tab with spaces` };
    case 'DUPLICATE_KEY': {
      const name = key?.[2] ?? rest.split(':')[0]!.trim();
      const item = itemStart(lines, index);
      // The item's first field again: a list item whose "- " was deleted, read as part of the item above.
      if (item !== undefined && KEY.exec(lines[item]!)?.[2] === name) {
        const dash = indentOf(line) - 2;
        const written = `${' '.repeat(dash)}- ${line.trim()}`;
        const message = `a "- " is missing at the start of line ${at.line}, so YAML joins this item to the one above (which then has "${name}" twice); write the line as "${written}", its "-" in column ${dash + 1} like the items above`;
        return { line: at.line, column: indentOf(line) + 1, message };
      }
      const first = lines.findIndex((other, i) => i < index && indentOf(other) === indentOf(line) && KEY.exec(other)?.[2] === name);
      return { ...at, message: `field "${name}" is written twice${first >= 0 ? ` (first on line ${first + 1})` : ''}; keep one of them` };
    }
    case 'BAD_SCALAR_START':
      return { ...at, message: `text cannot start with "${valueAfterKey[0] ?? rest[0]}"; put it in quotes: ${inQuotes}` };
    case 'UNEXPECTED_TOKEN':
      if (/^["']/.test(valueAfterKey))
        return { ...at, message: `the text goes on after its closing quote; if the quotes are part of the text, put all of it in quotes: ${inQuotes}` };
      break;
    case 'MISSING_CHAR': {
      const quote = /closing (["'])/.exec(error.message)?.[1] ?? (/closing "quote/.test(error.message) ? '"' : undefined);
      if (quote) {
        const opened = findUnclosed(lines, index, (l) => valueOf(l).startsWith(quote) && valueOf(l).split(quote).length % 2 === 0);
        const message = `the quote ${quote} that starts this text is never closed; end the text with ${quote}`;
        return { line: opened + 1, column: lines[opened]!.indexOf(quote) + 1, message };
      }
      if (/without - indicator/.test(error.message)) return indentation(lines, index);
      break;
    }
    case 'BAD_INDENT': {
      const flow = /Flow (sequence|map)/.exec(error.message)?.[1];
      if (flow) {
        const [open, close, kind] = flow === 'sequence' ? ['[', ']', 'list'] : ['{', '}', 'block'];
        const opened = findUnclosed(lines, index, (l) => l.split(open).length > l.split(close).length);
        const openedLine = lines[opened]!;
        // Text that starts with the bracket (a heading "[New] …") needs quotes, not a closing bracket.
        const field = KEY.exec(openedLine);
        const value = valueOf(openedLine);
        const asText = field && value.startsWith(open) ? ` (a ${kind}), or if it is text, put it in quotes: ${field[2]}: ${quoted(value)}` : '';
        const message = `the ${kind} opened with ${open} is not closed; end it with ${close}${asText}`;
        return { line: opened + 1, column: openedLine.indexOf(open) + 1, message };
      }
      return indentation(lines, index);
    }
  }
  return { ...at, message: error.message.split('\n')[0]!.trim() };
}

/** The line where the list item holding line `index` starts ("- field: …" two columns to its left), if it is in one. */
function itemStart(lines: string[], index: number): number | undefined {
  const indent = indentOf(lines[index]!);
  for (let i = contentLine(lines, index, -1); i !== undefined; i = contentLine(lines, i, -1)) {
    const line = lines[i]!;
    if (indentOf(line) === indent - 2 && line.trimStart().startsWith('- ')) return i;
    if (indentOf(line) < indent) return undefined;
  }
  return undefined;
}

/**
 * The lines indented with a tab, each a mistake of its own (YAML stops at the first), with the
 * spaces to write instead: those of the last line that starts with the same field (a sibling),
 * else those of the line above, or two more under a line that opens a block.
 */
export function tabbedLines(text: string): SyntaxMistake[] {
  const mistakes: SyntaxMistake[] = [];
  let above: { indent: number; opens: boolean } | undefined;
  const seen = new Map<string, number>();
  text.split('\n').forEach((line, i) => {
    const content = line.replace(/^[ \t]*/, '');
    if (content === '' || content.startsWith('#')) return;
    const isTabbed = /^ *\t/.test(line);
    const start = /^(-\s+)?([^\s:#'"{[][^:#]*?):(?:\s|$)/.exec(content);
    const field = start ? `${start[1] ? '- ' : ''}${start[2]}` : undefined;
    const sibling = field === undefined ? undefined : seen.get(field);
    const indent = !isTabbed ? indentOf(line) : (sibling ?? (above ? above.indent + (above.opens ? 2 : 0) : 0));
    if (field !== undefined) seen.set(field, indent);
    if (isTabbed) {
      const fix = indent === 0 ? 'remove the tab, so the line starts in column 1' : `indent it with ${indent} spaces instead`;
      mistakes.push({ line: i + 1, column: 1, message: `line ${i + 1} is indented with a tab, which YAML does not allow; ${fix}` });
    }
    // A line whose text is a list item's dash keeps its fields two columns further in.
    const dash = /^-\s+/.exec(content)?.[0].length ?? 0;
    above = { indent: indent + dash, opens: /:\s*$/.test(content) };
  });
  return mistakes;
}

/** The nearest line at or above `index` that `isOpen`, or `index` itself when none is. */
function findUnclosed(lines: string[], index: number, isOpen: (line: string) => boolean): number {
  for (let i = Math.min(index, lines.length - 1); i >= 0; i--) if (isOpen(lines[i]!)) return i;
  return index;
}

/**
 * List items that YAML silently joined to the item above, a line indented one space too far ("1 e-mail
 * ID - 10 GB disk space"): by the parser's own positions, a plain text in a list whose lines go on with "- ".
 */
export function findJoinedListItems(doc: Document, text: string, position: (offset: number) => Position): SyntaxMistake[] {
  const visit = (node: unknown, path: PathSegment[], inList: boolean): SyntaxMistake[] => {
    if (isMap(node)) return node.items.flatMap((pair) => (isScalar(pair.key) ? visit(pair.value, [...path, String(pair.key.value)], false) : []));
    if (isSeq(node)) return node.items.flatMap((item, i) => visit(item, [...path, i], true));
    if (!inList || !isScalar(node) || node.type !== Scalar.PLAIN || !node.range) return [];
    const match = /\n([ \t]*)- /.exec(text.slice(node.range[0], node.range[1]));
    if (!match) return [];
    const message = `this line is indented further than the "-" above it, so YAML joins it to that item (${JSON.stringify(String(node.value))}); to make it an item of its own, start its "-" in the same column as the others`;
    return [{ ...position(node.range[0] + match.index + 1 + match[1]!.length), path, message }];
  };
  return visit(doc.contents, [], false);
}

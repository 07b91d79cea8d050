import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { CORE_SCHEMA, load, YAMLException } from 'js-yaml';
import { isMap, isNode, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { explainSyntaxError, findJoinedListItems, tabbedLines, type SyntaxMistake } from './yaml-syntax';

export type Position = { line: number; column: number };
export type PathSegment = string | number;

/** One mistake in content/, reported as `file:line:column field.path: message`. */
export type Problem = { file: string; line: number; column: number; path: PathSegment[]; message: string };

export function formatPath(path: PathSegment[]): string {
  return path.reduce<string>((text, segment) => (typeof segment === 'number' ? `${text}[${segment}]` : text ? `${text}.${segment}` : segment), '');
}

/** `file:line:column field: message`, a form that terminals and editors link to the line. */
export function formatProblem(problem: Problem): string {
  const field = problem.path.length > 0 ? `${formatPath(problem.path)}: ` : '';
  return `${problem.file}:${problem.line}:${problem.column} ${field}${problem.message}`;
}

/** A warning reads like a problem, marked as one that does not stop the build. */
export const formatWarning = (warning: Problem): string => formatProblem({ ...warning, message: `(warning) ${warning.message}` });

/** A problem of the value at `path` of a file (of its key, with `atKey`), told where it was written. */
export function problemAt(source: Pick<Source, 'file' | 'locate'>, path: PathSegment[], message: string, atKey = false): Problem {
  return { file: source.file, ...source.locate(path, atKey), path, message };
}

/** A problem of a whole file, told at its start. */
export const fileProblem = (file: string, message: string): Problem => ({ file, line: 1, column: 1, path: [], message });

/** A parsed content file that can say where any field of its data was written. */
export type Source = {
  file: string;
  text: string;
  data: unknown;
  problems: Problem[];
  /** Where the value at `path` was written, or with `atKey` its key (for unknown fields). */
  locate: (path: PathSegment[], atKey?: boolean) => Position;
  /** The lines the value at `path` takes, from its first line to its last (a list item with all its fields). */
  span: (path: PathSegment[]) => { line: number; endLine: number };
};

/** What parsing a file found: its data and its mistakes, plain values that a worker thread can send back. */
export type Parsed = Pick<Source, 'data' | 'problems'>;

/**
 * Parses YAML: js-yaml reads the data (fast; the core schema keeps dates text); the position-keeping
 * parser (the yaml package) runs lazily, once a problem needs a position. `lineOffset`: the lines
 * before the YAML (1 for front matter); `parsed`: what a worker thread found already in the same text.
 */
export function parseYamlSource(file: string, text: string, lineOffset = 0, parsed?: Parsed): Source {
  const lineCounter = new LineCounter();
  let doc: Document.Parsed | undefined;
  const document = () => (doc ??= parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true }));
  // Where an offset of the YAML text is in the file, or with `linesBefore` 0 in the YAML text.
  const at = (offset: number, linesBefore = lineOffset): Position => {
    document();
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + linesBefore, column: col };
  };
  const inText = (offset: number) => at(offset, 0);
  const problem = (mistake: SyntaxMistake): Problem => ({
    file,
    line: mistake.line + lineOffset,
    column: mistake.column,
    path: mistake.path ?? [],
    message: mistake.path ? mistake.message : `YAML syntax: ${mistake.message}`,
  });

  /** The range of the node at `path`, or of the deepest node on the way to it, or the text's start. */
  const rangeOf = (path: PathSegment[], atKey: boolean): [number, number, number] => {
    let node: unknown = document().contents;
    let best: [number, number, number] | undefined = isNode(node) ? (node.range ?? undefined) : undefined;
    for (const [index, segment] of path.entries()) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && item.key.value === segment);
        if (!pair || !isScalar(pair.key)) break;
        best = pair.key.range ?? best;
        node = pair.value;
        if (atKey && index === path.length - 1) break;
        if (isNode(node) && node.range) best = node.range;
      } else if (isSeq(node) && typeof segment === 'number') {
        node = node.items[segment];
        if (!isNode(node) || !node.range) break;
        best = node.range;
      } else break;
    }
    return best ?? [0, 0, 0];
  };
  const locate = (path: PathSegment[], atKey = false): Position => at(rangeOf(path, atKey)[0]);
  const span = (path: PathSegment[]) => {
    const [start, end] = rangeOf(path, false);
    // The value's end, before the line break or comment that may close it.
    return { line: at(start).line, endLine: at(Math.max(start, end - 1)).line };
  };

  if (parsed) return { file, text, data: parsed.data, problems: parsed.problems, locate, span };
  // Nothing but comments and blank lines: front matter without fields, or a file not written yet.
  if (!/^[ \t]*[^\s#]/m.test(text)) {
    const empty = 'the file is empty; write its fields (copy another file of its folder to start from), or delete it';
    return { file, text, data: lineOffset > 0 ? {} : undefined, problems: lineOffset > 0 ? [] : [fileProblem(file, empty)], locate, span };
  }
  let data: unknown;
  try {
    data = load(text, { schema: CORE_SCHEMA }) ?? undefined;
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    // The position-keeping parser finds every syntax mistake of the file, not just the first.
    // One mistake often trips it again on the same or the next line: those are not told.
    const doc = document();
    // Every tabbed line is told, and nothing else: the parser trips on the lines around them too.
    const tabs = tabbedLines(text);
    const mistakes = [...doc.errors, ...doc.warnings].map((error) => explainSyntaxError(error, text, inText)).sort((a, b) => a.line - b.line);
    const told = tabs.length > 0 ? tabs : mistakes.filter((mistake, i) => i === 0 || mistake.line > mistakes[i - 1]!.line + 1);
    // js-yaml's own error, where the position-keeping parser finds none.
    const { line, column } = error.mark ?? { line: 0, column: 0 };
    const problems = (told.length > 0 ? told : [{ line: line + 1, column: column + 1, message: error.reason }]).map(problem);
    return { file, text, data: undefined, problems, locate, span };
  }
  // Joined list items read as valid YAML; only text with " - " in it can be one.
  const joined = JSON.stringify(data ?? null).includes(' - ') ? findJoinedListItems(document(), text, inText).map(problem) : [];
  return { file, text, data: joined.length > 0 ? undefined : data, problems: joined, locate, span };
}

/** Splits a Markdown file into front matter (parsed with positions, its YAML text as `yaml`) and body. */
export function parseMarkdownSource(file: string, text: string): { source: Source; yaml: string; body: string; bodyLine: number } {
  if (!/^---\r?\n/.test(text)) {
    const empty = 'the file is empty; start it with a line ---, a line title: and the title, and another line ---, then write the text below';
    const message = text.trim() === '' ? empty : 'missing front matter, expected the file to start with a --- block';
    // A source with no data, whose every field is at the file's start.
    return { source: { ...parseYamlSource(file, ''), text, problems: [fileProblem(file, message)] }, yaml: '', body: '', bodyLine: 1 };
  }
  // gray-matter only splits the file (its YAML engine does nothing: parseYamlSource reads the YAML). Passing
  // options keeps it from caching each file's text, which a blog of thousands of posts pays for.
  const split = matter(text, { engines: { yaml: () => ({}) } });
  const source = parseYamlSource(file, split.matter.replace(/^\r?\n/, ''), 1);
  return { source: { ...source, text }, yaml: source.text, body: split.content, bodyLine: positionAt(text, text.length - split.content.length).line };
}

/** Where `index` of `text` is, in a file where `text` starts on line `firstLine` (a Markdown body below its front matter). */
export function positionAt(text: string, index: number, firstLine = 1): Position {
  const before = text.slice(0, index).split('\n');
  return { line: firstLine + before.length - 1, column: before[before.length - 1]!.length + 1 };
}

/** A content file to read: where it is, its name as messages show it, and whether it is Markdown under front matter. */
export type FileToRead = { absolute: string; shown: string; isMarkdown: boolean };

/** A content file as read: its text, its YAML (all of it, or the front matter), what parsing found, a Markdown file's body. */
export type ReadFile = Parsed & { text: string; yaml: string; body: { text: string; line: number } | undefined };

/** Reads and parses `files` on this thread; synchronous reads, as thousands of small files read several times faster so than awaited one by one. */
export function readFiles(files: FileToRead[]): ReadFile[] {
  return files.map(({ absolute, shown, isMarkdown }) => {
    const text = readFileSync(absolute, 'utf8');
    if (!isMarkdown) {
      const { data, problems } = parseYamlSource(shown, text);
      return { text, yaml: text, data, problems, body: undefined };
    }
    const { source, yaml, body, bodyLine } = parseMarkdownSource(shown, text);
    return { text, yaml, data: source.data, problems: source.problems, body: { text: body, line: bodyLine } };
  });
}

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
 * Parses YAML for the build. js-yaml reads the data (fast, with the core schema, so dates stay
 * text); positions are only needed when something is wrong, so the position-keeping parser
 * (the yaml package) runs lazily, on the first problem in a file. `lineOffset` is the number of
 * lines before the YAML starts in the file (1 for Markdown front matter). `parsed`: what parsing
 * the same text found already (on a worker thread), so only positions are left to find.
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

  /** The range of the node at `path`, or of the deepest node on the way to it. */
  const rangeOf = (path: PathSegment[], atKey: boolean): [number, number, number] | undefined => {
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
    return best;
  };
  const locate = (path: PathSegment[], atKey = false): Position => {
    const range = rangeOf(path, atKey);
    return range ? at(range[0]) : { line: 1 + lineOffset, column: 1 };
  };
  const span = (path: PathSegment[]) => {
    const range = rangeOf(path, false);
    // The value's end, before the line break or comment that may close it.
    return { line: locate(path).line, endLine: range ? at(Math.max(range[0], range[1] - 1)).line : 1 + lineOffset };
  };

  if (parsed) return { file, text, data: parsed.data, problems: parsed.problems, locate, span };
  // Nothing but comments and blank lines: front matter without fields, or a file not written yet.
  if (!/^[ \t]*[^\s#]/m.test(text)) {
    const empty =
      lineOffset > 0 ? [] : [fileProblem(file, 'the file is empty; write its fields (copy another file of its folder to start from), or delete it')];
    return { file, text, data: lineOffset > 0 ? {} : undefined, problems: empty, locate, span };
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
    const problems = (tabs.length > 0 ? tabs : mistakes.filter((mistake, i) => i === 0 || mistake.line > mistakes[i - 1]!.line + 1)).map(problem);
    if (problems.length === 0) {
      problems.push({
        file,
        line: (error.mark?.line ?? 0) + 1 + lineOffset,
        column: (error.mark?.column ?? 0) + 1,
        path: [],
        message: `YAML syntax: ${error.reason}`,
      });
    }
    return { file, text, data: undefined, problems, locate, span };
  }
  // Joined list items read as valid YAML; only text with " - " in it can be one.
  const joined = JSON.stringify(data ?? null).includes(' - ') ? findJoinedListItems(document(), text, inText).map(problem) : [];
  return { file, text, data: joined.length > 0 ? undefined : data, problems: joined, locate, span };
}

/** Splits a Markdown file into front matter (parsed with positions, its YAML text as `yaml`) and body. */
export function parseMarkdownSource(file: string, text: string): { source: Source; yaml: string; body: string; bodyLine: number } {
  if (!/^---\r?\n/.test(text)) {
    const message =
      text.trim() === ''
        ? 'the file is empty; start it with a line ---, a line title: and the title, and another line ---, then write the text below'
        : 'missing front matter, expected the file to start with a --- block';
    // A source with no data, whose every field is at the file's start.
    const nothing = parseYamlSource(file, '');
    return { source: { ...nothing, text, problems: [fileProblem(file, message)] }, yaml: '', body: '', bodyLine: 1 };
  }
  let source: Source | undefined;
  // gray-matter splits the file; the YAML itself goes through the position-keeping parser. Passing
  // options keeps gray-matter from caching each file's text, which a blog of thousands of posts pays for.
  const parsed = matter(text, {
    engines: {
      yaml: (frontMatter: string) => {
        source = parseYamlSource(file, frontMatter.replace(/^\r?\n/, ''), 1);
        // Only the split is used here: the build reads `source`, not what this returns.
        return {};
      },
    },
  });
  const resolved = source ?? parseYamlSource(file, '', 1);
  const bodyLine = text.slice(0, text.length - parsed.content.length).split('\n').length;
  return { source: { ...resolved, text }, yaml: resolved.text, body: parsed.content, bodyLine };
}

/** Where `index` of `text` is, in a file where `text` starts on line `firstLine` (a Markdown body below its front matter). */
export function positionAt(text: string, index: number, firstLine = 1): Position {
  const before = text.slice(0, index).split('\n');
  return { line: firstLine + before.length - 1, column: before[before.length - 1]!.length + 1 };
}

/** A content file to read: where it is, its name as messages show it, and whether it is Markdown under front matter. */
export type FileToRead = { absolute: string; shown: string; isMarkdown: boolean };

/**
 * A content file as read: its text, its YAML (all of it, or the front matter), what parsing it
 * found, and a Markdown file's body; plain values, which a worker thread can send back.
 */
export type ReadFile = Parsed & { text: string; yaml: string; body: { text: string; line: number } | undefined };

/**
 * Reads and parses `files` on this thread. Files are read synchronously: a blog of thousands of
 * small files reads several times faster that way than with one awaited read after another.
 */
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

import matter from 'gray-matter';
import { CORE_SCHEMA, load, YAMLException } from 'js-yaml';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';

export type Position = { line: number; column: number };
export type PathSegment = string | number;

/** One mistake in content/, reported as `file:line:column field.path: message`. */
export type Problem = { file: string; line: number; column: number; path: PathSegment[]; message: string };

export function formatPath(path: PathSegment[]): string {
  return path.reduce<string>(
    (text, segment) => (typeof segment === 'number' ? `${text}[${segment}]` : text ? `${text}.${segment}` : segment),
    '',
  );
}

export function formatProblem(problem: Problem): string {
  const field = problem.path.length > 0 ? `${formatPath(problem.path)}: ` : '';
  return `${problem.file}:${problem.line}:${problem.column} ${field}${problem.message}`;
}

/** A parsed content file that can say where any field of its data was written. */
export type Source = {
  file: string;
  text: string;
  data: unknown;
  problems: Problem[];
  /** Where the value at `path` was written, or with `atKey` its key (for unknown fields). */
  locate: (path: PathSegment[], atKey?: boolean) => Position;
};

/**
 * Parses YAML for the build. js-yaml reads the data (fast, with the core schema, so dates stay
 * text); positions are only needed when something is wrong, so the position-keeping parser
 * (the yaml package) runs lazily, on the first problem in a file. `lineOffset` is the number of
 * lines before the YAML starts in the file (1 for Markdown front matter).
 */
export function parseYamlSource(file: string, text: string, lineOffset = 0): Source {
  let positions: { doc: ReturnType<typeof parseDocument>; lineCounter: LineCounter } | undefined;
  const document = () => {
    if (!positions) {
      const lineCounter = new LineCounter();
      positions = { doc: parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true }), lineCounter };
    }
    return positions;
  };
  const at = (offset: number): Position => {
    const { line, col } = document().lineCounter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };

  const locate = (path: PathSegment[], atKey = false): Position => {
    let node: unknown = document().doc.contents;
    let best: [number, number, number] | undefined = isNode(node) ? node.range ?? undefined : undefined;
    for (const [index, segment] of path.entries()) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && item.key.value === segment);
        if (!pair) break;
        const key = pair.key as Node;
        best = key.range ?? best;
        node = pair.value;
        if (atKey && index === path.length - 1) break;
        if (isNode(node) && node.range) best = node.range;
      } else if (isSeq(node) && typeof segment === 'number') {
        node = node.items[segment];
        if (!isNode(node) || !node.range) break;
        best = node.range;
      } else {
        break;
      }
    }
    return best ? at(best[0]) : { line: 1 + lineOffset, column: 1 };
  };

  try {
    return { file, text, data: load(text, { schema: CORE_SCHEMA }) ?? undefined, problems: [], locate };
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    // The position-keeping parser lists every syntax error of the file, not just the first.
    const { doc } = document();
    const problems: Problem[] = [...doc.errors, ...doc.warnings].map((found) => ({
      file,
      ...at(found.pos[0]),
      path: [],
      message: `YAML syntax: ${firstLine(found.message)}`,
    }));
    if (problems.length === 0) {
      problems.push({ file, line: (error.mark?.line ?? 0) + 1 + lineOffset, column: (error.mark?.column ?? 0) + 1, path: [], message: `YAML syntax: ${error.reason}` });
    }
    return { file, text, data: undefined, problems, locate };
  }
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && 'range' in value;
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.trim();
}

/** Splits a Markdown file into front matter (parsed with positions) and body. */
export function parseMarkdownSource(file: string, text: string): { source: Source; body: string; bodyLine: number } {
  if (!/^---\r?\n/.test(text)) {
    const source: Source = {
      file,
      text,
      data: undefined,
      problems: [{ file, line: 1, column: 1, path: [], message: 'missing front matter, expected the file to start with a --- block' }],
      locate: () => ({ line: 1, column: 1 }),
    };
    return { source, body: '', bodyLine: 1 };
  }
  let source: Source | undefined;
  // gray-matter splits the file; the YAML itself goes through the position-keeping parser.
  const parsed = matter(text, {
    engines: {
      yaml: (frontMatter: string) => {
        source = parseYamlSource(file, frontMatter.replace(/^\r?\n/, ''), 1);
        return (source.data ?? {}) as object;
      },
    },
  });
  const resolved = source ?? parseYamlSource(file, '', 1);
  const bodyLine = text.slice(0, text.length - parsed.content.length).split('\n').length;
  return { source: { ...resolved, text }, body: parsed.content, bodyLine };
}

/** Line and column of the first occurrence of `needle` in `text` (used for links in Markdown bodies). */
export function positionOfText(text: string, needle: string): Position {
  const index = text.indexOf(needle);
  if (index < 0) return { line: 1, column: 1 };
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

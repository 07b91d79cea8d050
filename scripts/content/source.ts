import matter from 'gray-matter';
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
  locate: (path: PathSegment[]) => Position;
};

/**
 * Parses YAML keeping positions, so every later problem can name a line. `lineOffset` is the
 * number of lines before the YAML starts in the file (1 for Markdown front matter).
 */
export function parseYamlSource(file: string, text: string, lineOffset = 0): Source {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
  const problems: Problem[] = [...doc.errors, ...doc.warnings].map((error) => {
    const position = at(error.pos[0]);
    return { file, ...position, path: [], message: `YAML syntax: ${firstLine(error.message)}` };
  });

  const locate = (path: PathSegment[]): Position => {
    let node: unknown = doc.contents;
    let best: [number, number, number] | undefined = isNode(node) ? node.range ?? undefined : undefined;
    for (const segment of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && item.key.value === segment);
        if (!pair) break;
        const key = pair.key as Node;
        best = key.range ?? best;
        node = pair.value;
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

  return { file, text, data: problems.length > 0 ? undefined : doc.toJS(), problems, locate };
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

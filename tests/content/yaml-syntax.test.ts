import { describe, expect, it } from 'vitest';
import { formatProblem, parseMarkdownSource, parseYamlSource } from '../../scripts/content/source';

/** What an editor is told about a YAML file, one line per mistake. */
const told = (text: string) => parseYamlSource('x.yaml', text).problems.map(formatProblem);

describe('YAML mistakes, explained on the line of the mistake', () => {
  it('asks for quotes around text with ": " in it, and writes the line for the editor', () => {
    expect(told('title: Hosting\nsummary: Plans: from one site to fifty\n')).toEqual([
      'x.yaml:2:10 YAML syntax: the text contains ": ", which starts a new field in YAML; put the whole text in quotes: summary: "Plans: from one site to fifty"',
    ]);
  });

  it('points at an under-indented line itself, once', () => {
    expect(told('items:\n  - title: A\n    text: B\n   icon: star\n')).toEqual([
      'x.yaml:4:4 YAML syntax: check the indentation of line 4: it starts in column 4, the field "text" above it in column 5; fields of one block start in the same column',
    ]);
  });

  it('names a tab, an unclosed quote, a repeated field and a reserved first character', () => {
    expect(told('title: A\n\tsummary: B\n')).toEqual([
      'x.yaml:2:1 YAML syntax: line 2 is indented with a tab, which YAML does not allow; remove the tab, so the line starts in column 1',
    ]);
    expect(told('title: "Hosting\nsummary: B\n')).toEqual(['x.yaml:1:8 YAML syntax: the quote " that starts this text is never closed; end the text with "']);
    expect(told('title: A\nsummary: B\ntitle: C\n')).toEqual(['x.yaml:3:1 YAML syntax: field "title" is written twice (first on line 1); keep one of them']);
    expect(told('title: @pinkstone\n')).toEqual(['x.yaml:1:8 YAML syntax: text cannot start with "@"; put it in quotes: title: "@pinkstone"']);
    expect(told('title: "Best" plans\n')).toEqual([
      `x.yaml:1:15 YAML syntax: the text goes on after its closing quote; if the quotes are part of the text, put all of it in quotes: title: '"Best" plans'`,
    ]);
  });

  it('names every tabbed line at once, with the spaces its block needs', () => {
    expect(told('items:\n\t- title: A\n\t  text: B\n  - title: C\n\t  text: D\n')).toEqual([
      'x.yaml:2:1 YAML syntax: line 2 is indented with a tab, which YAML does not allow; indent it with 2 spaces instead',
      'x.yaml:3:1 YAML syntax: line 3 is indented with a tab, which YAML does not allow; indent it with 4 spaces instead',
      'x.yaml:5:1 YAML syntax: line 5 is indented with a tab, which YAML does not allow; indent it with 4 spaces instead',
    ]);
  });

  it('tells a list item whose "- " was deleted from a field written twice', () => {
    expect(told('items:\n  - title: A\n    text: B\n    title: C\n    text: D\n')).toEqual([
      'x.yaml:4:5 YAML syntax: a "- " is missing at the start of line 4, so YAML joins this item to the one above (which then has "title" twice); write the line as "  - title: C", its "-" in column 3 like the items above',
    ]);
    expect(told('items:\n  - title: A\n    text: B\n    text: C\n')).toEqual([
      'x.yaml:4:5 YAML syntax: field "text" is written twice (first on line 3); keep one of them',
    ]);
  });

  it('calls an empty file empty, in its own words', () => {
    expect(told('')).toEqual(['x.yaml:1:1 the file is empty; write its fields (copy another file of its folder to start from), or delete it']);
    expect(told('# nothing yet\n\n')).toEqual(['x.yaml:1:1 the file is empty; write its fields (copy another file of its folder to start from), or delete it']);
    expect(parseMarkdownSource('post.md', '').source.problems.map(formatProblem)).toEqual([
      'post.md:1:1 the file is empty; start it with a line ---, a line title: and the title, and another line ---, then write the text below',
    ]);
  });

  it('counts front-matter lines from the top of the Markdown file', () => {
    const { source } = parseMarkdownSource('post.md', '---\ntitle: Hello\nsummary: Why: because\n---\nBody\n');
    expect(source.problems.map(formatProblem)).toEqual([
      'post.md:3:10 YAML syntax: the text contains ": ", which starts a new field in YAML; put the whole text in quotes: summary: "Why: because"',
    ]);
  });

  it('leaves text with " - " alone when it is not a list item that was joined', () => {
    expect(told('features:\n  - 10 GB - fast disks\n  - "One\n    - two"\nsummary: A - B\n')).toEqual([]);
  });
});

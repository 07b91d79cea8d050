/*
 * A translated Markdown body (a post, a legal page) checked against its English body: it is
 * translated whole, so it keeps the English text's links and images with the same targets (the
 * build points links at the translated pages), its headings (as many, at the same levels), and
 * its placeholders and figures. Each mistake is told at its line in the translation.
 */
import { compareText, unmatched } from './translation';
import { positionAt, type Position } from './source';
import { didYouMean, orList } from './suggest';

/** A mistake in a translated body, at its place in the file, whose line `firstLine` the body starts on. */
export type BodyProblem = { at: Position; message: string };

/** Where each link or image of a Markdown text points: inline links, reference definitions and HTML attributes. */
const targetsOf = (text: string): { value: string; index: number }[] =>
  [/\]\(\s*<?([^)\s>]+)/g, /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)/gm, /\s(?:href|src)="([^"]*)"/g]
    .flatMap((pattern) => [...text.matchAll(pattern)].map((match) => ({ value: match[1]!, index: match.index + match[0].lastIndexOf(match[1]!) })))
    .sort((a, b) => a.index - b.index);

/** The text with its link and image targets blanked out (they are checked as targets), so indexes stay those of the text. */
const withoutTargets = (text: string) => text.replace(/(?<=\]\()[^)]*(?=\))|(?<=\s(?:href|src)=")[^"]*(?=")/g, (target) => ' '.repeat(target.length));

/** The level of each heading, with where it is; lines inside fenced code are not headings. */
function headingsOf(text: string): { level: number; index: number }[] {
  const headings: { level: number; index: number }[] = [];
  let fence: string | undefined;
  let index = 0;
  for (const line of text.split('\n')) {
    const opening = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (opening && (!fence || opening.startsWith(fence))) fence = fence ? undefined : opening;
    else if (!fence) {
      const level = /^\s{0,3}(#{1,6})(?:\s|$)/.exec(line)?.[1]?.length;
      if (level) headings.push({ level, index });
    }
    index += line.length + 1;
  }
  return headings;
}

const headingShape = (headings: { level: number }[]) => headings.map(({ level }) => '#'.repeat(level)).join(' ') || 'none';

/**
 * How a translated body differs from its English body. `problems`: what it says that the English
 * text does not (a link, image, placeholder or figure of its own). `notes`: what it lacks (links,
 * headings, figures, perhaps gained since), while the translation is still shown.
 */
export function compareBodies(english: string, translated: string, firstLine = 1): { problems: BodyProblem[]; notes: BodyProblem[] } {
  const start = { line: firstLine, column: 1 };
  if (translated.trim() === '') {
    const message = 'the text is empty; a translation holds the whole English text, translated (leave the file out until it is ready)';
    return { problems: [{ at: start, message }], notes: [] };
  }
  const problems: BodyProblem[] = [];
  const notes: BodyProblem[] = [];
  const at = (index: number) => positionAt(translated, index, firstLine);

  const wanted = targetsOf(english).map((link) => link.value);
  const links = unmatched(wanted, targetsOf(translated));
  // A target the English text has, written once more, is no mistake.
  for (const { value: target, index } of links.extra.filter((link) => !wanted.includes(link.value))) {
    const hint =
      didYouMean(target, wanted, (value) => value) ??
      (wanted.length > 0 ? `the English text links to ${orList([...new Set(wanted)].sort())}` : 'the English text has no links');
    const message = `${target} is not a link or image of the English text; a translation keeps the English targets (the build points links at the translated pages): ${hint}`;
    problems.push({ at: at(index), message });
  }
  if (links.missing.length > 0) notes.push({ at: start, message: `the English text also links to ${orList(links.missing)}, which the translation lacks` });

  const englishHeadings = headingsOf(english);
  const headings = headingsOf(translated);
  const differs = headings.findIndex((heading, i) => heading.level !== englishHeadings[i]?.level);
  if (differs >= 0 || headings.length !== englishHeadings.length) {
    const index = differs >= 0 ? headings[differs]!.index : (headings[headings.length - 1]?.index ?? 0);
    const shapes = `English ${headingShape(englishHeadings)}, here ${headingShape(headings)}`;
    notes.push({ at: at(index), message: `the headings differ from the English text (${shapes}); keep the same headings at the same levels` });
  }

  const [englishText, translatedText] = [withoutTargets(english), withoutTargets(translated)];
  const { changes, at: changed, lacks } = compareText(englishText, translatedText);
  if (changes) problems.push({ at: at(changed ?? 0), message: changes });
  if (lacks) notes.push({ at: start, message: lacks });
  return { problems, notes };
}

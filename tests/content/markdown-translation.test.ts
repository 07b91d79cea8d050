import { describe, expect, it } from 'vitest';
import { compareBodies } from '../../scripts/content/markdown-translation';

const english = [
  '## Why speed matters',
  '',
  'A page that loads in 2 seconds keeps 20% more visitors. Read about [our SEO service](/services/seo) or call {site.phone.display}.',
  '',
  '![A speed chart](/media/blog/speed.jpg)',
  '',
  '### What to fix first',
  '',
  '```js',
  '# not a heading: code stays as it is',
  '```',
].join('\n');

const hindi = [
  '## स्पीड क्यों ज़रूरी है',
  '',
  '2 सेकंड में खुलने वाला पेज 20% ज़्यादा विज़िटर रोकता है। [हमारी SEO सेवा](/services/seo) के बारे में पढ़ें या {site.phone.display} पर कॉल करें।',
  '',
  '![स्पीड का चार्ट](/media/blog/speed.jpg)',
  '',
  '### पहले क्या ठीक करें',
  '',
  '```js',
  '# not a heading: code stays as it is',
  '```',
].join('\n');

describe('compareBodies', () => {
  it('accepts a translation with the English links, images, headings, placeholders and figures', () => {
    expect(compareBodies(english, hindi)).toEqual({ problems: [], notes: [] });
  });

  it('refuses a link, a figure or a placeholder of its own, at its line', () => {
    expect(compareBodies(english, hindi.replace('(/services/seo)', '(/hi/services/seo)')).problems).toEqual([
      {
        at: { line: 3, column: 75 },
        message:
          '/hi/services/seo is not a link or image of the English text; a translation keeps the English targets (the build points links at the translated pages): did you mean /services/seo?',
      },
    ]);
    expect(compareBodies(english, hindi.replace('20%', '25%')).problems).toEqual([
      { at: { line: 3, column: 28 }, message: 'the English text has the figure 20 where the translation has 25; keep the English figures, in Latin digits' },
    ]);
    expect(compareBodies(english, hindi.replace('{site.phone.display}', '{site.phone.dispaly}')).problems[0]?.message).toBe(
      '{site.phone.dispaly} is not a placeholder of the English text; did you mean "{site.phone.display}"?',
    );
  });

  it('notes what the translation lacks (the English text may have gained it since), and still accepts it', () => {
    const behind = hindi.replace('\n![स्पीड का चार्ट](/media/blog/speed.jpg)\n', '').replace('### पहले क्या ठीक करें', '## पहले क्या ठीक करें');
    const { problems, notes } = compareBodies(english, behind);
    expect(problems).toEqual([]);
    expect(notes.map((note) => note.message)).toEqual([
      'the English text also links to /media/blog/speed.jpg, which the translation lacks',
      'the headings differ from the English text (English ## ###, here ## ##); keep the same headings at the same levels',
    ]);
    expect(compareBodies(english, hindi.replace('2 सेकंड', 'दो सेकंड')).notes[0]?.message).toBe(
      'the English text has the figure 2, which the translation lacks; keep the English figures, in Latin digits',
    );
  });

  it('refuses an empty text', () => {
    expect(compareBodies(english, '\n').problems[0]?.message).toContain('the text is empty');
  });
});

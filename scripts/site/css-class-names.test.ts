/*
 * The class names CSS modules get (scripts/site/css-class-names.ts): one suffix per stylesheet, the same
 * in every build, and a build that stops rather than give two stylesheets the same suffix.
 */
import { describe, expect, it } from 'vitest';
import { scopedClassName } from './css-class-names';

const root = '/site';

describe('CSS module class names', () => {
  it('gives every class of a stylesheet the same suffix, and another stylesheet another one', () => {
    const name = scopedClassName(root);
    const hero = name('hero', '/site/src/sections/hero.module.css');
    const media = name('media', '/site/src/sections/hero.module.css?used');
    const card = name('hero', '/site/src/components/card.module.css');
    expect(hero).toMatch(/^_hero_[0-9a-f]{5}$/);
    expect(media).toBe(`_media_${hero.slice(-5)}`);
    expect(card).not.toBe(hero);
  });

  it('names a class alike in two builds, wherever the project sits', () => {
    const first = scopedClassName(root)('title', '/site/src/components/card.module.css');
    expect(scopedClassName('/elsewhere/site')('title', '/elsewhere/site/src/components/card.module.css')).toBe(first);
  });

  it('stops the build, naming both files, when two stylesheets would share a suffix', () => {
    const bySuffix = new Map<string, string>();
    const probe = scopedClassName(root);
    let clash: [string, string] | undefined;
    for (let i = 0; !clash; i++) {
      const file = `/site/src/sections/section-${i}.module.css`;
      const suffix = scopedClassName(root)('x', file).slice(-5);
      const other = bySuffix.get(suffix);
      if (other) clash = [other, file];
      bySuffix.set(suffix, file);
    }
    probe('x', clash[0]);
    expect(() => probe('y', clash[1])).toThrow(
      /section-\d+\.module\.css and src\/sections\/section-\d+\.module\.css would share the class suffix [0-9a-f]{5}: rename one/,
    );
  });
});

/*
 * The back office's styles apart from the site's (scripts/site/split-stylesheet.ts): which rules a public
 * page no longer fetches, and that nothing it needs goes with them.
 */
import { describe, expect, it } from 'vitest';
import { classSuffixOf } from './css-class-names';
import { backOfficeSuffixes, moduleSuffixesIn, pageModules, splitStylesheet } from './split-stylesheet';

const card = classSuffixOf('src/components/card.module.css');
const dashboard = classSuffixOf('server/pages/leads/dashboard.module.css');
const hero = classSuffixOf('src/sections/hero-section.module.css');
const map = classSuffixOf('src/sections/contact-map-section.module.css');
const suffixes = new Set([dashboard]);

describe('splitting the stylesheet', () => {
  it('moves the rules that name only back-office classes, and keeps the rest in their order', () => {
    const css = [
      ':root{--ink:#111}',
      `._title_${card}{color:red}`,
      `._table_${dashboard}{width:100%}`,
      `._table_${dashboard} th,._row_${dashboard}:hover{color:blue}`,
      `._title_${card} ._table_${dashboard}{margin:0}`,
      `.plain{display:block}`,
    ].join('');
    const { site, backOffice } = splitStylesheet(css, { backOffice: suffixes });
    expect(site).toBe(`:root{--ink:#111}._title_${card}{color:red}._title_${card} ._table_${dashboard}{margin:0}.plain{display:block}`);
    expect(backOffice).toBe(`._table_${dashboard}{width:100%}._table_${dashboard} th,._row_${dashboard}:hover{color:blue}`);
  });

  it('splits a media query rule by rule, drops one left empty, and moves a back-office animation', () => {
    const css = [
      `@media (min-width:48rem){._title_${card}{font-size:2rem}._table_${dashboard}{font-size:1rem}}`,
      `@supports (display:grid){@media (min-width:64rem){._table_${dashboard}{display:grid}}}`,
      `@keyframes _pulse_${dashboard}{to{opacity:0}}`,
      `@keyframes _rise_${card}{to{opacity:1}}`,
      '@font-face{font-family:Inter;src:url(/a.woff2)}',
      '@view-transition{navigation:auto}',
    ].join('');
    const { site, backOffice } = splitStylesheet(css, { backOffice: suffixes });
    expect(site).toBe(
      `@media (min-width:48rem){._title_${card}{font-size:2rem}}@keyframes _rise_${card}{to{opacity:1}}@font-face{font-family:Inter;src:url(/a.woff2)}@view-transition{navigation:auto}`,
    );
    expect(backOffice).toBe(
      `@media (min-width:48rem){._table_${dashboard}{font-size:1rem}}@supports (display:grid){@media (min-width:64rem){._table_${dashboard}{display:grid}}}@keyframes _pulse_${dashboard}{to{opacity:0}}`,
    );
  });

  it("knows the admin app's and the server pages' modules as the back office's, and no component of the site", () => {
    const known = backOfficeSuffixes('.');
    expect(known.has(dashboard)).toBe(true);
    expect(known.has(classSuffixOf('src/admin/admin-form.module.css'))).toBe(true);
    expect(known.has(card)).toBe(false);
    expect(known.has(classSuffixOf('src/components/status-message.module.css'))).toBe(false);
  });

  it("moves each kind of page's own modules into that kind's stylesheet, after the back office's, keeping shared and mixed rules", () => {
    const css = [
      ':root{--ink:#111}',
      `._hero_${hero}{min-height:30rem}`,
      `._title_${card}{color:red}`,
      `@media (min-width:48rem){._hero_${hero}{min-height:40rem}._title_${card}{font-size:2rem}._frame_${map}{aspect-ratio:16/9}}`,
      `._hero_${hero} ._title_${card}{color:white}`,
      `._table_${dashboard}{width:100%}`,
      `@keyframes _drift_${hero}{to{transform:none}}`,
    ].join('');
    const { site, backOffice, pages } = splitStylesheet(css, {
      backOffice: suffixes,
      pages: new Map([
        ['home', new Set([hero])],
        ['contact', new Set([map])],
      ]),
    });
    expect(site).toBe(
      `:root{--ink:#111}._title_${card}{color:red}@media (min-width:48rem){._title_${card}{font-size:2rem}}._hero_${hero} ._title_${card}{color:white}`,
    );
    expect(backOffice).toBe(`._table_${dashboard}{width:100%}`);
    expect([...pages]).toEqual([
      ['home', `._hero_${hero}{min-height:30rem}@media (min-width:48rem){._hero_${hero}{min-height:40rem}}@keyframes _drift_${hero}{to{transform:none}}`],
      ['contact', `@media (min-width:48rem){._frame_${map}{aspect-ratio:16/9}}`],
    ]);
  });
});

describe('the modules a kind of page owns', () => {
  const page = (kind: string, ...classes: string[]) => ({ kind, html: `<main><div class="${classes.join(' ')}">x</div><p class="plain">y</p></main>` });

  it('are those whose classes only that kind of page carries, in any of its pages', () => {
    const pages = [
      page('home', `_hero_${hero}`, `_title_${card}`),
      page('home', `_title_${card}`),
      page('contact', `_frame_${map}`, `_title_${card}`),
      page('contact', `_frame_${map}`),
    ];
    expect(pageModules(pages, new Set())).toEqual(
      new Map([
        ['home', new Set([hero])],
        ['contact', new Set([map])],
      ]),
    );
  });

  it('leave out a module a script names that may render it on another kind of page', () => {
    const pages = [page('home', `_hero_${hero}`), page('contact', `_frame_${map}`)];
    const script = `const styles={frame:"_frame_${map}",hint:"_hint_${map}"};`;
    expect(moduleSuffixesIn(script)).toEqual(new Set([map]));
    expect(pageModules(pages, moduleSuffixesIn(script))).toEqual(new Map([['home', new Set([hero])]]));
  });
});

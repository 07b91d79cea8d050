import { describe, expect, it } from 'vitest';
import { markUntranslated, markupUntranslated, withoutMarks } from './untranslated';

const english = markUntranslated;

describe('markupUntranslated', () => {
  it('sets a marked text in an element with lang and drops the marks in attributes', () => {
    const html = `<a href="/hi/" title="${english('Home')}">${english('Home')}</a><p>नमस्ते</p>`;
    expect(markupUntranslated(html, 'en-IN')).toBe('<a href="/hi/" title="Home"><span lang="en-IN">Home</span></a><p>नमस्ते</p>');
  });

  it('wraps each run of a marked text that elements cut, and nothing after it', () => {
    const html = `<p>${english('Call us on ')}<a href="tel:1">98290</a>${english(' today.')} आज ही</p>`;
    expect(markupUntranslated(html, 'en')).toBe('<p><span lang="en">Call us on </span><a href="tel:1">98290</a><span lang="en"> today.</span> आज ही</p>');
    const cut = `<p>\uE000Call <a href="tel:1">98290</a> today.\uE001 आज</p>`;
    expect(markupUntranslated(cut, 'en')).toBe(
      '<p><span lang="en">Call </span><a href="tel:1"><span lang="en">98290</span></a><span lang="en"> today.</span> आज</p>',
    );
  });

  it('drops the mark in elements that hold text only, and keeps a > inside an attribute in its tag', () => {
    expect(markupUntranslated(`<textarea>${english('Hi')}</textarea><option>${english('A')}</option>`, 'en')).toBe('<textarea>Hi</textarea><option>A</option>');
    expect(markupUntranslated(`<a title="a > b">${english('x')}</a>`, 'en')).toBe('<a title="a > b"><span lang="en">x</span></a>');
  });

  it('leaves HTML without marks as it is', () => {
    const html = '<p title="x">Text</p>';
    expect(markupUntranslated(html, 'en')).toBe(html);
  });
});

describe('withoutMarks', () => {
  it('drops the marks of every text in plain data', () => {
    expect(withoutMarks({ copy: { label: english('Send'), items: [english('a'), 'ब'] }, count: 2 })).toEqual({
      copy: { label: 'Send', items: ['a', 'ब'] },
      count: 2,
    });
  });
});

/*
 * Markdown bodies → HTML (scripts/content/render-markdown.ts): what a body writes as Markdown comes
 * out escaped, what it writes as HTML comes out through DOMPurify, on this thread for a few bodies
 * and shared with worker threads for thousands, each body in its place.
 */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../scripts/content/render-markdown';

const hostile = (i: number) => `Post ${i} <img src="x.png" onerror="alert(${i})"><script>alert(${i})</script> [a link](javascript:alert(${i}))`;

describe('rendering Markdown bodies', () => {
  it('writes Markdown as HTML and keeps each body in its place', async () => {
    const html = await renderMarkdown(["## One\n\nIt's *plain*.", '- a\n- b']);
    expect(html).toEqual(["<h2>One</h2>\n<p>It's <em>plain</em>.</p>\n", '<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n']);
  });

  it.each([3, 2100])('takes scripts, handlers and javascript: links out of the bodies that write HTML, among %i bodies', async (count) => {
    const bodies = Array.from({ length: count }, (_, i) => (i % 3 === 0 ? `Plain post ${i}` : hostile(i)));
    const html = await renderMarkdown(bodies);
    expect(html).toHaveLength(count);
    html.forEach((body, i) => {
      expect(body).toContain(i % 3 === 0 ? `Plain post ${i}` : `Post ${i} <img src="x.png">`);
      expect(body).not.toMatch(/<script|onerror|javascript:/);
    });
  });
});

/*
 * Markdown → sanitised HTML. marked escapes every text and attribute it writes, so only a body that
 * writes HTML by hand, or links to anything but this site, http(s), mailto: or tel:, goes through
 * DOMPurify on jsdom, a batch at a time (setting up its document is most of its cost). A few
 * hundred bodies are rendered on this thread; more are shared with worker threads, one per core.
 */
import { Marked, Renderer, type Tokens, type TokensList } from 'marked';
import { shared } from './threads';

const SANITIZE_BATCH = 100;

/** A link or image address marked may write as it is: no scheme but the web's, mail and phone, and no entity that could spell one. */
const PLAIN_ADDRESS = /^(?:(?:https?|mailto|tel):|[^:&\\]*$)/i;

function writesOwnMarkup(marked: Marked, tokens: TokensList): boolean {
  let found = false;
  // walkTokens answers what the callback answers, here nothing: there is no promise to wait for.
  void marked.walkTokens(tokens, (token) => {
    const href: unknown = token.type === 'link' || token.type === 'image' ? token.href : undefined;
    if (token.type === 'html' || (typeof href === 'string' && !PLAIN_ADDRESS.test(href.trim()))) found = true;
  });
  return found;
}

/** marked's HTML with its text written as DOMPurify writes a document back (' and " as they are), so a body reads the same either way. */
const asSerialized = (html: string): string => html.replace(/>([^<]+)</g, (_, text: string) => `>${text.replaceAll('&#39;', "'").replaceAll('&quot;', '"')}<`);

/** DOMPurify on a jsdom window, loaded only when a body needs it: most blogs never do, and jsdom takes a second to load. */
async function createSanitizer(): Promise<(batch: string[]) => string[]> {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);
  return (batch) => {
    const body = purify.sanitize(batch.map((item, i) => `<div data-body="${i}">${item}</div>`).join(''), { RETURN_DOM: true });
    const parts = [...body.childNodes].filter((node): node is Element => node instanceof window.Element);
    const intact = parts.length === batch.length && parts.every((part, i) => part.getAttribute('data-body') === String(i));
    return intact ? parts.map((part) => part.innerHTML) : batch.map((item) => purify.sanitize(item));
  };
}

export async function renderOnThisThread(markdowns: string[]): Promise<string[]> {
  const renderer = {
    // A wide table scrolls sideways inside a box the keyboard can reach, rather than widening the page.
    table(this: Renderer, token: Tokens.Table) {
      return `<div class="table-scroll" tabindex="0">${Renderer.prototype.table.call(this, token)}</div>\n`;
    },
  };
  const marked = new Marked({ gfm: true, async: false, renderer });
  const untrusted: number[] = [];
  const html = markdowns.map((markdown, i) => {
    const tokens = marked.lexer(markdown);
    const written = marked.parser(tokens);
    if (!writesOwnMarkup(marked, tokens)) return asSerialized(written);
    untrusted.push(i);
    return written;
  });
  if (untrusted.length === 0) return html;
  const sanitize = await createSanitizer();
  for (let start = 0; start < untrusted.length; start += SANITIZE_BATCH) {
    const batch = untrusted.slice(start, start + SANITIZE_BATCH);
    sanitize(batch.map((i) => html[i]!)).forEach((clean, j) => (html[batch[j]!] = clean));
  }
  return html;
}

/** Each body of `markdowns` as sanitised HTML, in the same order. */
export function renderMarkdown(markdowns: string[]): Promise<string[]> {
  return shared('markdown', markdowns, renderOnThisThread);
}

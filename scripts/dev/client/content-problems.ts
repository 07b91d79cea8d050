/*
 * npm run dev, in the browser: while content/ has mistakes, every page shows them in a panel over
 * the page, in the build's own words (file:line:col, field, what to do), until a save fixes them
 * and the page reloads. Loaded on dev pages only (scripts/site/vite-content-plugin.ts); Vite's own
 * overlay stays for errors in the code.
 */
import { CONTENT_PROBLEMS_EVENT, CONTENT_PROBLEMS_REQUEST, type ContentProblems } from '../content-problems-event';

const TAG = 'content-problems';

const STYLE = `
  :host { position: fixed; inset: 0; z-index: 2147483647; display: grid; place-items: start center; padding: 5vh 1rem;
    background: rgb(10 14 30 / 0.7); font: 15px/1.5 system-ui, sans-serif; overflow: auto; }
  section { max-width: 60rem; width: 100%; background: #fff; color: #111834; border-top: 6px solid #b42318;
    border-radius: 8px; padding: 1.5rem; box-shadow: 0 10px 40px rgb(0 0 0 / 0.4); }
  h2 { margin: 0 0 1rem; font-size: 1.1rem; color: #b42318; }
  ol { margin: 0; padding: 0; list-style: none; }
  li { font: 14px/1.5 ui-monospace, monospace; white-space: pre-wrap; overflow-wrap: anywhere; padding: 0.5rem 0;
    border-bottom: 1px solid #e4e7f3; }
  p { margin: 1rem 0 0; color: #4a5275; }
  button { margin-top: 1rem; font: inherit; padding: 0.4rem 1rem; border-radius: 6px; border: 1px solid #4a5275;
    background: #fff; color: #111834; cursor: pointer; }
`;

function show({ summary, lines }: ContentProblems): void {
  document.querySelector(TAG)?.remove();
  const host = document.createElement(TAG);
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLE;
  const panel = document.createElement('section');
  panel.setAttribute('role', 'alertdialog');
  panel.setAttribute('aria-labelledby', 'summary');
  const heading = document.createElement('h2');
  heading.id = 'summary';
  heading.textContent = summary;
  const list = document.createElement('ol');
  for (const line of lines) list.append(Object.assign(document.createElement('li'), { textContent: line }));
  const hint = Object.assign(document.createElement('p'), {
    textContent:
      'Fix each file at the line named, and save it: this page reloads by itself once the content builds. Until then the site shows the last good build.',
  });
  const hide = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Hide until the next save' });
  hide.addEventListener('click', () => host.remove());
  panel.append(heading, list, hint, hide);
  root.append(style, panel);
  document.body.append(host);
  hide.focus();
}

if (import.meta.hot) {
  import.meta.hot.on(CONTENT_PROBLEMS_EVENT, show);
  // Asked once the page is listening, so a mistake saved before this page loaded shows too.
  import.meta.hot.send(CONTENT_PROBLEMS_REQUEST);
}

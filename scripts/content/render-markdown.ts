/*
 * Markdown → sanitised HTML (marked, then DOMPurify on jsdom). DOMPurify's cost is mostly
 * setting up a document per call, so bodies are sanitised a batch at a time, each in a numbered
 * wrapper; a batch whose wrappers do not come back intact (a body with stray closing tags) is
 * redone one body at a time. Large blogs are split across worker threads, one per core.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { Marked, Renderer } from 'marked';

const SANITIZE_BATCH = 100;
/** Below this many documents, starting workers costs more than it saves. */
const PARALLEL_THRESHOLD = 400;

export function createMarkdownRenderer(): (markdowns: string[]) => string[] {
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      // A wide table scrolls sideways inside a box the keyboard can reach, rather than widening the page.
      table(token) {
        return `<div class="table-scroll" tabindex="0">${Renderer.prototype.table.call(this, token)}</div>\n`;
      },
    },
  });
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);
  const one = (html: string) => purify.sanitize(html);
  return (markdowns) => {
    const html = markdowns.map((markdown) => marked.parse(markdown, { async: false }));
    const result: string[] = [];
    for (let start = 0; start < html.length; start += SANITIZE_BATCH) {
      const batch = html.slice(start, start + SANITIZE_BATCH);
      const body = purify.sanitize(batch.map((item, i) => `<div data-body="${i}">${item}</div>`).join(''), { RETURN_DOM: true });
      const parts = [...body.childNodes].filter((node): node is Element => node instanceof window.Element);
      const intact = parts.length === batch.length && parts.every((part, i) => part.getAttribute('data-body') === String(i));
      result.push(...(intact ? parts.map((part) => part.innerHTML) : batch.map(one)));
    }
    return result;
  };
}

function renderInWorker(markdowns: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    // The worker is TypeScript: a small ES module registers tsx's loader in the thread, then imports it.
    const entry = new URL('./render-worker.ts', import.meta.url).href;
    const bootstrap = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register(); await import(${JSON.stringify(entry)});`;
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), { workerData: markdowns, execArgv: [] });
    worker.once('message', (html: string[]) => resolve(html));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`Markdown worker stopped with exit code ${code}`));
    });
  });
}

export async function renderMarkdown(markdowns: string[]): Promise<string[]> {
  const workers = Math.min(availableParallelism(), Math.floor(markdowns.length / (PARALLEL_THRESHOLD / 2)));
  if (markdowns.length < PARALLEL_THRESHOLD || workers < 2) return createMarkdownRenderer()(markdowns);
  const size = Math.ceil(markdowns.length / workers);
  const chunks = Array.from({ length: workers }, (_, i) => markdowns.slice(i * size, (i + 1) * size));
  return (await Promise.all(chunks.map(renderInWorker))).flat();
}

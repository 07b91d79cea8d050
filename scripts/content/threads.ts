/*
 * Work of the content build shared between this thread and worker threads, one per core, once
 * there is enough of it that starting a worker (about half a second) pays: the items are split in
 * even shares, the workers start on theirs, this thread does the first, and the results come back
 * in the items' order. A worker runs scripts/content/worker.ts, which names the jobs.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export type Job = 'markdown' | 'read';

/** Below this many items a share, starting workers costs more than they save. */
const MIN_SHARE = 1000;

function inWorker<R>(job: Job, items: unknown[]): Promise<R[]> {
  return new Promise((resolve, reject) => {
    // The worker is TypeScript: a small ES module registers tsx's loader in the thread, then imports it.
    const entry = new URL('./worker.ts', import.meta.url).href;
    const bootstrap = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register(); await import(${JSON.stringify(entry)});`;
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), { workerData: { job, items }, execArgv: [] });
    worker.once('message', (results: R[]) => resolve(results));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The content build's ${job} worker stopped with exit code ${code}`));
    });
  });
}

/** `onThisThread` over `items`, shared with worker threads when each thread would get at least MIN_SHARE items. */
export async function shared<T, R>(job: Job, items: T[], onThisThread: (items: T[]) => R[] | Promise<R[]>): Promise<R[]> {
  const threads = Math.min(availableParallelism(), Math.floor(items.length / MIN_SHARE));
  if (threads < 2) return onThisThread(items);
  const size = Math.ceil(items.length / threads);
  const [own = [], ...others] = Array.from({ length: threads }, (_, i) => items.slice(i * size, (i + 1) * size));
  // The workers start first, so they work while this thread does its own share.
  const working = others.map((share) => inWorker<R>(job, share));
  return (await Promise.all([Promise.resolve().then(() => onThisThread(own)), ...working])).flat();
}

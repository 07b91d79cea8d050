/* A worker thread of the content build (scripts/content/threads.ts): one job over its share of the items. */
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { renderOnThisThread } from './render-markdown';
import { readFiles } from './source';

const task = z
  .discriminatedUnion('job', [
    z.object({ job: z.literal('markdown'), items: z.array(z.string()) }),
    z.object({ job: z.literal('read'), items: z.array(z.object({ absolute: z.string(), shown: z.string(), isMarkdown: z.boolean() })) }),
  ])
  .parse(workerData);
parentPort!.postMessage(task.job === 'markdown' ? await renderOnThisThread(task.items) : readFiles(task.items));

import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { createMarkdownRenderer } from './render-markdown';

parentPort!.postMessage(await createMarkdownRenderer()(z.array(z.string()).parse(workerData)));

import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { renderOnThisThread } from './render-markdown';

parentPort!.postMessage(await renderOnThisThread(z.array(z.string()).parse(workerData)));

import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { sanitizeBodies } from './render-markdown';

parentPort!.postMessage(await sanitizeBodies(z.array(z.string()).parse(workerData)));

import { parentPort, workerData } from 'node:worker_threads';
import { createMarkdownRenderer } from './render-markdown';

parentPort!.postMessage(createMarkdownRenderer()(workerData as string[]));

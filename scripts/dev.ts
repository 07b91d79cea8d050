/*
 * npm run dev: the API server (on API_PORT, default 3001) and Vite's dev server in front of it,
 * which proxies the API calls. Saving a file under content/ rebuilds the content and reloads
 * the page; content problems show in this terminal and in the browser's error overlay.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'vite';
import { buildContent, DEFAULT_CONTENT_DIR, DEFAULT_OUT_DIR } from './build-content';
import { formatProblem } from './content/source';

const apiPort = process.env.API_PORT ?? '3001';

const first = await buildContent({ contentDir: DEFAULT_CONTENT_DIR, outDir: DEFAULT_OUT_DIR });
for (const problem of first.problems) console.error(formatProblem(problem));

const api = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', API_ONLY: '1' },
});

const vite = await createServer({ configLoader: 'runner', server: { port: Number(process.env.PORT ?? 5173) } });
await vite.listen();
vite.printUrls();

const stop = async () => {
  api.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

/*
 * npm run dev: Vite's dev server (PORT, default 5173) in front of the API server (API_PORT,
 * default 3001), which it proxies. The content plugin (scripts/site/vite-content-plugin.ts) builds
 * content/ at start and on every change; the API server reads the posts once when it starts, so
 * after each good build it is restarted before the page reloads. Content problems print here as
 * one block and show in the browser's error overlay until they are fixed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createServer } from 'vite';
import { DEFAULT_OUT_DIR } from '../content/build-content';
import { writeEditorSchemas } from '../content/json-schemas';
import { isContentDevApi } from '../site/vite-content-plugin';

const apiPort = process.env.API_PORT ?? '3001';
/** How long the API server may take to start before dev gives up waiting for it. */
const API_START_MS = 20_000;

/**
 * The API server as a child process, restarted whenever the content it read at start changes. Its
 * own pages (answers, /your-data, the dashboard) are rendered from source by the dev server at
 * `devServerUrl` (scripts/dev/vite-pages-plugin.ts).
 */
function apiServer(devServerUrl: string) {
  let child: ChildProcess | undefined;
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  const start = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      stdio: 'inherit',
      // Request logs are one JSON line per request: in dev they would bury the content messages.
      env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', API_ONLY: '1', DEV_SERVER_URL: devServerUrl, LOG_LEVEL: process.env.LOG_LEVEL || 'warn' },
    });
    const started = Date.now();
    while (Date.now() - started < API_START_MS && child.exitCode === null) {
      const up = await fetch(`http://127.0.0.1:${apiPort}/healthz`).then(
        () => true,
        () => false,
      );
      if (up) return;
      await sleep(100);
    }
    console.error(`api: the API server did not start on port ${apiPort}; the posts and forms answer only after it does`);
  };
  return { stop, restart: async () => (await stop(), await start()) };
}

// Editors' YAML hints work from the first minute, whatever state the content is in.
await writeEditorSchemas(DEFAULT_OUT_DIR);
const vite = await createServer({ configLoader: 'runner', server: { port: Number(process.env.PORT ?? 5173) } });
const content = vite.config.plugins.map((plugin) => plugin.api as unknown).find(isContentDevApi);
if (!content) throw new Error('vite.config.ts has no content plugin (scripts/site/vite-content-plugin.ts)');

// Listening first: the API server needs the dev server's address to render its pages.
await vite.listen();
const devServerUrl = vite.resolvedUrls?.local[0];
if (!devServerUrl) throw new Error('the dev server has no local address');
const api = apiServer(devServerUrl);
content.onBuilt(api.restart);
// A fresh clone whose content has a mistake has nothing for the API server to read until the first good build.
if (existsSync(path.join(DEFAULT_OUT_DIR, 'posts.json'))) await api.restart();
vite.printUrls();

const stop = async () => {
  await api.stop();
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

/*
 * Last step of npm run build: compiles the server (server/start.ts, which loads server/index.ts)
 * and the deploy's supervisor (deploy/supervisor.ts) to JavaScript in dist-server/, so a release
 * runs on node and the production dependencies alone. The site's code the server uses (content
 * accessors with their generated data, schemas, lib) is bundled in; packages stay imports, found
 * in node_modules. The numbered migrations go beside the bundle, where server/db/migrate.ts looks
 * for them (next to its own module).
 */
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'vite';

export const SERVER_OUT_DIR = 'dist-server';

/** The compiled entries, by the name of their file in dist-server/. */
export const SERVER_BUILD_ENTRIES = { index: 'server/start.ts', supervisor: 'deploy/supervisor.ts' };

const MIGRATIONS_DIR = 'server/db/migrations';

const started = performance.now();
await rm(SERVER_OUT_DIR, { recursive: true, force: true });
await build({
  configFile: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: SERVER_OUT_DIR,
    target: 'node20',
    // Stack traces in the log name the sources (the unit runs node with --enable-source-maps).
    sourcemap: true,
    rolldownOptions: {
      input: SERVER_BUILD_ENTRIES,
      // Every chunk beside the entries: migrate.ts finds migrations/ next to whichever chunk holds it.
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
await cp(MIGRATIONS_DIR, path.join(SERVER_OUT_DIR, 'migrations'), { recursive: true });
console.log(`server: compiled into ${SERVER_OUT_DIR}/ in ${Math.round(performance.now() - started)} ms`);

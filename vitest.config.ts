import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/*
 * The test layers, each standing alone: it needs no build it does not make itself.
 * - unit: beside the code (rules, schemas, content helpers, the server's and the scripts' modules),
 *   and unit-dom, the components, hooks and islands, in jsdom. No build.
 * - content: the content build over fixtures and copies of content/.
 * - server: the server over HTTP, its pages rendered from a server build of its own
 *   (tests/support/server-pages-build.ts), on SQLite and PostgreSQL.
 * - browser: the built site (tests/prerender/) and a visitor in Chromium (tests/e2e/), over
 *   npm run build's dist/, which the layer builds when any of its sources is newer (tests/support/site-build.ts).
 * - dev: npm run dev, which it starts; build: whole builds of copies of content an editor may leave.
 * - deploy: production, over the built site and dist-server/ (built as the browser layer builds
 *   them): Caddy in front of the server, the supervisor's reloads, the service unit, and whole
 *   deploys and rollbacks of a copy of the repository.
 * npm run test:fast runs the first four (SQLite only); npm test runs them all.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    // Two workers on two cores (Vitest would take one): the server tests spend much of their time
    // waiting on processes and timers, which a second worker fills.
    maxWorkers: 2,
    // Vitest's 5 s is too short for a unit test that shapes the whole copy with a font (a second or
    // two alone) while the other worker runs a build beside it; the slower layers set their own.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/{lib,schemas,content}/**/*.test.ts', 'src/*.test.ts', 'server/**/*.test.{ts,tsx}', 'deploy/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/{lib,schemas,content}/**', 'src/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'content', include: ['tests/content/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/server-pages-build.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/prerender/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/site-build.ts'],
          // A test that runs axe over several pages takes most of a minute on a busy two-core machine.
          testTimeout: 180_000,
          // What a page shows once an island has loaded its code and data can take seconds there too.
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 60_000,
          // Two cores: one Chromium per worker is what the machine holds without timing noise.
          // A project with its own worker count runs as a group of its own, after the others.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'dev',
          include: ['tests/dev/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // The dev server writes src/generated/, which the other layers read: it runs alone, last.
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          // Whole builds: one at a time, after everything else.
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
        },
      },
      {
        extends: true,
        test: {
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/site-build.ts'],
          // Whole deploys build a copy of the repository, and Caddy and the instances take their ports: one file at a time, last.
          testTimeout: 600_000,
          hookTimeout: 600_000,
          maxWorkers: 1,
          sequence: { groupOrder: 4 },
        },
      },
    ],
  },
});

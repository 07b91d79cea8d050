import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/*
 * One test command, seven layers: unit tests beside the code (rules, hooks, components; the
 * server's and the deploy's beside their modules, with the server tests), content build tests,
 * server tests over HTTP, browser tests against the built site, the dev server, whole builds of
 * content an editor may leave (tests/build/), and production (tests/deploy/: Caddy in front of the
 * built site, the supervisor's reloads, releases and whole deploys of a copy of the repository).
 * Browser, server, dev and production tests start what they need themselves.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['tests/support/setup-dom.ts'] },
      },
      {
        extends: true,
        test: { name: 'content', include: ['tests/content/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'server/**/*.test.{ts,tsx}', 'deploy/**/*.test.ts'],
          environment: 'node',
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
          // Whole builds of a copy of the repository: one at a time, after everything else.
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

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/*
 * One test command, four layers: unit tests beside the code (rules, hooks, components), content
 * build tests, server tests over HTTP, and browser tests against the built site. Browser and
 * server tests start what they need themselves.
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
        test: { name: 'server', include: ['tests/server/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/prerender/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two cores: one Chromium per worker is what the machine holds without timing noise.
          maxWorkers: 2,
          // Its own group (run after the others): vitest requires one per distinct maxWorkers.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './scripts/vite-content-plugin';

/*
 * react-router's package exports point at its development build; the client bundle takes the
 * production build (no dev warnings, smaller). The server build leaves it alone: Node resolves
 * react-router itself there.
 */
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), contentPlugin()],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  resolve:
    command === 'build' && !isSsrBuild
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ],
        }
      : {},
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // scripts/prerender.ts reads both builds' manifests to preload each page's own chunks and CSS.
    manifest: true,
  },
  server: {
    proxy: {
      '/apis': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
      '/sendmail.php': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
    },
  },
}));

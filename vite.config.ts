import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './scripts/vite-content-plugin';
import { fontPlugin } from './scripts/vite-font-plugin';

/*
 * react-router's package exports point at its development build; the client bundle takes the
 * production build (no dev warnings, smaller). The server build leaves it alone: Node resolves
 * react-router itself there.
 */
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/*
 * A first visit pays a round trip per file, so the client build keeps them few: the framework in
 * one long-cached chunk, everything two or more public pages share in one "site" chunk, and then
 * each page's own chunk. The admin pages' modules (and zod, which only they bring to the browser)
 * stay out of the shared chunk, and so does the Markdown renderer with DOMPurify (posts and legal pages).
 */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/;
const SITE_MODULES = /[\\/]src[\\/](components|content|generated|hooks|layouts|lib|sections)[\\/]/;
const PAGE_SPECIFIC = /admin|image-picker|number-stepper|use-draft-form|use-local-storage|zod-config|prose|sanitize/;
const isSharedSiteModule = (id: string) => SITE_MODULES.test(id) && !PAGE_SPECIFIC.test(id);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), contentPlugin(), fontPlugin()],
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
    // One stylesheet for the whole site (about 13 KB compressed): one request per first visit, then cached for every page.
    cssCodeSplit: false,
    // scripts/prerender.ts reads both builds' manifests to preload each page's own chunks and CSS.
    manifest: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 2 },
                { name: 'site', test: isSharedSiteModule, minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
  },
  server: {
    proxy: {
      '/apis': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
      '/sendmail.php': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
    },
  },
}));

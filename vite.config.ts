import postcssGlobalData from '@csstools/postcss-global-data';
import react from '@vitejs/plugin-react';
import postcssCustomMedia from 'postcss-custom-media';
import { defineConfig, type Plugin } from 'vite';
import { contentPlugin } from './scripts/vite-content-plugin';
import { fontPlugin } from './scripts/vite-font-plugin';
import { CLIENT_ENTRIES } from './scripts/client-entries';
import { pagesPlugin } from './scripts/vite-pages-plugin';

/*
 * Two builds. The server build (src/entry-server.tsx, for the prerender) renders every page, so
 * it sees every component's CSS: it writes the site's one stylesheet and the fonts
 * (ssrEmitAssets). The client build has two entries (scripts/client-entries.ts): the small script
 * every page loads and the admin app. The client build's CSS is only a part of the server build's
 * stylesheet, so it is left out.
 *
 * The page script imports an island's code only when the island wakes. So that this costs few
 * requests, the client build makes three kinds of chunk: React (with the module that hydrates an
 * island), one chunk of what two or more islands share, and each island's own.
 */

const BREAKPOINTS = 'src/styles/breakpoints.css';

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]hydrate-island\.tsx$/;
const ISLAND_CODE =
  /[\\/]src[\\/](components|islands|hooks|lib|sections|blog|layouts|content|generated)[\\/]|[\\/]src[\\/]schemas[\\/](enquiry|search-index)\.ts$|node_modules[\\/]lucide-react[\\/]/;
/** zod/mini, which the forms, the search and the admin app parse with: a chunk of its own, fetched by the first of them. */
const ZOD = /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/;
/**
 * Kept out of the shared island chunk: the admin app's own code (with the site's facts, which its
 * page head reads in every language), and the page script's modules, which every page loads at
 * once and which must not bring the island chunk (and React) with them.
 * tests/prerender/pages.test.ts checks the latter.
 */
const NOT_ISLAND_CODE =
  /admin|image-picker|number-stepper|use-draft-form|use-local-storage|page-head|prose|sanitize|[\\/]content[\\/]site\.ts$|[\\/]generated[\\/](hi[\\/])?(site|navigation)\.json$|[\\/]lib[\\/](seo|read-file|island-markup|header-scroll|deferred-video|image-fallback|invoker-commands|theme|storage-keys)\.ts$/;
const isSharedIslandCode = (id: string) => ISLAND_CODE.test(id) && !NOT_ISLAND_CODE.test(id);

function withoutClientStylesheet(): Plugin {
  return {
    name: 'site-without-client-stylesheet',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own CSS plugin, which writes the stylesheet at this stage.
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.config.build.ssr) return;
        for (const [file, output] of Object.entries(bundle)) if (output.type === 'asset' && file.endsWith('.css')) delete bundle[file];
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), contentPlugin(), fontPlugin(), pagesPlugin(), withoutClientStylesheet()],
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
    // Every stylesheet can name the breakpoints of src/styles/breakpoints.css (custom media, written in here).
    postcss: { plugins: [postcssGlobalData({ files: [BREAKPOINTS] }), postcssCustomMedia()] },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // One stylesheet for the whole site: one request per first visit, then cached for every page.
    cssCodeSplit: false,
    // scripts/prerender.ts reads the manifests to link each page's stylesheet, font and scripts.
    manifest: true,
    ssrEmitAssets: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: CLIENT_ENTRIES,
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: REACT, priority: 2 },
                { name: 'zod', test: ZOD, priority: 2 },
                // Without its dependencies: they would bring the page script's modules into it.
                { name: 'islands', test: isSharedIslandCode, minShareCount: 2, priority: 1, includeDependenciesRecursively: false },
              ],
            },
          },
        },
  },
  server: {
    proxy: {
      '/apis': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
      '/sendmail.php': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
      '/forms': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
    },
  },
}));

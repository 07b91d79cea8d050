import postcssGlobalData from '@csstools/postcss-global-data';
import react from '@vitejs/plugin-react';
import postcssCustomMedia from 'postcss-custom-media';
import { defineConfig, type Plugin } from 'vite';
import { patchCssModules } from 'vite-css-modules';
import { contentPlugin } from './scripts/site/vite-content-plugin';
import { fontPlugin } from './scripts/site/vite-font-plugin';
import { CLIENT_ENTRIES } from './scripts/site/client-entries';
import { scopedClassName } from './scripts/site/css-class-names';
import { pagesPlugin, SERVER_PATHS } from './scripts/dev/vite-pages-plugin';

/*
 * Two builds. The server build has two entries (SERVER_ENTRIES): src/entry-server.tsx, for the
 * prerender, and the server's own pages (server/pages/entry.tsx), which the server loads from
 * dist-ssr/. It renders every page, so it sees every component's CSS: it writes one stylesheet
 * (which the prerender splits into the site's, the back office's and each kind of page's own: scripts/site/split-stylesheet.ts)
 * and the fonts (ssrEmitAssets). The client build has two entries (scripts/site/client-entries.ts): the small script
 * every page loads and the admin app. The client build's CSS is only a part of the server build's
 * stylesheet, so it is left out.
 *
 * CSS modules go through vite-css-modules: Vite by itself hands `composes: x from './other.module.css'`
 * to postcss-modules, which pastes the other file into each file that composes from it, unprocessed
 * by the PostCSS plugins below (its @media (--sm) stayed as written, which no browser reads) and
 * without its source (Vite's "did not pass the `from` option" warning). With the plugin each file
 * is a module of its own, processed once, and a class composed from a file that lacks it is an error.
 *
 * The page script imports an island's code only when the island wakes. So that this costs few
 * requests, the client build makes three kinds of chunk: React (with the module that hydrates an
 * island), one chunk of what two or more islands share, and each island's own.
 */

const BREAKPOINTS = 'src/styles/breakpoints.css';

/** The server build's entries, by the name of the file each becomes in dist-ssr/. */
const SERVER_ENTRIES = { 'entry-server': 'src/entry-server.tsx', 'server-pages': 'server/pages/entry.tsx' };

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]hydrate-island\.tsx$/;
const ISLAND_CODE =
  /[\\/]src[\\/](components|islands|hooks|lib|sections|blog|layouts|content|generated)[\\/]|[\\/]src[\\/]schemas[\\/]search-index\.ts$|node_modules[\\/]lucide-react[\\/]/;
/** zod/mini, which the blog search's results and the admin app parse with: a chunk of its own, fetched by the first of them. */
const ZOD = /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/;
/**
 * Kept out of the shared island chunk: the admin app's own code (with the site's facts, which its
 * page head reads in every language), the page script's modules, which every page loads at
 * once and which must not bring the island chunk (and React) with them, and each language's
 * testimonials (src/islands/testimonial-quotes.ts), a chunk of their own that only a carousel fetches.
 * tests/prerender/pages.test.ts checks the latter.
 */
const NOT_ISLAND_CODE =
  /admin|image-picker|number-stepper|use-draft-form|use-local-storage|page-head|[\\/]content[\\/](site|seo)\.ts$|[\\/]generated[\\/](hi[\\/])?(site|testimonials)\.json$|[\\/]lib[\\/](read-file|island-markup|header-scroll|deferred-video|image-fallback|invoker-commands|theme|storage-keys)\.ts$/;
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
  plugins: [patchCssModules({ exportMode: 'default' }), react(), contentPlugin(), fontPlugin(), pagesPlugin(), withoutClientStylesheet()],
  css: {
    modules: { localsConvention: 'camelCaseOnly', generateScopedName: scopedClassName(import.meta.dirname) },
    // Every stylesheet can name the breakpoints of src/styles/breakpoints.css (custom media, written in here).
    postcss: { plugins: [postcssGlobalData({ files: [BREAKPOINTS] }), postcssCustomMedia()] },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // One stylesheet from the server build, which the prerender splits by who needs each rule
    // (scripts/site/split-stylesheet.ts): the site's, cached for every page, and a kind of page's own.
    cssCodeSplit: false,
    // scripts/site/prerender.ts reads the manifests to link each page's stylesheet, font and scripts.
    manifest: true,
    ssrEmitAssets: true,
    rolldownOptions: isSsrBuild
      ? { input: SERVER_ENTRIES }
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
    proxy: Object.fromEntries(SERVER_PATHS.map((prefix) => [prefix, `http://127.0.0.1:${process.env.API_PORT ?? 3001}`])),
  },
}));

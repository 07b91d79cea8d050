/*
 * The site's stylesheet in `npm run dev` (scripts/dev/vite-pages-plugin.ts loads it on every page, the
 * server's own pages included): the global styles and every component's CSS module, injected by
 * Vite as it serves them. The build writes the same styles into one CSS file instead (the server
 * build, src/entry-server.tsx and server/pages/entry.tsx).
 */
import './styles/global.css';

import.meta.glob(['./**/*.module.css', '../server/pages/**/*.module.css'], { eager: true });

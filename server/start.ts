/*
 * The compiled server's entry (dist-server/index.js, what npm start and each release run). A bundle
 * hoists the imports of packages above its own code, so production-mode.ts, bundled into the
 * server, would run after React had picked its build: it runs here on its own, and the server is
 * loaded after it.
 */
import './production-mode';

await import('./index');

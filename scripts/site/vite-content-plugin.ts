/*
 * Connects content/ to Vite. In `npm run dev` it builds src/generated/ at start and again on
 * every change under content/, media included; after a good build it tells its listeners
 * (scripts/dev/dev.ts restarts the API server) and then reloads the page. While content has
 * problems they print here as one block, and every page load shows them in a panel of their own
 * (scripts/dev/client/content-problems.ts) in the build's words, so a reload never hides them. It
 * serves /media/* from content/media/ in dev and copies the media and their AVIF/WebP variants
 * (scripts/site/media/images.ts) into the client build.
 */
import { createReadStream, existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig, ViteDevServer, WebSocketClient } from 'vite';
import { buildContent, DEFAULT_CONTENT_DIR, DEFAULT_OUT_DIR, reportOf, type BuildResult } from '../content/build-content';
import { CONTENT_PROBLEMS_CLIENT, CONTENT_PROBLEMS_EVENT, CONTENT_PROBLEMS_REQUEST, type ContentProblems } from '../dev/content-problems-event';
import { devVariant, writeImageVariants } from './media/images';
import { optimizeSvgs } from './media/svg';
import type { MediaManifest } from '../../src/lib/media';

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** Saving a file often fires several events (write, rename); one build follows them all. */
const SETTLE_MS = 80;

/** What scripts/dev/dev.ts reaches through the plugin's `api`. */
export type ContentDevApi = {
  /** Runs `listener` after every content build that wrote new output, before the page reloads. */
  onBuilt: (listener: () => Promise<void>) => void;
};

export function isContentDevApi(value: unknown): value is ContentDevApi {
  return typeof value === 'object' && value !== null && 'onBuilt' in value && typeof value.onBuilt === 'function';
}

function time(): string {
  return new Date().toLocaleTimeString('en-GB');
}

/** What the page's panel shows: every current problem. */
function problemsOf(result: BuildResult): ContentProblems {
  return reportOf({ ...result, warnings: [] });
}

/** Files of the generated folder, as Vite's module graph names them. */
async function outputFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true });
  return names.map((name) => path.join(dir, name));
}

/**
 * Content builds in dev: one at a time, changes during a build folded into one more, problems
 * reported as a block, good builds announced to listeners and then to the browser.
 */
function devBuilds(server: ViteDevServer, listeners: (() => Promise<void>)[]) {
  let last: BuildResult | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const log = server.config.logger;

  const report = (result: BuildResult, changed: string | undefined) => {
    const { lines, summary } = reportOf(result);
    if (result.problems.length === 0 && result.warnings.length === 0) {
      // Editors save through temporary files: name the change only if it is a file that stayed.
      const where = changed && existsSync(changed) ? ` after a change to ${path.relative(process.cwd(), changed).split(path.sep).join('/')}` : '';
      log.info(`${time()} content: ${!last ? 'built' : last.problems.length > 0 ? 'all problems fixed, rebuilt' : 'rebuilt'}${where}`);
      return;
    }
    // A block of its own: a blank line, the summary, one line per problem, a blank line.
    const block = `\n${time()} ${summary}\n${lines.map((line) => `  ${line}`).join('\n')}\n`;
    if (result.problems.length > 0) log.error(block);
    else log.warn(block);
  };

  const buildOnce = async (changed: string | undefined) => {
    const result = await buildContent({ contentDir: DEFAULT_CONTENT_DIR, outDir: DEFAULT_OUT_DIR });
    report(result, changed);
    last = result;
    if (!result.written) {
      server.ws.send(CONTENT_PROBLEMS_EVENT, problemsOf(result));
      return;
    }
    // Vite may hear of the new files only after the reload; the pages must not get the old ones.
    for (const file of await outputFiles(DEFAULT_OUT_DIR)) {
      for (const environment of Object.values(server.environments)) environment.moduleGraph.onFileChange(file);
    }
    for (const listener of listeners) await listener();
    for (const environment of Object.values(server.environments)) environment.hot.send({ type: 'full-reload' });
  };

  let changed: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  const schedule = (file?: string) => {
    changed = file;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          await buildOnce(changed);
        } while (again);
      })()
        .catch((error: unknown) =>
          log.error(`${time()} content: the build stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
        )
        .finally(() => (running = undefined));
    }, SETTLE_MS);
  };

  return {
    first: () => buildOnce(undefined),
    schedule,
    problems: () => (last && !last.written ? last : undefined),
  };
}

export function contentPlugin(): Plugin<ContentDevApi> {
  let outDir = 'dist';
  let isSsr = false;
  let logger: ResolvedConfig['logger'] | undefined;
  const listeners: (() => Promise<void>)[] = [];
  return {
    name: 'site-content',
    api: { onBuilt: (listener) => void listeners.push(listener) },
    // The generated modules change together after a content build, which reloads the page once:
    // Vite's own update per file would only add a line per file to the terminal.
    hotUpdate({ file }) {
      if (file.startsWith(DEFAULT_OUT_DIR + path.sep)) return [];
    },
    // Every dev page loads the panel that shows content problems.
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => (context.server ? [{ tag: 'script', attrs: { type: 'module', src: `/${CONTENT_PROBLEMS_CLIENT}` }, injectTo: 'body' }] : []),
    },
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
      logger = config.logger;
    },
    async configureServer(server) {
      const builds = devBuilds(server, listeners);
      server.watcher.add(DEFAULT_CONTENT_DIR);
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(DEFAULT_CONTENT_DIR + path.sep)) builds.schedule(file);
      });
      // Each page asks once it listens: it gets the problems still saved, so a reload shows them too.
      server.ws.on(CONTENT_PROBLEMS_REQUEST, (_data: unknown, client: WebSocketClient) => {
        const result = builds.problems();
        if (result) client.send(CONTENT_PROBLEMS_EVENT, problemsOf(result));
      });
      await builds.first();
      // Image variants (/media/x-480w.avif) are made on first request in dev, from the same cache the build uses.
      server.middlewares.use((request, response, next) => {
        const url = decodeURIComponent((request.url ?? '').split('?')[0]!);
        devVariant(DEFAULT_CONTENT_DIR, url).then(
          (file) => {
            if (!file) return next();
            response.setHeader('Content-Type', MIME[path.extname(file)] ?? 'application/octet-stream');
            createReadStream(file).pipe(response);
          },
          (error: unknown) => next(error),
        );
      });
      server.middlewares.use((request, response, next) => {
        const url = decodeURIComponent((request.url ?? '').split('?')[0]!);
        const file = url.startsWith('/media/') ? path.join(DEFAULT_CONTENT_DIR, url) : undefined;
        if (!file || !file.startsWith(DEFAULT_CONTENT_DIR) || !existsSync(file)) return next();
        response.setHeader('Content-Type', MIME[path.extname(file)] ?? 'application/octet-stream');
        // Always asked again: an image changed a moment ago shows on the next reload.
        response.setHeader('Cache-Control', 'no-cache');
        createReadStream(file).pipe(response);
      });
    },
    async writeBundle() {
      if (isSsr) return;
      await mkdir(outDir, { recursive: true });
      // content/media may be a symbolic link (a shared media folder): copy the files, not the
      // link, so nothing written into dist/media can ever land in content/.
      await rm(path.join(outDir, 'media'), { recursive: true, force: true });
      await cp(path.join(DEFAULT_CONTENT_DIR, 'media'), path.join(outDir, 'media'), { recursive: true, dereference: true });
      const svgs = await optimizeSvgs(path.join(outDir, 'media'));
      logger?.info(`svg: ${svgs.files} files ${Math.round(svgs.bytesBefore / 1024)} → ${Math.round(svgs.bytesAfter / 1024)} KB, ${svgs.ms} ms`);
      // Written by the content build, which validated it.
      const manifest = JSON.parse(await readFile(path.join(DEFAULT_OUT_DIR, 'media.json'), 'utf8')) as MediaManifest;
      const report = await writeImageVariants({ contentDir: DEFAULT_CONTENT_DIR, manifest, outDir });
      logger?.info(
        `images: ${report.variants} AVIF/WebP variants of ${report.images} images (${report.encoded} encoded, the rest cached), ${Math.round(report.bytes / 1024)} KB, ${report.ms} ms`,
      );
    },
  };
}

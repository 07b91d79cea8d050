/*
 * Connects content/ to Vite. In `npm run dev` it rebuilds src/generated/ when a content file
 * changes and shows problems in the terminal and the browser's error overlay; the page
 * recovers on the next good save. It serves /media/* from content/media/ in dev and copies the
 * media, their AVIF/WebP variants (scripts/media/images.ts) and the search index into the client build.
 */
import { createReadStream, existsSync } from 'node:fs';
import { cp, copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import { buildContent, DEFAULT_CONTENT_DIR, DEFAULT_OUT_DIR } from './build-content';
import { formatProblem } from './content/source';
import { devVariant, writeImageVariants } from './media/images';
import type { MediaManifest } from '../src/lib/media';

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

async function rebuild(server: ViteDevServer): Promise<void> {
  const result = await buildContent({ contentDir: DEFAULT_CONTENT_DIR, outDir: DEFAULT_OUT_DIR });
  if (result.problems.length === 0) {
    server.config.logger.info('content: rebuilt', { timestamp: true });
    server.ws.send({ type: 'full-reload' });
    return;
  }
  const message = result.problems.map(formatProblem).join('\n');
  server.config.logger.error(`content: ${result.problems.length} problem(s); the last good build is still in place\n${message}`, { timestamp: true });
  server.ws.send({ type: 'error', err: { message: `Content problems:\n${message}`, stack: '', plugin: 'content' } });
}

export function contentPlugin(): Plugin {
  let outDir = 'dist';
  let isSsr = false;
  let logger: ResolvedConfig['logger'] | undefined;
  return {
    name: 'site-content',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
      logger = config.logger;
    },
    configureServer(server) {
      server.watcher.add(DEFAULT_CONTENT_DIR);
      let pending: Promise<void> = Promise.resolve();
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(DEFAULT_CONTENT_DIR + path.sep) || file.includes(`${path.sep}media${path.sep}`)) return;
        pending = pending.then(() => rebuild(server));
      });
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
        const file = url === '/search-index.json'
          ? path.join(DEFAULT_OUT_DIR, 'search-index.json')
          : url.startsWith('/media/') ? path.join(DEFAULT_CONTENT_DIR, url) : undefined;
        if (!file || !file.startsWith(path.dirname(DEFAULT_OUT_DIR)) && !file.startsWith(DEFAULT_CONTENT_DIR) || !existsSync(file)) return next();
        response.setHeader('Content-Type', MIME[path.extname(file)] ?? 'application/json');
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
      await copyFile(path.join(DEFAULT_OUT_DIR, 'search-index.json'), path.join(outDir, 'search-index.json'));
      // Written by the content build, which validated it.
      const manifest = JSON.parse(await readFile(path.join(DEFAULT_OUT_DIR, 'media.json'), 'utf8')) as MediaManifest;
      const report = await writeImageVariants({ contentDir: DEFAULT_CONTENT_DIR, manifest, outDir });
      logger?.info(
        `images: ${report.variants} AVIF/WebP variants of ${report.images} images (${report.encoded} encoded, the rest cached), ${Math.round(report.bytes / 1024)} KB, ${report.ms} ms`,
      );
    },
  };
}

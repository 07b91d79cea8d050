/*
 * The Content-Security-Policy allows no inline script but the ones the built pages' template
 * holds, each by the hash of its text: index.html's head script, which writes the kept colour
 * theme on <html data-theme> before the first paint (so a page never flashes the wrong theme) and
 * listens for the page's view transitions before it is revealed, and is inline so that it costs no
 * request before that paint. The hashes are read from the built home page, so the policy always
 * names what was built.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Script elements that run (no src, no data type such as application/ld+json), with their text. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="(?!module|text\/javascript)[^"]*")[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP sources ('sha256-…') of the inline scripts of `html`. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
}

/** The CSP sources of the built site's inline scripts; none without a built site. */
export function builtInlineScriptSources(distDir: string | undefined): string[] {
  const index = distDir ? path.join(distDir, 'index.html') : undefined;
  return index && existsSync(index) ? inlineScriptSources(readFileSync(index, 'utf8')) : [];
}

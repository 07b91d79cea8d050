/*
 * Every page of the built site (npm run build first) passes the W3C Nu HTML Checker without an
 * error: the checker of the vnu-jar package, run by the machine's Java (11 or later).
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const DIST = path.resolve('dist');

/** The checker's JSON report (--format json). */
const reportSchema = z.object({
  messages: z.array(z.object({ url: z.string(), lastLine: z.number().optional(), message: z.string() })),
});

/** The checker's errors over every HTML file under `dir`, as "file:line message". */
async function htmlErrors(dir: string): Promise<string[]> {
  // The checker exits with 1 when it finds an error, and writes its report to stderr either way.
  const report = await promisify(execFile)('java', ['-jar', VNU_JAR, '--errors-only', '--skip-non-html', '--format', 'json', dir], {
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    ({ stderr }) => stderr,
    (error: unknown) => {
      if (error instanceof Error && 'stderr' in error && typeof error.stderr === 'string' && error.stderr.startsWith('{')) return error.stderr;
      throw new Error(`The Nu HTML Checker did not run (it needs Java 11 or later: apt-get install default-jre-headless): ${String(error)}`);
    },
  );
  const { messages } = reportSchema.parse(JSON.parse(report));
  return messages.map((m) => `${path.relative(dir, new URL(m.url).pathname)}:${m.lastLine ?? '?'} ${m.message}`);
}

describe('the HTML of the built site', () => {
  it('has no error the W3C Nu HTML Checker finds, on any page', async () => {
    expect(await htmlErrors(DIST)).toEqual([]);
  }, 300_000);
});

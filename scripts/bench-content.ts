/*
 * npm run bench:content: the content build over 100, 1,000, 3,000 and 10,000 synthetic posts (on top
 * of the small good fixture), each size built RUNS times in a fresh process. Prints the median
 * wall time and the median peak memory (max RSS) per size.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SIZES = (process.env.BENCH_SIZES ?? '100,1000,3000,10000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FIXTURE = path.resolve('tests/content/fixtures/good');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function makeContent(count: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-content-${count}-`));
  cpSync(FIXTURE, dir, { recursive: true });
  const categories = ['Web Development', 'Digital Marketing', 'Cybersecurity', 'Careers & Learning', 'Business'];
  for (let i = 1; i <= count; i++) {
    const title = `Synthetic post number ${i}`;
    const slug = `synthetic-post-number-${i}`;
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    writeFileSync(
      path.join(dir, 'blog', `${slug}.md`),
      `---\ntitle: ${title}\ndate: 2026-${month}-${day}\nauthor: Author ${i % 7}\ncategory: ${categories[i % categories.length]}\ntags: [Technology, Tag ${i % 13}]\nimage: media/blog/cover.svg\nalt: Cover of post ${i}\nsummary: A synthetic post used to measure the content build.\n---\n## Section one\n\nSome **bold** text, a [link to SEO](/services/seo) and a list:\n\n- first point\n- second point\n- third point\n\n### Section two\n\n${'A paragraph of ordinary prose that makes the post about as long as a real one. '.repeat(12)}\n\n> A short quotation.\n`,
    );
  }
  return dir;
}

function runOnce(contentDir: string): { ms: number; maxRssMb: number } {
  const outDir = path.join(contentDir, '..', `${path.basename(contentDir)}-out`);
  const script = `
    const { buildContent } = await import(${JSON.stringify(pathToFileURL(path.resolve('scripts/build-content.ts')).href)});
    const started = performance.now();
    const result = await buildContent({ contentDir: ${JSON.stringify(contentDir)}, outDir: ${JSON.stringify(outDir)} });
    const ms = performance.now() - started;
    if (result.problems.length) { console.error(result.problems.slice(0, 5)); process.exit(1); }
    console.log(JSON.stringify({ ms, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
  `;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`build failed: ${child.stderr}`);
  rmSync(outDir, { recursive: true, force: true });
  return JSON.parse(child.stdout.trim().split('\n').pop()!) as { ms: number; maxRssMb: number };
}

console.log(`content build benchmark: ${RUNS} runs per size, medians (node ${process.version}, ${execFileSync('nproc').toString().trim()} cores)`);
console.log('posts   wall time   ms/post   peak memory');
for (const size of SIZES) {
  const dir = makeContent(size);
  try {
    const runs = Array.from({ length: RUNS }, () => runOnce(dir));
    const ms = median(runs.map((r) => r.ms));
    const rss = median(runs.map((r) => r.maxRssMb));
    console.log(
      `${String(size).padStart(5)}   ${(ms / 1000).toFixed(2).padStart(7)} s   ${(ms / size).toFixed(2).padStart(7)}   ${rss.toFixed(0).padStart(6)} MB`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/*
 * npm run bench:content: the content build over 100, 1,000, 3,000 and 10,000 synthetic posts (on top
 * of the site's own content/, its media folder linked rather than copied), each with its Hindi translation under content/hi/blog/ (so the
 * build makes twice as many posts; BENCH_HINDI=0 leaves them out), each size built RUNS times in
 * a fresh process. Prints the median wall time, CPU time (all threads; on a busy machine it tells
 * the build's own cost when wall time cannot) and peak memory (max RSS) per size.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SIZES = (process.env.BENCH_SIZES ?? '100,1000,3000,10000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONTENT = path.resolve('content');
const WITH_HINDI = process.env.BENCH_HINDI !== '0';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function makeContent(count: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-content-${count}-`));
  cpSync(CONTENT, dir, { recursive: true, filter: (source) => source !== path.join(CONTENT, 'media') });
  symlinkSync(path.join(CONTENT, 'media'), path.join(dir, 'media'), 'dir');
  const categories = ['Web Development', 'Digital Marketing', 'Cybersecurity', 'Careers & Learning', 'Business'];
  const hindiCategories = ['वेब डेवलपमेंट', 'डिजिटल मार्केटिंग', 'साइबर सुरक्षा', 'करियर और पढ़ाई', 'बिज़नेस'];
  mkdirSync(path.join(dir, 'hi', 'blog'), { recursive: true });
  for (let i = 1; i <= count; i++) {
    const title = `Synthetic post number ${i}`;
    const slug = `synthetic-post-number-${i}`;
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    writeFileSync(
      path.join(dir, 'blog', `${slug}.md`),
      `---\ntitle: ${title}\ndate: 2026-${month}-${day}\nauthor: Author ${i % 7}\ncategory: ${categories[i % categories.length]}\ntags: [Technology, Tag ${i % 13}]\nimage: media/blog/default.jpg\nalt: Cover of post ${i}\nsummary: A synthetic post used to measure the content build.\n---\n## Section one\n\nSome **bold** text, a [link to SEO](/services/seo) and a list:\n\n- first point\n- second point\n- third point\n\n### Section two\n\n${'A paragraph of ordinary prose that makes the post about as long as a real one. '.repeat(12)}\n\n> A short quotation.\n`,
    );
    if (!WITH_HINDI) continue;
    writeFileSync(
      path.join(dir, 'hi', 'blog', `${slug}.md`),
      `---\ntitle: सिंथेटिक पोस्ट नंबर ${i}\nauthor: लेखक ${i % 7}\ncategory: ${hindiCategories[i % categories.length]}\ntags: [टेक्नोलॉजी, टैग ${i % 13}]\nalt: पोस्ट ${i} का कवर\nsummary: कॉन्टेंट बिल्ड को मापने के लिए बनाई गई एक सिंथेटिक पोस्ट।\n---\n## पहला हिस्सा\n\nकुछ **मोटे** अक्षर, [SEO का लिंक](/services/seo) और एक सूची:\n\n- पहली बात\n- दूसरी बात\n- तीसरी बात\n\n### दूसरा हिस्सा\n\n${'साधारण गद्य का एक पैराग्राफ़, जो पोस्ट को लगभग असली पोस्ट जितना लंबा बनाता है। '.repeat(12)}\n\n> एक छोटा उद्धरण।\n`,
    );
  }
  return dir;
}

type Run = { ms: number; cpuMs: number; maxRssMb: number };

function runOnce(contentDir: string): Run {
  const outDir = path.join(contentDir, '..', `${path.basename(contentDir)}-out`);
  const script = `
    const { buildContent } = await import(${JSON.stringify(pathToFileURL(path.resolve('scripts/content/build-content.ts')).href)});
    const started = performance.now();
    const result = await buildContent({ contentDir: ${JSON.stringify(contentDir)}, outDir: ${JSON.stringify(outDir)} });
    const ms = performance.now() - started;
    if (result.problems.length) { console.error(result.problems.slice(0, 5)); process.exit(1); }
    const { user, system } = process.cpuUsage();
    console.log(JSON.stringify({ ms, cpuMs: (user + system) / 1000, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
  `;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`build failed: ${child.stderr}`);
  rmSync(outDir, { recursive: true, force: true });
  return JSON.parse(child.stdout.trim().split('\n').pop()!) as Run;
}

console.log(`content build benchmark: ${RUNS} runs per size, medians (node ${process.version}, ${execFileSync('nproc').toString().trim()} cores)`);
console.log(`posts${WITH_HINDI ? ' (each also in Hindi)' : ''}   wall time   ms/post   CPU time   peak memory`);
for (const size of SIZES) {
  const dir = makeContent(size);
  try {
    const runs = Array.from({ length: RUNS }, () => runOnce(dir));
    const ms = median(runs.map((r) => r.ms));
    const cpu = median(runs.map((r) => r.cpuMs));
    const rss = median(runs.map((r) => r.maxRssMb));
    console.log(
      `${String(size).padStart(5)}   ${(ms / 1000).toFixed(2).padStart(7)} s   ${(ms / size).toFixed(2).padStart(7)}   ${(cpu / 1000).toFixed(2).padStart(6)} s   ${rss.toFixed(0).padStart(6)} MB`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

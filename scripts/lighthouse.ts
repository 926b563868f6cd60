/**
 * Lighthouse (mobile emulation, the default config) for the landing page, login and the member home, and
 * the size budgets; prints both tables and writes them into the "## Web" section of docs/BENCHMARKS.md.
 *
 *   npm run bench:web          (LIGHTHOUSE_RUNS=5: the median run by performance score, per page)
 *
 * Builds the web app, starts the server on a free port with a temp DATA_DIR, registers a member through
 * the API and puts its token in localStorage for the home page. Chromium is the system one
 * (/usr/bin/chromium, CHROMIUM_PATH overrides); nothing is downloaded.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { REPO } from '../bench/lib';
import { registerDemoMember } from './lib/demo-member';
import { buildWeb, startDemoServer } from './lib/demo-server';
import { chromiumVersion, launchChromium } from './lib/devtools-chromium';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
/** A folder to keep every run's full Lighthouse report (JSON) in, for a closer look. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const BENCHMARKS = join(REPO, 'docs/BENCHMARKS.md');
// Loaded by path so that tsc (server config, no DOM library) does not check the browser module itself.
const storageKeysModule = join(REPO, 'apps/web/src/lib/storage-keys.ts');
const { STORAGE_KEYS } = (await import(storageKeysModule)) as { STORAGE_KEYS: { token: string } };

const PAGES = [
  { name: 'Landing', path: '/', member: false },
  { name: 'Login', path: '/user/login', member: false },
  { name: 'Register (step 1)', path: '/user/register', member: false },
  { name: 'Member home (logged in)', path: '/user/home', member: true },
];

interface Score {
  performance: number | null;
  accessibility: number;
  bestPractices: number;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
  failing: string[];
  /** Lighthouse's CPU benchmark of the host during the run (a quiet desktop scores ~1500 or more). */
  benchmarkIndex: number;
  lighthouseVersion: string;
}

/**
 * Signs the browser in as the member for the home page: the token in localStorage, set from a page that
 * loads none of the app's assets, and the HTTP cache emptied, so the measured load starts cold.
 */
async function signIn(port: number, base: string, token: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${base}/runtime-config.js`);
    // A string: this file is type-checked without the DOM library.
    await page.evaluate(
      `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.token)}, ${JSON.stringify(token)})`,
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close(); // only disconnects: the browser was not launched by Playwright
  }
}

interface NetworkRow {
  url: string;
  statusCode: number;
}

async function audit(port: number, url: string, keepStorage: boolean): Promise<Score> {
  const { origin } = new URL(url);
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // Lighthouse clears the origin's storage first; the logged-in page needs the token kept.
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (REPORTS) {
    const file = join(REPORTS, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`);
    await writeFile(file, JSON.stringify(lhr));
  }
  // apps/web/dist is shared: a build started elsewhere mid-run leaves the page asking for files that are
  // gone. Such a run measured a broken page; it is dropped (scored null) like an unreadable trace.
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRow[] } | undefined)?.items;
  const broken = (requests ?? []).filter((r) => r.url.startsWith(origin) && r.statusCode >= 400);
  if (broken.length) console.warn(`dropped a run of ${url}: ${broken.map((r) => r.url).join(', ')} failed`);
  const score = (id: string) => {
    if (broken.length) return null;
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = Object.values(lhr.categories)
    .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]!))
    .filter((a) => a.score !== null && a.score < 0.9)
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility') ?? 0,
    bestPractices: score('best-practices') ?? 0,
    metrics: {
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    },
    failing,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

const median = (scores: Score[]) =>
  [...scores].sort((a, b) => a.performance! - b.performance!)[Math.floor(scores.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Row {
  name: string;
  picked: Score;
  runs: Score[];
}

function lighthouseTable(rows: Row[]) {
  const lines = [
    '| Page | Performance (runs) | Accessibility | Best practices | FCP | LCP | TBT | CLS |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { name, picked: s, runs } of rows) {
    const m = s.metrics;
    const all = runs.map((r) => r.performance).join(', ');
    lines.push(
      `| ${name} | **${s.performance}** (${all}) | ${s.accessibility} | ${s.bestPractices} | ${seconds(m.fcp)} | ` +
        `${seconds(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} |`,
    );
  }
  return lines.join('\n');
}

/** Replaces the "## Web" section of docs/BENCHMARKS.md (up to the next "## " heading), or appends it. */
async function writeSection(section: string) {
  const current = existsSync(BENCHMARKS) ? await readFile(BENCHMARKS, 'utf8') : '# Benchmarks\n';
  const start = current.search(/^## Web\s*$/m);
  let next: string;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${section}\n`;
  } else {
    const rest = current.slice(start + 1);
    const end = rest.search(/^## /m);
    const after = end === -1 ? '' : `\n${rest.slice(end)}`;
    next = `${current.slice(0, start)}${section}\n${after}`;
  }
  await writeFile(BENCHMARKS, next);
}

buildWeb();
const budgets = execFileSync(process.execPath, [join(REPO, 'scripts/check-web-budgets.mjs'), '--markdown'], {
  encoding: 'utf8',
}).trim();
const server = await startDemoServer();
const profile = await mkdtemp(join(os.tmpdir(), 'chokdee-lighthouse-'));
const chrome = await launchChromium(profile);
const chromeVersion = await chromiumVersion(chrome.port);
const results: Row[] = [];
try {
  const member = await registerDemoMember(server.base);
  for (const page of PAGES) {
    const runs: Score[] = [];
    // A run that scored null (unreadable trace, broken page) is not counted; as many retries as runs.
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
      if (page.member) await signIn(chrome.port, server.base, member.token);
      const run = await audit(chrome.port, `${server.base}${page.path}`, page.member);
      if (run.performance !== null) runs.push(run);
    }
    if (!runs.length) throw new Error(`lighthouse could not score ${page.path}`);
    const picked = median(runs);
    results.push({ name: `${page.name}: \`${page.path}\``, picked, runs });
    console.log(
      `${page.path}: performance ${runs.map((r) => r.performance).join('/')}, ` +
        `accessibility ${picked.accessibility}${picked.failing.length ? `; below 90: ${picked.failing.join(', ')}` : ''}`,
    );
  }
} finally {
  chrome.child.kill();
  await server.stop();
  await rm(profile, { recursive: true, force: true });
}

const { lighthouseVersion } = results[0]!.picked;
const indexes = results.flatMap((r) => r.runs.map((run) => Math.round(run.benchmarkIndex)));
const [load1] = os.loadavg();
const cpu = os.cpus();
const machine = `${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB`;
const table = lighthouseTable(results);
const section = `## Web

Measured by \`npm run bench:web\` (\`scripts/lighthouse.ts\`) on ${new Date().toISOString().slice(0, 10)}:
${machine}, Node ${process.version}, Chromium ${chromeVersion}, Lighthouse ${lighthouseVersion}.
Lighthouse's default mobile run (Moto G Power screen, simulated slow 4G and 4× CPU slowdown) against the
production build served by the real server; per page the median of ${RUNS} runs by performance score (every
run's score in brackets). The home page is measured logged in (token in localStorage, cold HTTP cache).
Targets: performance ≥ 90, accessibility ≥ 95. The 4× slowdown comes on top of the host's own speed: this
run's CPU benchmark index was ${Math.min(...indexes)}–${Math.max(...indexes)} (load average ${load1?.toFixed(1)} at
the end), and total blocking time grows as it falls.

${table}

Size budgets (gzip, as a phone downloads them), checked on every production build
(\`scripts/check-web-budgets.mjs\`) and by \`npm test\` (\`apps/web/tooling/web-budgets.test.ts\`); initial JS
is what a page loads before its first render (entry scripts and their static imports), lazy routes and
dialogs excluded:

${budgets}
`;
console.log(`\n${table}\n\n${budgets}`);
await writeSection(section);
console.log(`\nwritten to ${BENCHMARKS}`);

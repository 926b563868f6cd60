#!/usr/bin/env node
// Checks the built web app against its size budgets (gzip, as a phone downloads it) and prints a table.
// Initial JS of a page = its entry scripts plus every chunk they import statically (what loads before
// the first render); lazy routes and dialogs are not counted. Exit code 1 when a budget is exceeded.
//   node scripts/check-web-budgets.mjs [distDir] [--markdown]   (--markdown: the table for docs/BENCHMARKS.md)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const markdown = args.includes('--markdown');
const dist = args.find((a) => !a.startsWith('--')) ?? join(root, 'apps/web/dist');
const KB = 1024;
const BUDGETS = { landingJs: 60 * KB, memberJs: 173 * KB, css: 30 * KB };

if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, 'user/index.html'))) {
  console.error(`check-web-budgets: ${dist} has no index.html and user/index.html; build the web app first`);
  process.exit(1);
}

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const local = (url) => !/^(?:[a-z]+:)?\/\//i.test(url) && !url.startsWith('data:');
const fromUrl = (url) => url.replace(/^\//, '').split(/[?#]/)[0];

/** The files a page loads up front: scripts (module or not), modulepreloads and stylesheets. */
function pageAssets(htmlFile) {
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  const js = new Set();
  const css = new Set();
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) {
    if (local(src) && existsSync(join(dist, fromUrl(src)))) js.add(fromUrl(src));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = tag.match(/\bhref="([^"]+)"/)?.[1];
    if (!href || !local(href)) continue;
    if (/\brel="modulepreload"/.test(tag)) js.add(fromUrl(href));
    if (/\brel="stylesheet"/.test(tag)) css.add(fromUrl(href));
  }
  // Follow static imports too, in case a chunk was not preloaded.
  const queue = [...js];
  while (queue.length) {
    const file = queue.pop();
    const code = readFileSync(join(dist, file), 'utf8');
    for (const [, spec] of code.matchAll(
      /(?:^|[;\s}])import\s*(?:[\w$*{},\s]+from\s*)?["']([^"']+\.js)["']/g,
    )) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      const target = spec.startsWith('/') ? fromUrl(spec) : posix.join(posix.dirname(file), spec);
      if (!js.has(target) && existsSync(join(dist, target))) {
        js.add(target);
        queue.push(target);
      }
    }
  }
  return { js: [...js], css: [...css] };
}

function allFiles(dir, ext) {
  return readdirSync(join(dist, dir), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(ext))
    .map((f) => posix.join(dir, f.split('\\').join('/')));
}

const sum = (files) => files.reduce((n, f) => n + gz(f), 0);
const landing = pageAssets('index.html');
const member = pageAssets('user/index.html');
const allCss = allFiles('assets', '.css');
const allJs = allFiles('assets', '.js');

const rows = [
  ['landing: HTML (prerendered)', gz('index.html'), null],
  ['landing: initial JS', sum(landing.js), BUDGETS.landingJs],
  ['landing: CSS', sum(landing.css), BUDGETS.css],
  ['member app: initial JS', sum(member.js), BUDGETS.memberJs],
  ['member app: CSS', sum(member.css), BUDGETS.css],
  ['all CSS in dist', sum(allCss), BUDGETS.css],
  ['all JS in dist (incl. lazy chunks)', sum(allJs), null],
];

const fmt = (n) => `${(n / KB).toFixed(1)} KB`;
const table = rows.map(([name, size, budget]) => ({
  name,
  size: fmt(size),
  budget: budget === null ? '-' : fmt(budget),
  ok: budget === null || size <= budget,
}));
if (markdown) {
  console.log('| Item | Size (gzip) | Budget | |');
  console.log('|---|---:|---:|---|');
  for (const r of table) console.log(`| ${r.name} | ${r.size} | ${r.budget} | ${r.ok ? 'ok' : 'OVER'} |`);
} else {
  const w = Math.max(...table.map((r) => r.name.length));
  console.log(`\nWeb budgets (gzip) for ${relative(process.cwd(), dist) || dist}`);
  console.log(`${'item'.padEnd(w)}  ${'size'.padStart(9)}  ${'budget'.padStart(9)}`);
  for (const r of table) {
    console.log(
      `${r.name.padEnd(w)}  ${r.size.padStart(9)}  ${r.budget.padStart(9)}  ${r.ok ? 'ok' : 'OVER BUDGET'}`,
    );
  }
  console.log(`\nmember app initial files: ${member.js.join(', ')}`);
  console.log(`landing initial files: ${landing.js.join(', ') || '(none)'}`);
}

const failed = table.filter((r) => !r.ok);
if (failed.length) {
  console.error(`\ncheck-web-budgets: over budget: ${failed.map((r) => r.name).join('; ')}`);
  process.exit(1);
}

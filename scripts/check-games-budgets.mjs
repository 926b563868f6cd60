#!/usr/bin/env node
// Checks the built game client (apps/games/dist) against issue 18's budget and prints a table: each
// page's initial JavaScript (the entry, the page's route chunk and every chunk they import statically:
// what loads before the game draws, gzip as a phone downloads it) at most 200 KB; and PixiJS only in
// chunks that the slot pages load (by dynamic import), never in any page's initial JavaScript.
// Reads Vite's manifest (build.manifest). Exit code 1 when a check fails.
//   node scripts/check-games-budgets.mjs [distDir]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.argv[2] ?? join(root, 'apps/games/dist');
const KB = 1024;
const PAGE_BUDGET = 200 * KB;
const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`check-games-budgets: ${manifestFile} missing; build the game client first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
/** PixiJS's own code names its site in its banner and its errors. */
const isPixi = (file) => /pixijs\.com|PixiJS/.test(readFileSync(join(dist, file), 'utf8'));

/** A manifest entry's file and the files of every chunk it imports statically. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const routes = Object.keys(manifest).filter((k) =>
  /^src\/routes\/.*page\.tsx$|^src\/routes\/[\w-]+\.tsx$/.test(k),
);
const rows = routes.map((route) => {
  const files = closure(route, closure(entryKey));
  const size = [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + gz(f), 0);
  const pixi = [...files].filter((f) => f.endsWith('.js') && isPixi(f));
  return { route, size, pixi };
});
const pixiChunks = Object.values(manifest)
  .map((c) => c.file)
  .filter((f) => f.endsWith('.js') && isPixi(f));
/** Every chunk the slot pages load, up front or later (their imports, dynamic ones included, transitively). */
const slotLater = new Set();
const reach = (key) => {
  const chunk = manifest[key];
  if (!chunk || slotLater.has(chunk.file)) return;
  slotLater.add(chunk.file);
  for (const dep of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
    if (dep !== entryKey) reach(dep);
};
for (const key of routes.filter((k) => k.startsWith('src/routes/slot/'))) reach(key);

const fmt = (n) => `${(n / KB).toFixed(1)} KB`;
console.log(`\nGame client budgets (gzip) for ${dist}`);
let failed = false;
for (const r of rows) {
  const ok = r.size <= PAGE_BUDGET && r.pixi.length === 0;
  failed ||= !ok;
  console.log(
    `${r.route.padEnd(40)} initial JS ${fmt(r.size).padStart(9)} / ${fmt(PAGE_BUDGET)}${r.pixi.length ? `  PixiJS in ${r.pixi.join(', ')}` : ''}  ${ok ? 'ok' : 'OVER'}`,
  );
}
console.log('\nchunks (gzip):');
for (const chunk of Object.values(manifest).filter((c) => c.file.endsWith('.js'))) {
  console.log(
    `  ${chunk.file.padEnd(44)} ${fmt(gz(chunk.file)).padStart(9)}${isPixi(chunk.file) ? '  (PixiJS)' : ''}`,
  );
}
const stray = pixiChunks.filter((f) => !slotLater.has(f));
if (stray.length) console.log(`\nPixiJS outside the slot's chunks: ${stray.join(', ')}`);
if (rows.length < 5) console.log(`\nonly ${rows.length} page chunks found in the manifest`);
if (failed || stray.length || rows.length < 5) {
  console.error('\ncheck-games-budgets: failed');
  process.exit(1);
}

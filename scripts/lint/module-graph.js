import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MODULES = fileURLToPath(new URL('../../apps/server/src/modules', import.meta.url));

/** The module (first folder under modules/) a path lies in, or undefined outside modules/. */
export function moduleOf(path) {
  const parts = relative(MODULES, path).split(sep);
  return parts[0] === '..' || parts[0] === '' || parts.length < 1 ? undefined : parts[0];
}

/** Tests and test kits: they may import what shipped code may not, and are left out of the graph. */
export const isTestSide = (file) => /\.test\.ts$|(^|[/\\])test-kit\.ts$/.test(file);

// `import … from '…'`, `export … from '…'` (types too), `import('…')`.
const IMPORTS = /(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

/** The modules a file's source imports, types included. */
export function importsOf(file, text) {
  const found = new Set();
  for (const m of text.matchAll(IMPORTS)) {
    const specifier = m[1] ?? m[2];
    if (!specifier.startsWith('.')) continue;
    const to = moduleOf(resolve(dirname(file), specifier));
    if (to) found.add(to);
  }
  return found;
}

function* filesUnder(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) yield* filesUnder(path);
    else if (e.name.endsWith('.ts') && !isTestSide(path)) yield path;
  }
}

/**
 * module → module → a file that makes the edge, from the shipped files on disk. Read once per lint run (an
 * editor's long-lived ESLint sees a change of another file on its next start).
 */
let cached;
export function moduleGraph() {
  if (cached) return cached;
  cached = new Map();
  for (const file of filesUnder(MODULES)) {
    const from = moduleOf(file);
    for (const to of importsOf(file, readFileSync(file, 'utf8'))) {
      if (to === from) continue;
      const edges = cached.get(from) ?? cached.set(from, new Map()).get(from);
      if (!edges.has(to)) edges.set(to, relative(MODULES, file));
    }
  }
  return cached;
}

/** A shortest path of modules from `start` to `goal` in the graph, or undefined. */
export function pathBetween(graph, start, goal) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length) {
    const at = queue.shift();
    if (at === goal) {
      const path = [];
      for (let m = goal; m !== undefined; m = previous.get(m)) path.unshift(m);
      return path;
    }
    for (const next of graph.get(at)?.keys() ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** ESLint visitors handing `check` the source of every import, `export … from` and `import()`. */
export const importVisitors = (check) => ({
  ImportDeclaration: (node) => check(node.source),
  ExportNamedDeclaration: (node) => check(node.source),
  ExportAllDeclaration: (node) => check(node.source),
  ImportExpression: (node) => check(node.source),
});

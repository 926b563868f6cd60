import { dirname, relative, resolve, sep } from 'node:path';
import { importVisitors, isTestSide, MODULES } from './module-graph.js';

/** `modules/<feature>/<rest…>` for a path, as [feature, rest], or undefined outside modules/. */
function place(path) {
  const parts = relative(MODULES, path).split(sep);
  if (parts[0] === '..' || parts[0] === '' || parts.length < 2) return undefined;
  return [
    parts[0],
    parts
      .slice(1)
      .join('/')
      .replace(/\.(ts|js)$/, ''),
  ];
}

/**
 * A server module (the first folder under modules/: games with its wallet/, live/, house/… is one) uses another
 * only through that module's index.ts, so what a module offers is one file to read and everything else may
 * change freely (issue 26 item 4). Tests and test kits may also import another module's test-kit.ts. Paths are
 * resolved, not matched by name. Imports inside one module are free.
 */
const rule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      deepImport:
        "modules/{{from}} reaches into modules/{{to}}/{{rest}} ('{{specifier}}'): use what modules/{{to}}/index.ts exports, exporting it there if needed.",
    },
  },
  create(context) {
    const file = context.filename;
    const own = place(file);
    if (!own) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const target = place(resolve(dirname(file), source.value));
      if (!target || target[0] === own[0]) return;
      const [to, rest] = target;
      if (rest === 'index' || (rest === 'test-kit' && isTestSide(file))) return;
      context.report({
        node: source,
        messageId: 'deepImport',
        data: { from: own[0], to, rest, specifier: source.value },
      });
    };
    return importVisitors(check);
  },
};

export default { rules: { 'module-boundaries': rule } };

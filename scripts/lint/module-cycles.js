import { dirname, relative, resolve } from 'node:path';
import { importVisitors, isTestSide, MODULES, moduleGraph, moduleOf, pathBetween } from './module-graph.js';

/**
 * No dependency cycles between server modules (issue 26 item 4): when module A imports module B, nothing B
 * imports may lead back to A. Counted at module level (the first folder under modules/), type imports included:
 * a cycle of types still ties two modules into one (the known ledger → notifications one was of types).
 * Tests and test kits are left out (a test of A may drive B). A cycle is broken by moving the shared piece
 * into the module that owns it, or by passing a function in from app.ts. The rest of the graph is read from
 * the files on disk (module-graph.js).
 */
const rule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      cycle:
        'modules/{{from}} imports modules/{{to}}, which leads back: {{path}} ({{via}}). Break the cycle.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    if (!from || isTestSide(file) || relative(MODULES, file).startsWith('..')) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const to = moduleOf(resolve(dirname(file), source.value));
      if (!to || to === from) return;
      const graph = moduleGraph();
      const back = pathBetween(graph, to, from);
      if (!back) return;
      const via = back
        .slice(0, -1)
        .map((m, i) => graph.get(m).get(back[i + 1]))
        .join(', ');
      context.report({
        node: source,
        messageId: 'cycle',
        data: { from, to, path: [from, ...back].join(' → '), via },
      });
    };
    return importVisitors(check);
  },
};

export default { rules: { 'module-cycles': rule } };

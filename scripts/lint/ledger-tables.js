import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../../apps/server/src', import.meta.url));
/** The ledger's tables, by their Drizzle names (db/schema) and their SQL names. */
const SYMBOLS = new Set(['ledgerAccounts', 'ledgerTransfers', 'ledgerEntries', 'ledgerHolds']);
const TABLE = /\bledger_(accounts|transfers|entries|holds)\b/;

const inside = (path, folder) => {
  const rel = relative(resolve(SRC, folder), path);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep));
};
const isTestSide = (file) => /\.test\.ts$|(^|[/\\])test-kit\.ts$/.test(file);

/**
 * Only the ledger module reads or writes the ledger's tables (issue 26 item 4): other modules ask its API,
 * which offers whole reads and SQL fragments for their single statements (modules/ledger/index.ts). Catches
 * the Drizzle tables imported from db/schema and the tables named in SQL text. db/schema defines them;
 * tests and test kits may read them to check what happened.
 */
const rule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      symbol:
        "{{name}} is the ledger's table: read it through modules/ledger/index.ts (a read or an SQL fragment).",
      sql: "'{{table}}' is the ledger's table: read it through modules/ledger/index.ts (a read or an SQL fragment).",
    },
  },
  create(context) {
    const file = context.filename;
    if (
      !inside(file, '.') ||
      inside(file, 'modules/ledger') ||
      inside(file, 'db/schema') ||
      isTestSide(file)
    ) {
      return {};
    }
    const fromSchema = (specifier) =>
      specifier.startsWith('.') &&
      inside(resolve(dirname(file), specifier).replace(/\.(ts|js)$/, ''), 'db/schema');
    const text = (node, value) => {
      const table = typeof value === 'string' ? TABLE.exec(value)?.[0] : undefined;
      if (table) context.report({ node, messageId: 'sql', data: { table } });
    };
    /** Local names of `import * as schema from '…/db/schema'`: `schema.ledgerEntries` counts too. */
    const namespaces = new Set();
    return {
      ImportDeclaration(node) {
        if (typeof node.source.value !== 'string' || !fromSchema(node.source.value)) return;
        for (const s of node.specifiers) {
          if (s.type === 'ImportNamespaceSpecifier') namespaces.add(s.local.name);
          const name = s.type === 'ImportSpecifier' ? (s.imported.name ?? s.imported.value) : undefined;
          if (SYMBOLS.has(name)) context.report({ node: s, messageId: 'symbol', data: { name } });
        }
      },
      MemberExpression(node) {
        const { object, property } = node;
        if (object.type !== 'Identifier' || !namespaces.has(object.name)) return;
        if (property.type === 'Identifier' && SYMBOLS.has(property.name)) {
          context.report({ node, messageId: 'symbol', data: { name: property.name } });
        }
      },
      Literal: (node) => text(node, node.value),
      TemplateElement: (node) => text(node, node.value.cooked ?? node.value.raw),
    };
  },
};

export default { rules: { 'ledger-tables': rule } };

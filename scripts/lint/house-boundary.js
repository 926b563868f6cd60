import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importVisitors, isTestSide, MODULES } from './module-graph.js';

const HOUSE = fileURLToPath(new URL('../../apps/server/src/house', import.meta.url));
const HOUSE_INDEX = resolve(HOUSE, 'index');

const inside = (dir, path) => {
  const rel = relative(dir, path);
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep);
};

/**
 * The house provider (apps/server/src/house) is built as an outside provider: it reaches the platform only
 * through the seamless wallet API, so nothing under house/ imports a platform module; and the platform knows
 * the house only as it knows a partner, through what house/index.ts exports (its catalogue facts, its launch
 * tokens). Tests and test kits are exempt: they check the platform's books after the house played.
 */
const rule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      houseToPlatform:
        "the house provider imports the platform ('{{specifier}}'): it reaches the platform only through the seamless wallet API (lib/wallet-client.ts); app.ts hands it anything else it needs.",
      platformIntoHouse:
        "a platform module reaches into the house provider ('{{specifier}}'): use what house/index.ts exports, exporting it there if the platform really must know it.",
    },
  },
  create(context) {
    const file = context.filename;
    if (isTestSide(file)) return {};
    const fromHouse = inside(HOUSE, file);
    const fromModules = inside(MODULES, file);
    if (!fromHouse && !fromModules) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const target = resolve(dirname(file), source.value).replace(/\.(ts|js)$/, '');
      const data = { specifier: source.value };
      if (fromHouse && inside(MODULES, target))
        context.report({ node: source, messageId: 'houseToPlatform', data });
      if (fromModules && inside(HOUSE, target) && target !== HOUSE_INDEX && target !== HOUSE)
        context.report({ node: source, messageId: 'platformIntoHouse', data });
    };
    return importVisitors(check);
  },
};

export default { rules: { 'house-boundary': rule } };

import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * chokdee/module-boundaries (scripts/lint/module-boundaries.js): a server module uses another only through its
 * index.ts (issue 26 item 4). These lint snippets as if they were files of the server's modules, with the
 * repository's own config.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../../..', import.meta.url)) });
const MODULES = 'apps/server/src/modules';

async function findings(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${MODULES}/${path}` });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const uses = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('server modules meet only through their index.ts', () => {
  it("refuses a module reaching into another's files", async () => {
    expect(await findings('deposits/probe.ts', uses('../config/service'))).toEqual([
      "chokdee/module-boundaries: modules/deposits reaches into modules/config/service ('../config/service'): use what modules/config/index.ts exports, exporting it there if needed.",
    ]);
  });

  it('refuses it from a sub-folder, into a sub-folder, and by re-export', async () => {
    expect(await findings('games/wallet/probe.ts', uses('../../ledger/balances'))).toHaveLength(1);
    expect(await findings('wheel/probe.ts', uses('../games/wallet/service'))).toHaveLength(1);
    expect(await findings('wheel/probe.ts', uses('../games/lobby'))).toHaveLength(1);
    expect(await findings('wheel/probe.ts', `export { x } from '../games/turnover';\n`)).toHaveLength(1);
  });

  it("keeps another module's test kit for tests and test kits", async () => {
    expect(await findings('wheel/probe.ts', uses('../ledger/test-kit'))).toHaveLength(1);
    expect(await findings('wheel/probe.test.ts', uses('../ledger/test-kit'))).toEqual([]);
    expect(await findings('wheel/test-kit.ts', uses('../ledger/test-kit'))).toEqual([]);
    expect(await findings('wheel/probe.test.ts', uses('../games/lobby/test-kit'))).toHaveLength(1);
  });

  it('lets a module use an index, its own files, and what lies outside modules/', async () => {
    for (const [path, specifier] of [
      ['deposits/probe.ts', '../config'],
      ['deposits/probe.ts', '../config/index'],
      ['games/wallet/probe.ts', '../../ledger'],
      ['games/wallet/probe.ts', '../partners/registry'],
      ['games/probe.ts', './lobby/service'],
      ['deposits/probe.ts', '../../lib/money'],
    ]) {
      expect(await findings(path!, uses(specifier!))).toEqual([]);
    }
  });
});

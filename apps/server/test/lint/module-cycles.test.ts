import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * chokdee/module-cycles (scripts/lint/module-cycles.js): no dependency cycle between server modules (issue 26
 * item 4). These lint snippets as if they were files of the server's modules, against the real modules on
 * disk: withdrawals imports the ledger, so the ledger importing withdrawals would close a cycle.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../../..', import.meta.url)) });
const MODULES = 'apps/server/src/modules';

async function findings(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${MODULES}/${path}` });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('server modules import each other without cycles', () => {
  it('refuses an import that leads back to the importing module', async () => {
    const [found, ...more] = await findings(
      'ledger/probe.ts',
      `import { registerWithdrawals } from '../withdrawals';\nexport const r = registerWithdrawals;\n`,
    );
    expect(more).toEqual([]);
    expect(found).toMatch(
      /^chokdee\/module-cycles: modules\/ledger imports modules\/withdrawals, which leads back: ledger → withdrawals → .*ledger \(withdrawals\/[a-z-]+\.ts.*\)\. Break the cycle\.$/,
    );
  });

  it('refuses one from a sub-folder and by re-export', async () => {
    const code = `export { registerWithdrawals } from '../../withdrawals';\n`;
    expect(await findings('games/wallet/probe.ts', code)).toHaveLength(1);
  });

  it('counts a type import as an import', async () => {
    const types = `import type { Withdrawal } from '../withdrawals';\nexport type W = Withdrawal;\n`;
    expect(await findings('ledger/probe.ts', types)).toHaveLength(1);
  });

  it('lets the way that is already taken, and tests, through', async () => {
    const forward = `import { transfer } from '../ledger';\nexport const t = transfer;\n`;
    expect(await findings('withdrawals/probe.ts', forward)).toEqual([]);
    const test = `import { registerWithdrawals } from '../withdrawals';\nexport const r = registerWithdrawals;\n`;
    expect(await findings('ledger/probe.int.test.ts', test)).toEqual([]);
  });
});

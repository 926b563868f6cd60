import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * chokdee/house-boundary (scripts/lint/house-boundary.js): the house provider reaches the platform only through
 * the seamless wallet API, and the platform knows the house only through house/index.ts. These lint snippets
 * as if they were files of the server, with the repository's own config.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../../..', import.meta.url)) });

async function findings(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `apps/server/src/${path}` });
  return result!.messages.filter((m) => m.ruleId === 'chokdee/house-boundary').map((m) => m.message);
}

const uses = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('the house provider and the platform meet only at the wallet API', () => {
  it('refuses a house file importing a platform module, index or not', async () => {
    expect(await findings('house/live/probe.ts', uses('../../modules/ledger'))).toEqual([
      "the house provider imports the platform ('../../modules/ledger'): it reaches the platform only through the seamless wallet API (lib/wallet-client.ts); app.ts hands it anything else it needs.",
    ]);
    expect(
      await findings('house/provider/probe.ts', uses('../../modules/games/wallet/service')),
    ).toHaveLength(1);
    expect(await findings('house/probe.ts', `export { x } from '../modules/promotions';\n`)).toHaveLength(1);
  });

  it('lets the house use the wallet client, the shared libraries, the database and its own files', async () => {
    expect(await findings('house/provider/probe.ts', uses('../../lib/wallet-client'))).toEqual([]);
    expect(await findings('house/live/probe.ts', uses('../../db/types'))).toEqual([]);
    expect(await findings('house/live/probe.ts', uses('../provider/service'))).toEqual([]);
  });

  it("refuses a platform module reaching into the house's files, and allows its index", async () => {
    expect(await findings('modules/cashback/probe.ts', uses('../../house/live/opposite-bets'))).toHaveLength(
      1,
    );
    expect(
      await findings('modules/games/partners/probe.ts', uses('../../../house/provider/tokens')),
    ).toHaveLength(1);
    expect(await findings('modules/cashback/probe.ts', uses('../../house'))).toEqual([]);
    expect(await findings('modules/cashback/probe.ts', uses('../../house/index'))).toEqual([]);
  });

  it('leaves tests free to check the books after the house played', async () => {
    expect(await findings('house/live/probe.test.ts', uses('../../modules/ledger/test-kit'))).toEqual([]);
  });
});

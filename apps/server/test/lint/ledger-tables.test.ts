import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * chokdee/ledger-tables (scripts/lint/ledger-tables.js): only modules/ledger reads or writes the ledger's
 * tables (issue 26 item 4). These lint snippets as if they were server files, with the repository's config.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../../..', import.meta.url)) });

async function findings(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `apps/server/src/${path}` });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const drizzle = `import { ledgerEntries } from '../../db/schema';\nexport const t = ledgerEntries;\n`;
const raw = `import { sql } from 'drizzle-orm';\nexport const q = sql\`select count(*) from ledger_holds where kind = 'withdrawal'\`;\n`;
const namespaced = `import * as schema from '../../db/schema';\nexport const t = schema.ledgerTransfers;\nexport const m = schema.members;\n`;

describe("only the ledger module touches the ledger's tables", () => {
  it('refuses a Drizzle ledger table imported elsewhere', async () => {
    expect(await findings('modules/reports/probe.ts', drizzle)).toEqual([
      "chokdee/ledger-tables: ledgerEntries is the ledger's table: read it through modules/ledger/index.ts (a read or an SQL fragment).",
    ]);
  });

  it('refuses a ledger table named in SQL, and one reached through a namespace import', async () => {
    expect(await findings('modules/promotions/probe.ts', raw)).toEqual([
      "chokdee/ledger-tables: 'ledger_holds' is the ledger's table: read it through modules/ledger/index.ts (a read or an SQL fragment).",
    ]);
    expect(await findings('modules/reports/probe.ts', namespaced)).toHaveLength(1);
    expect(
      await findings('lib/probe.ts', `export const q = 'select * from ledger_transfers';\n`),
    ).toHaveLength(1);
  });

  it('lets the ledger module, tests and test kits read them, and other names through', async () => {
    expect(await findings('modules/ledger/probe.ts', drizzle)).toEqual([]);
    expect(await findings('modules/ledger/probe.ts', raw)).toEqual([]);
    expect(await findings('modules/reports/probe.int.test.ts', drizzle)).toEqual([]);
    expect(await findings('modules/reports/test-kit.ts', raw)).toEqual([]);
    const index = `export const q = 'ledger_transfers_deposit_to_idx';\n`;
    expect(await findings('modules/reports/probe.ts', index)).toEqual([]);
  });
});

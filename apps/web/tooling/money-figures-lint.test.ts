import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The repository's own ESLint config keeps money arithmetic out of the browser apps (issue 26 item 1): the
 * member card once worked out "ถอนได้สูงสุด" from the user info's raw bonus cap while the server allowed the
 * cap plus own money. These lint snippets as if they were files of each app.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });

const MONEY_RULES = ['no-restricted-syntax', 'no-restricted-imports'];

/** What the money rules say about the code (a parse error or another rule's finding would fail the test). */
async function problemsIn(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path });
  const messages = result!.messages;
  expect(messages.filter((m) => !MONEY_RULES.includes(m.ruleId ?? ''))).toEqual([]);
  return messages.map((m) => m.ruleId);
}

const APPS = ['apps/web/src', 'apps/admin/src', 'apps/games/src'];

const WORKED_OUT = {
  'the old withdraw-max helper': `import { withdrawMax } from '../lib/withdraw-max';\nexport const x = withdrawMax;\n`,
  'the lowest of balance and cap': `export const max = (c: { balance: number; maxWithdrawAmount: number }) =>\n  Math.min(c.balance, c.maxWithdrawAmount);\n`,
  'cap plus own money': `export const max = (cap: number, own: number, balance: number) => (balance > cap ? cap + own : balance);\n`,
  'turnover left': `export const left = (b: { needTurnover: number; nowTurnover: number }) => b.needTurnover - b.nowTurnover;\n`,
  "the user info's raw cap": `export const cap = (u: { BonusInfo: { maxWithdrawAmount: number } }) => u.BonusInfo.maxWithdrawAmount;\n`,
};

describe('browser apps display money figures, never compute them', () => {
  for (const app of APPS) {
    for (const [what, code] of Object.entries(WORKED_OUT)) {
      it(`${app}: refuses ${what}`, async () => {
        expect(await problemsIn(`${app}/lib/money-probe.ts`, code)).not.toEqual([]);
      });
    }
  }

  it("lets an app show the server's figures and decide what to show from them", async () => {
    const shown = `export const text = (c: { maxNow: number; forfeit: number }) =>\n  c.forfeit > 0 ? \`\${c.maxNow} / \${c.forfeit}\` : String(c.maxNow);\n`;
    for (const app of APPS) expect(await problemsIn(`${app}/lib/money-probe.ts`, shown)).toEqual([]);
  });
});

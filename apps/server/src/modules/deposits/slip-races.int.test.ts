import { TH } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankStatements } from '../../db/schema';
import { expectFailure, newAccount, registerMember } from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { expectLedgerHealthy, feedOutcomes, feedTx, gameWalletOf, newRef, pullSlip } from './test-kit';

/**
 * ABUSE.md 7: the slip QR's checksum is no signature, so anyone can present any reference. A slip takes
 * an unmatched transfer only when its sender names this member and no other, and every refusal that
 * could tell whether a reference exists reads the same.
 * The locks each flow takes, and their one order: docs/rules/money.md rules 11 and 12.
 */
const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });
const pull = (token: string, transRef: string, sendingBankCode?: string) =>
  pullSlip(t.app, token, transRef, sendingBankCode);

const gameWallet = (token: string) => gameWalletOf(t.app, token);

async function statusOf(ref: string) {
  const [row] = await t.database.db.select().from(bankStatements).where(eq(bankStatements.ref, ref));
  return row?.status;
}

// Bank 067 is used only in this file, so the masks below fit only this file's members.
let n = 0;
const accountEnding = (last4: string) => `${(++n % 9) + 1}${String(Date.now()).slice(-5)}${last4}`;

describe('slip races', () => {
  it('leaves a masked transfer that fits two members to the operator, whoever presents it first', async () => {
    const tx = feedTx({ fromBankCode: '067', fromAccount: 'xxxxxx5151', amount: 3000 });
    expect(await feedOutcomes(t.app, [tx])).toEqual(['unmatched']);
    const owner = await registerMember(t.app, { BankCode: '067', BankAccount: accountEnding('5151') });
    const hunter = await registerMember(t.app, { BankCode: '067', BankAccount: accountEnding('5151') });

    expectFailure(await pull(hunter.token, tx.ref, '067'), 404, TH.slipRefused);
    expectFailure(await pull(owner.token, tx.ref, '067'), 404, TH.slipRefused);
    expect(await gameWallet(hunter.token)).toBe(0);
    expect(await statusOf(tx.ref)).toBe('unmatched');

    const assign = await t.app.inject({
      method: 'POST',
      url: `/admin/v1/bank-statements/${tx.ref}/assign`,
      headers: { 'x-admin-key': ADMIN_KEY },
      payload: { phoneNumber: owner.phoneNumber },
    });
    expect(assign.statusCode).toBe(200);
    expect(await gameWallet(owner.token)).toBe(3000);
    await expectLedgerHealthy(t.database.db);
  });

  it('still credits a mask that fits this member and no other', async () => {
    const tx = feedTx({ fromBankCode: '067', fromAccount: 'xxxxxx6262', amount: 400 });
    expect(await feedOutcomes(t.app, [tx])).toEqual(['unmatched']);
    const m = await registerMember(t.app, { BankCode: '067', BankAccount: accountEnding('6262') });
    expect((await pull(m.token, tx.ref, '067')).statusCode).toBe(200);
    expect(await gameWallet(m.token)).toBe(400);
  });

  it('answers one message whether the reference is unknown, someone else’s, used or not ours', async () => {
    const someoneElse = feedTx({ fromAccount: newAccount() });
    const usedByOther = feedTx({ fromAccount: newAccount() });
    const notOurs = feedTx({ toAccount: '2222222222', fromAccount: newAccount() });
    await feedOutcomes(t.app, [someoneElse, usedByOther, notOurs]);
    const other = await registerMember(t.app, { BankAccount: usedByOther.fromAccount });
    expect((await pull(other.token, usedByOther.ref)).statusCode).toBe(200);

    const prober = await registerMember(t.app);
    const answers = [];
    for (const ref of [newRef(), someoneElse.ref, usedByOther.ref, notOurs.ref]) {
      const res = await pull(prober.token, ref);
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers).toEqual(Array(4).fill({ status: 404, body: { success: 0, message: TH.slipRefused } }));
    expect(await gameWallet(prober.token)).toBe(0);
    expect(await statusOf(someoneElse.ref)).toBe('unmatched');
  });
});

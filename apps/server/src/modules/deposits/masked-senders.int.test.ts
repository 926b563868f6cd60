import { describe, expect, it } from 'vitest';
import { memberHeaders, registerMember } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { feedOutcomes, feedTx, newRef } from './test-kit';

const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });

async function balance(token: string) {
  const res = await t.app.inject({
    url: '/user-profile-composite/v1/profile/balance',
    headers: memberHeaders(token),
  });
  return res.json().data as { gameWallet: number };
}

describe('masked senders', () => {
  // Bank 025 is used only here, so no member of another test can fit these masks.
  const mask = (account: string) => `xxx-x-x${account.slice(5, 9)}-x`;
  let n = 0;
  const account = (middle: string) =>
    `${++n % 10}${String(Date.now() % 10_000).padStart(4, '0')}${middle}${n % 10}`;

  it('credits the one member that fits a mask showing 4 digits', async () => {
    const m = await registerMember(t.app, { BankCode: '025', BankAccount: account('4321') });
    expect(
      await feedOutcomes(t.app, [feedTx({ fromBankCode: '025', fromAccount: mask(m.BankAccount) })]),
    ).toEqual(['credited']);
    expect((await balance(m.token)).gameWallet).toBe(500);
  });

  it('keeps it unmatched when two members fit the mask', async () => {
    const a = await registerMember(t.app, { BankCode: '025', BankAccount: account('8765') });
    const b = await registerMember(t.app, { BankCode: '025', BankAccount: account('8765') });
    expect(mask(a.BankAccount)).toBe(mask(b.BankAccount));
    expect(
      await feedOutcomes(t.app, [feedTx({ fromBankCode: '025', fromAccount: mask(a.BankAccount) })]),
    ).toEqual(['unmatched']);
    expect((await balance(a.token)).gameWallet).toBe(0);
    expect((await balance(b.token)).gameWallet).toBe(0);
  });

  it('keeps it unmatched when the mask shows fewer than 4 digits, even if one member fits', async () => {
    const m = await registerMember(t.app, { BankCode: '025', BankAccount: account('2468') });
    const threeDigits = `xxx-x-xx${m.BankAccount.slice(6, 9)}-x`;
    expect(await feedOutcomes(t.app, [feedTx({ fromBankCode: '025', fromAccount: threeDigits })])).toEqual([
      'unmatched',
    ]);
    expect((await balance(m.token)).gameWallet).toBe(0);
  });

  it('does not credit a mask that fits nobody', async () => {
    expect(
      await feedOutcomes(t.app, [
        feedTx({ fromBankCode: '025', fromAccount: 'xxx-x-x0000-x', ref: newRef() }),
      ]),
    ).toEqual(['unmatched']);
  });
});

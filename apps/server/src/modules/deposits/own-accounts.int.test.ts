import { TH } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankStatements, depositChannels, members } from '../../db/schema';
import {
  expectFailure,
  memberHeaders,
  newAccount,
  newPhone,
  postCheckBank,
  postSignup,
  registerMember,
  bankToken,
  signupPayload,
} from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { deposit, memberIdByPhone } from '../ledger/test-kit';
import { setWithdrawConfig, withdraw } from '../withdrawals/test-kit';
import {
  CHANNEL_KBANK,
  CHANNEL_WALLET,
  expectLedgerHealthy,
  feedOutcomes,
  feedTx,
  postFeed,
} from './test-kit';

/**
 * ABUSE.md 6: the site's own receiving accounts never belong to a member. A hunter who registers one
 * would be credited for the operator's own transfers between its accounts.
 */
const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });
const admin = { 'x-admin-key': ADMIN_KEY };

async function addChannel(payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/v1/deposit-channels',
    headers: admin,
    payload: { fullName: 'บจก. โชคดี', ...payload },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string };
}

async function gameWallet(token: string) {
  const res = await t.app.inject({
    url: '/user-profile-composite/v1/profile/balance',
    headers: memberHeaders(token),
  });
  return res.json().data.gameWallet as number;
}

describe("the site's receiving accounts are never a member's", () => {
  it('refuses checkBank with an active bank channel, an inactive one and the wallet channel', async () => {
    const inactive = newAccount();
    await addChannel({ channel: 'BANK', bankCode: '014', bankAccount: inactive, active: false });
    const dashed = `${CHANNEL_KBANK.slice(0, 3)}-${CHANNEL_KBANK.slice(3, 4)}-${CHANNEL_KBANK.slice(4)}`;
    for (const [account, bank] of [
      [dashed, '004'],
      [inactive, '014'],
      // Another bank with the same number: the feed finds channels by the number alone.
      [inactive, '002'],
      [CHANNEL_WALLET, 'TRUEMONEY'],
    ] as const) {
      expectFailure(await postCheckBank(t.app, account, bank), 409, TH.bankAccountTaken);
    }
  });

  it('refuses a signup whose checked account became a channel after the check', async () => {
    const account = newAccount();
    const { token } = await bankToken(t.app, account, '004');
    await addChannel({ channel: 'BANK', bankCode: '004', bankAccount: account });
    const res = await postSignup(t.app, signupPayload({ BankAccount: account, BankCode: '004' }), token);
    expectFailure(res, 409, TH.bankAccountTaken);
    const [row] = await t.database.db.select().from(members).where(eq(members.bankAccount, account));
    expect(row).toBeUndefined();
  });

  it("marks a transfer sent from one of the site's channels internal and never credits it", async () => {
    // A member bound to a channel's number before this rule existed (written straight to the table).
    const m = await registerMember(t.app, { BankAccount: newAccount() });
    const own = await addChannel({ channel: 'BANK', bankCode: '004', bankAccount: newAccount() });
    const [channel] = await t.database.db
      .select()
      .from(depositChannels)
      .where(eq(depositChannels.id, own.id));
    await t.database.db
      .update(members)
      .set({ bankAccount: channel!.bankAccount! })
      .where(eq(members.phoneNumber, m.phoneNumber));

    const fromSite = feedTx({ fromBankCode: '004', fromAccount: channel!.bankAccount!, amount: 20_000 });
    const res = await postFeed(t.app, [fromSite]);
    expect(res.json().data.results).toEqual([{ ref: fromSite.ref, status: 'internal' }]);
    const [row] = await t.database.db
      .select()
      .from(bankStatements)
      .where(eq(bankStatements.ref, fromSite.ref));
    expect(row).toMatchObject({ status: 'internal', memberId: null, channelId: expect.any(String) });
    expect(await gameWallet(m.token)).toBe(0);

    // The operator cannot assign it either, and a replay stays a duplicate.
    const assign = await t.app.inject({
      method: 'POST',
      url: `/admin/v1/bank-statements/${fromSite.ref}/assign`,
      headers: admin,
      payload: { phoneNumber: m.phoneNumber },
    });
    expect(assign.statusCode).toBe(409);
    expect(await feedOutcomes(t.app, [fromSite])).toEqual(['duplicate']);
    expect(await gameWallet(m.token)).toBe(0);
    await expectLedgerHealthy(t.database.db);
  });

  it("keeps a masked sender that could be one of the site's channels for the operator", async () => {
    // The only member fitting the mask, but the bank shows the operator's own channel the same way.
    const channelAccount = `7${String(Date.now()).slice(-5)}4242`;
    await addChannel({ channel: 'BANK', bankCode: '069', bankAccount: channelAccount });
    const twin = `8${String(Date.now()).slice(-5)}4242`;
    const m = await registerMember(t.app, { BankCode: '069', BankAccount: twin });
    const tx = feedTx({ fromBankCode: '069', fromAccount: 'xxxxxx4242', amount: 20_000 });
    expect(await feedOutcomes(t.app, [tx])).toEqual(['unmatched']);
    expect(await gameWallet(m.token)).toBe(0);
  });

  it('refuses a channel whose number a member has bound, for the operator to look into', async () => {
    const m = await registerMember(t.app, { BankAccount: newAccount() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/deposit-channels',
      headers: admin,
      payload: { fullName: 'บจก. โชคดี', channel: 'BANK', bankCode: '002', bankAccount: m.BankAccount },
    });
    expectFailure(res, 409, TH.depositChannelMemberAccount);
  });

  it('refuses two channels with one number at the database, whatever the dashes', async () => {
    const account = newAccount();
    await addChannel({ channel: 'BANK', bankCode: '004', bankAccount: account });
    const dashed = `${account.slice(0, 3)}-${account.slice(3)}`;
    await expect(
      t.database.db.insert(depositChannels).values({
        channel: 'PROMPTPAY',
        bankCode: 'PROMPTPAY',
        bankAccount: dashed,
        fullName: 'x',
      }),
    ).rejects.toThrow();
    const wallet = newPhone();
    await addChannel({ channel: 'WALLET', phoneNumber: wallet });
    await expect(
      t.database.db
        .insert(depositChannels)
        .values({ channel: 'BANK', bankCode: '002', bankAccount: wallet, fullName: 'x' }),
    ).rejects.toThrow();
  });

  it("refuses a withdrawal to a bound account that is one of the site's channels", async () => {
    await setWithdrawConfig(t.app);
    const m = await registerMember(t.app, { BankAccount: newAccount() });
    const id = await memberIdByPhone(t.database.db, m.phoneNumber);
    await deposit(t.database.db, id, 100_000n);
    const own = await addChannel({ channel: 'BANK', bankCode: '006', bankAccount: newAccount() });
    const [channel] = await t.database.db
      .select()
      .from(depositChannels)
      .where(eq(depositChannels.id, own.id));
    await t.database.db.update(members).set({ bankAccount: channel!.bankAccount! }).where(eq(members.id, id));
    expectFailure(await withdraw(t.app, m.token, 500), 409, TH.withdrawToSiteAccount);
    expect(await gameWallet(m.token)).toBe(1000);
  });
});

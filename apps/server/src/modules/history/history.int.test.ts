import { randomUUID } from 'node:crypto';
import { ITEM_CODE_BONUS_ID, TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { expectFailure, memberHeaders, registerMember, siteHeaders } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { feedOutcomes, feedTx } from '../deposits/test-kit';
import {
  houseAccount,
  memberAccount,
  postHold,
  reverse,
  transfer,
  voidHold,
  type HouseName,
} from '../ledger';
import { houseCredit, memberIdByPhone, withdrawalHold } from '../ledger/test-kit';

const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });
const DEPOSITS = '/user-profile-composite/v1/history/deposit';
const WITHDRAWS = '/user-profile-composite/v1/history/withdraw';

interface Row {
  _id: string;
  Amount: number;
  createdAt: string;
  Status: number;
  TransType: string;
  BonusInfo: { _id: string | null };
  BalanceChange: number;
}

async function history(token: string, url = DEPOSITS) {
  const res = await t.app.inject({ url, headers: memberHeaders(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data.Transaction as Row[];
}

const game = (id: string) => memberAccount(id, 'gameWallet');

const credit = (id: string, kind: string, amount: bigint, from: HouseName) =>
  houseCredit(t.database.db, id, kind, amount, from);
const withdrawal = (id: string, amount: bigint) => withdrawalHold(t.database.db, id, amount);

async function member(isBonus = false) {
  const m = await registerMember(t.app, { isBonus });
  return { ...m, id: await memberIdByPhone(t.database.db, m.phoneNumber) };
}

describe('GET /user-profile-composite/v1/history/deposit', () => {
  it('is empty for a new member', async () => {
    const m = await member();
    expect(await history(m.token)).toEqual([]);
  });

  it('lists deposits, affiliate, cashback and withdrawals newest first, with statuses and bonus ids', async () => {
    const m = await member(true);
    await feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount, amount: 1000 })]);
    await credit(m.id, 'itemcode', 5_000n, 'bonusExpense');
    await credit(m.id, 'affiliate', 1_234n, 'affiliateExpense');
    await credit(m.id, 'cashback', 2_000n, 'cashbackExpense');
    const pending = await withdrawal(m.id, 10_000n);
    const paid = await withdrawal(m.id, 20_000n);
    await postHold(t.database.db, paid.holdId);
    const failed = await withdrawal(m.id, 30_000n);
    await voidHold(t.database.db, failed.holdId);
    // A bet: the day's game play is one row (issue 17 item 3).
    await transfer(t.database.db, {
      from: game(m.id),
      to: houseAccount('partner:test'),
      amount: 100n,
      kind: 'bet',
      reference: 'bet',
      idempotencyKey: randomUUID(),
    });

    const { welcome } = await promotionIdsOf();
    const rows = await history(m.token);
    expect(rows.map((r) => [r.TransType, r.Amount, r.Status, r.BonusInfo._id])).toEqual([
      ['GAME', 1, 1, null],
      ['WITHDRAW_RETURN', 300, 1, null],
      ['WITHDRAW', 300, 3, null],
      ['WITHDRAW', 200, 1, null],
      ['WITHDRAW', 100, 2, null],
      ['CASHBACK', 20, 1, null],
      ['AFFILIATE', 12.34, 1, null],
      ['DEPOSIT', 50, 1, ITEM_CODE_BONUS_ID],
      ['DEPOSIT', 1000, 1, welcome],
    ]);
    expect(rows[4]!._id).toBe(pending.holdId);
    for (const r of rows) expect(r.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('shows a reversed deposit as failed and its correction as a row of its own', async () => {
    const m = await member();
    const deposit = await credit(m.id, 'deposit', 7_000n, 'bank:test');
    await reverse(t.database.db, { transferId: deposit.transferId, idempotencyKey: randomUUID() });
    expect((await history(m.token)).map((r) => [r.TransType, r.Amount, r.Status, r.BalanceChange])).toEqual([
      ['CORRECTION', 70, 1, -70],
      ['DEPOSIT', 70, 3, 70],
    ]);
  });

  it('keeps the 20 latest rows', async () => {
    const m = await member();
    for (let i = 1; i <= 23; i++) await credit(m.id, 'deposit', BigInt(i * 100), 'bank:test');
    const rows = await history(m.token);
    expect(rows).toHaveLength(20);
    expect(rows[0]!.Amount).toBe(23);
    expect(rows[19]!.Amount).toBe(4);
  });

  it("shows only the caller's own rows, and needs a logged-in member", async () => {
    const a = await member();
    const b = await member();
    await credit(a.id, 'deposit', 100n, 'bank:test');
    expect(await history(b.token)).toEqual([]);
    expectFailure(await t.app.inject({ url: DEPOSITS, headers: siteHeaders }), 401, TH.unauthorized);
  });
});

describe('GET /user-profile-composite/v1/history/withdraw', () => {
  it('lists withdrawals only, pending 2, paid 1, failed 3 and given back', async () => {
    const m = await member();
    await credit(m.id, 'deposit', 100_000n, 'bank:test');
    await credit(m.id, 'cashback', 100n, 'cashbackExpense');
    const a = await withdrawal(m.id, 10_000n);
    const b = await withdrawal(m.id, 20_000n);
    await postHold(t.database.db, b.holdId);
    const c = await withdrawal(m.id, 30_000n);
    await voidHold(t.database.db, c.holdId);
    expect((await history(m.token, WITHDRAWS)).map((r) => [r._id, r.TransType, r.Amount, r.Status])).toEqual([
      [`${c.holdId}:return`, 'WITHDRAW_RETURN', 300, 1],
      [c.holdId, 'WITHDRAW', 300, 3],
      [b.holdId, 'WITHDRAW', 200, 1],
      [a.holdId, 'WITHDRAW', 100, 2],
    ]);
    expectFailure(await t.app.inject({ url: WITHDRAWS, headers: siteHeaders }), 401, TH.unauthorized);
  });
});

async function promotionIdsOf() {
  const res = await t.app.inject({ url: '/user-profile-composite/v1/info/promotion', headers: siteHeaders });
  return { welcome: res.json().data[0]._id as string };
}

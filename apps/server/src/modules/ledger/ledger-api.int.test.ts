import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberHeaders, registerMember, siteHeaders } from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { houseAccount, memberAccount } from './accounts';
import { hold } from './hold-service';
import { transfer } from './service';
import { deposit, memberIdByPhone } from './test-kit';

const t = useTestApp();
const BALANCE = '/user-profile-composite/v1/profile/balance';
const CHECK = '/admin/v1/ledger/check';
const admin = { 'x-admin-key': ADMIN_KEY };

async function member() {
  const m = await registerMember(t.app);
  return { ...m, id: await memberIdByPhone(t.database.db, m.phoneNumber) };
}

function give(
  memberId: string,
  wallet: Parameters<typeof memberAccount>[1],
  amount: bigint,
  from = houseAccount('bonusExpense'),
) {
  return transfer(t.database.db, {
    from,
    to: memberAccount(memberId, wallet),
    amount,
    kind: 'bonus',
    reference: 'api-test',
    idempotencyKey: randomUUID(),
  });
}

describe('GET /user-profile-composite/v1/profile/balance', () => {
  it('answers zeros in every wallet for a new member', async () => {
    const m = await member();
    const res = await t.app.inject({ method: 'GET', url: BALANCE, headers: memberHeaders(m.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: 1,
      data: {
        mainWallet: 0,
        gameWallet: 0,
        affiliateWallet: 0,
        cashbackWallet: 0,
        residualWallet: 0,
        prizeWallet: 0,
        spinWallet: 0,
        balance: 0,
      },
    });
  });

  it('shows each wallet in baht, spin tickets as a count, and the playable credit net of holds', async () => {
    const m = await member();
    const db = t.database.db;
    await deposit(db, m.id, 150_050n); // 1,500.50 baht of playable credit
    await hold(db, {
      from: memberAccount(m.id, 'gameWallet'),
      to: houseAccount('payouts'),
      amount: 50_000n,
      kind: 'withdrawal',
      reference: 'w',
      idempotencyKey: randomUUID(),
    });
    await give(m.id, 'mainWallet', 1n);
    await give(m.id, 'affiliateWallet', 12_345n, houseAccount('affiliateExpense'));
    await give(m.id, 'cashbackWallet', 999n, houseAccount('cashbackExpense'));
    await give(m.id, 'residualWallet', 10n);
    await give(m.id, 'prizeWallet', 2_000n, houseAccount('prizeExpense'));
    await give(m.id, 'spinWallet', 3n, houseAccount('spinTickets'));
    const res = await t.app.inject({ method: 'GET', url: BALANCE, headers: memberHeaders(m.token) });
    expect(res.json().data).toEqual({
      mainWallet: 0.01,
      gameWallet: 1000.5,
      affiliateWallet: 123.45,
      cashbackWallet: 9.99,
      residualWallet: 0.1,
      prizeWallet: 20,
      spinWallet: 3,
      balance: 1000.5,
    });
    // The user info (auth module) reads the same wallets and the deposit total from the ledger.
    const info = await t.app.inject({
      method: 'GET',
      url: '/auth-service/v1/refresh',
      headers: memberHeaders(m.token),
    });
    expect(info.json().data.internalWallet).toMatchObject({
      gameWallet: 1000.5,
      spinWallet: 3,
      affiliateWallet: 123.45,
    });
    expect(info.json().data).toMatchObject({ totalDeposit: 1500.5, totalWithdraw: 0 });
  });

  it('shows a member only their own wallets', async () => {
    const rich = await member();
    const poor = await member();
    await deposit(t.database.db, rich.id, 70_000n);
    const mine = await t.app.inject({ method: 'GET', url: BALANCE, headers: memberHeaders(rich.token) });
    const theirs = await t.app.inject({
      method: 'GET',
      url: `${BALANCE}?memberId=${rich.id}`,
      headers: memberHeaders(poor.token),
    });
    expect(mine.json().data.balance).toBe(700);
    expect(theirs.json().data.balance).toBe(0);
  });

  it('refuses a request without a token with 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: BALANCE, headers: siteHeaders });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: 0 });
  });
});

describe('GET /admin/v1/ledger/check', () => {
  it('needs the admin key', async () => {
    expect((await t.app.inject({ method: 'GET', url: CHECK, headers: siteHeaders })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: CHECK, headers: { 'x-admin-key': 'wrong-key-123' } }))
        .statusCode,
    ).toBe(403);
  });

  it('reports every invariant holding on a healthy ledger', async () => {
    const m = await member();
    await deposit(t.database.db, m.id, 1_000n);
    const res = await t.app.inject({ method: 'GET', url: CHECK, headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: 1, data: { ok: true } });
    expect(Object.keys(body.data.checks).sort()).toEqual([
      'balancesMatchEntries',
      'balancesSumToZero',
      'entryChainsMatch',
      'heldMatchesPendingHolds',
      'idempotencyKeysUnique',
      'noNegativeMemberBalance',
      'postedHoldsMatchTransfers',
      'transfersBalanced',
    ]);
    for (const check of Object.values(body.data.checks))
      expect(check).toEqual({ ok: true, problems: 0, examples: [] });
  });

  it('detects a stored balance changed behind the ledger', async () => {
    const m = await member();
    await deposit(t.database.db, m.id, 1_000n);
    const account = memberAccount(m.id, 'gameWallet').id;
    await t.database.db.execute(sql`update ledger_accounts set balance = balance + 1 where id = ${account}`);
    try {
      const body = (await t.app.inject({ method: 'GET', url: CHECK, headers: admin })).json();
      expect(body.success).toBe(1);
      expect(body.data.ok).toBe(false);
      expect(body.data.checks.balancesMatchEntries).toEqual({ ok: false, problems: 1, examples: [account] });
      expect(body.data.checks.balancesSumToZero).toMatchObject({
        ok: false,
        problems: 1,
        examples: ['THB 1'],
      });
      expect(body.data.checks.noNegativeMemberBalance.ok).toBe(true);
    } finally {
      await t.database.db.execute(
        sql`update ledger_accounts set balance = balance - 1 where id = ${account}`,
      );
    }
    const healed = (await t.app.inject({ method: 'GET', url: CHECK, headers: admin })).json();
    expect(healed.data.ok).toBe(true);
  });

  it('detects a reservation that no pending hold explains', async () => {
    const m = await member();
    await deposit(t.database.db, m.id, 1_000n);
    const account = memberAccount(m.id, 'gameWallet').id;
    await t.database.db.execute(sql`update ledger_accounts set held = 400 where id = ${account}`);
    try {
      const body = (await t.app.inject({ method: 'GET', url: CHECK, headers: admin })).json();
      expect(body.data.ok).toBe(false);
      expect(body.data.checks.heldMatchesPendingHolds).toEqual({
        ok: false,
        problems: 1,
        examples: [account],
      });
    } finally {
      await t.database.db.execute(sql`update ledger_accounts set held = 0 where id = ${account}`);
    }
  });
});

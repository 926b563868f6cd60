import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameRounds } from '../../db/schema';
import { getRefresh, registerMember, updateSession, type RegisteredMember } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { feedOutcomes, feedTx } from '../deposits/test-kit';
import { settledTurnover } from '../games';
import { balancesOf, hold, houseAccount, memberAccount } from '../ledger';
import { memberIdByPhone } from '../ledger/test-kit';
import { activeBonusOf } from '../promotions';

const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });
const HOUR = 3_600_000;

/**
 * Counts the statements the app sends: a wrapper on the test database's own driver (`pg` pool or
 * PGlite), which every drizzle query goes through.
 */
function countStatements() {
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const query = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return query.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    stop: () => void (client.query = query),
  };
}

const deposit = async (m: RegisteredMember, amount: number) =>
  expect(await feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount, amount })])).toEqual(['credited']);

/** A game round stored as the wallet API leaves it (satang). */
function round(memberId: string, status: 'open' | 'settled' | 'refunded', turnover: bigint, at?: Date) {
  const bet = turnover + 100n;
  return {
    partner: 'test',
    providerRoundId: randomUUID(),
    memberId,
    gameCode: 'test-game',
    status,
    betAmount: bet,
    refundAmount: status === 'refunded' ? bet : 0n,
    turnover: status === 'settled' ? turnover : 0n,
    result: status === 'settled' ? 'lose' : null,
    settledAt: status === 'open' ? null : (at ?? new Date()),
  };
}

describe('the user info is one database statement', () => {
  it('a refresh sends one statement once the session is known and its expiry is not due', async () => {
    const m = await registerMember(t.app, { isBonus: true });
    await deposit(m, 1000);
    // The first call also looks the session up (then trusted for 2 s in this process).
    expect((await getRefresh(t.app, m.token)).statusCode).toBe(200);
    const counter = countStatements();
    try {
      const res = await getRefresh(t.app, m.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.BonusInfo.bonusId).not.toBeNull();
      expect(counter.count).toBe(1);
    } finally {
      counter.stop();
    }
  });

  it('is planned once per connection on PostgreSQL, also when it reads one member at a time', async (ctx) => {
    // PGlite keeps no named statements; on PostgreSQL a custom plan per call cost 0.7 ms
    // (docs/decisions/012-prepared-statements-generic-plans.md).
    if (t.database.kind !== 'postgres') return ctx.skip();
    const m = await registerMember(t.app);
    for (let i = 0; i < 10; i++) expect((await getRefresh(t.app, m.token)).statusCode).toBe(200);
    // One call at a time, so the pool hands every statement, and this query, the connection released last.
    const { rows } = (await t.database.db.execute(
      sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'user_info'`,
    )) as unknown as { rows: Array<{ generic_plans: string; custom_plans: string }> };
    const plans = rows[0];
    expect(Number(plans!.generic_plans)).toBeGreaterThanOrEqual(10);
    expect(Number(plans!.custom_plans)).toBe(0);
  });

  it('stays at one statement in the last hours of a session, when its expiry can no longer slide', async () => {
    const m = await registerMember(t.app);
    const createdAt = new Date(Date.now() - 30 * 24 * HOUR + 10 * 60_000); // 10 minutes before its maximum
    await updateSession(t.database, m.token, {
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 30 * 24 * HOUR),
    });
    // The first refresh writes the (capped) expiry; the next looks the session up again.
    for (let i = 0; i < 2; i++) expect((await getRefresh(t.app, m.token)).statusCode).toBe(200);
    const counter = countStatements();
    try {
      for (let i = 0; i < 3; i++) expect((await getRefresh(t.app, m.token)).statusCode).toBe(200);
      expect(counter.count).toBe(3);
    } finally {
      counter.stop();
    }
  });

  it('answers what the ledger, the promotions and the games modules read on their own', async () => {
    const db = t.database.db;
    const m = await registerMember(t.app, { isBonus: true });
    const other = await registerMember(t.app, { isBonus: true });
    await deposit(m, 2000);
    await deposit(other, 1000);
    const id = await memberIdByPhone(db, m.phoneNumber);
    const otherId = await memberIdByPhone(db, other.phoneNumber);
    await hold(db, {
      from: memberAccount(id, 'gameWallet'),
      to: houseAccount('payouts'),
      amount: 30_000n,
      kind: 'withdrawal',
      reference: 'test-hold',
      idempotencyKey: `test-hold:${randomUUID()}`,
    });
    const bonus = (await activeBonusOf(db, id))!;
    const after = new Date(bonus.receivedAt.getTime() + 1000);
    await db.insert(gameRounds).values([
      round(id, 'settled', 5_000n, new Date(bonus.receivedAt.getTime() - HOUR)), // before the bonus
      round(id, 'settled', 12_300n, after),
      round(id, 'settled', 45_600n, after),
      round(id, 'open', 7_000n),
      round(id, 'refunded', 8_000n, after),
      round(otherId, 'settled', 99_900n, after), // another member's play
    ]);

    const info = (await getRefresh(t.app, m.token)).json().data;
    const balances = await balancesOf(db, id);
    expect(balances.gameWallet.held).toBe(30_000n);
    expect(info.internalWallet.gameWallet).toBe(Number(balances.gameWallet.available) / 100);
    expect(info.internalWallet.gameWallet).toBe(2500 - 300);
    expect(info.totalDeposit).toBe(2000);
    expect(info.totalWithdraw).toBe(0);
    const turnover = await settledTurnover(db, id, bonus.receivedAt);
    expect(turnover).toBe(57_900n);
    expect(info.BonusInfo).toMatchObject({
      bonusId: bonus.promotionId,
      nowTurnover: 579,
      needTurnover: Number(bonus.needTurnover) / 100,
      DepositAmount: 2000,
      reviceDate: bonus.receivedAt.toISOString(),
    });
  });

  it('answers an empty bonus and zero wallets for a member without money', async () => {
    const m = await registerMember(t.app);
    const info = (await getRefresh(t.app, m.token)).json().data;
    expect(Object.values(info.internalWallet)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(info.BonusInfo).toMatchObject({ bonusId: null, nowTurnover: 0, reviceDate: null });
  });
});

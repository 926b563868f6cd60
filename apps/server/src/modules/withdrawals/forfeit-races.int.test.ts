import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { memberBonuses, promotions } from '../../db/schema';
import { houseAccount, memberAccount, PLAYABLE_WALLET, transfer } from '../ledger';
import { startBonus } from '../promotions';
import {
  expectLedgerHealthy,
  fundedMember,
  giveBonus,
  postWithdraw,
  reject,
  setWithdrawConfig,
  walletOf,
  withdrawalsOf,
} from './test-kit';

/**
 * The undo of a forfeit (operator reject) against the member's parallel moves (docs/ABUSE.md 5): a new
 * withdrawal, or a deposit starting another bonus. Whichever commits first, at most the cap leaves and
 * exactly one bonus runs. Meaningful on PostgreSQL (PGlite runs one transaction at a time).
 * The locks each flow takes, and their one order: docs/rules/money.md rules 11 and 12.
 */
const t = useTestApp();
const ROUNDS = 4;

beforeEach(() => setWithdrawConfig(t.app, { autoWithdraw: { useautoWithdraw: false, maxautoWithdraw: 0 } }));

async function promotionId() {
  const [promotion] = await t.database.db.select({ id: promotions.id }).from(promotions).limit(1);
  return promotion!.id;
}

/** 800 baht whose bonus caps withdrawals at 500 (turnover met), then 100 withdrawn: 300 forfeited. */
async function memberWithPendingForfeit() {
  const m = await fundedMember(t);
  await giveBonus(t, m.id, { credit: 80_000n, cap: 50_000n });
  const first = await postWithdraw(t.app, m.token, { Amount: 100, Channel: 'BANK', Forfeit: 300 });
  expect(first.statusCode).toBe(200);
  const [w] = await withdrawalsOf(t.app, m.id);
  return { ...m, withdrawalId: w!.id };
}

const activeBonuses = (memberId: string) =>
  t.database.db
    .select({ depositRef: memberBonuses.depositRef })
    .from(memberBonuses)
    .where(and(eq(memberBonuses.memberId, memberId), eq(memberBonuses.status, 'active')));

describe('undoing a forfeit in parallel', () => {
  it('against a new withdrawal: the same end whichever commits first, no more than the cap out', async () => {
    const members = await Promise.all(Array.from({ length: ROUNDS }, memberWithPendingForfeit));
    await Promise.all(
      members.flatMap((m) => [
        reject(t.app, m.withdrawalId),
        postWithdraw(t.app, m.token, { Amount: 400, Channel: 'BANK', Forfeit: 300 }),
      ]),
    );
    for (const m of members) {
      const rows = await withdrawalsOf(t.app, m.id);
      expect(rows.map((w) => w.status)).toEqual(['rejected', 'pending']);
      // Either the bonus came back with its 300 and the 400 forfeited it again, or the 400 was judged
      // without the bonus and the first forfeit stood: 400 pending, 100 left, 300 forfeited.
      expect(await walletOf(t, m.id)).toEqual({ balance: 50_000n, held: 40_000n, available: 10_000n });
      expect(rows.reduce((sum, w) => sum + (w.forfeited as number), 0)).toBe(300);
      expect(await activeBonuses(m.id)).toEqual([]);
    }
    await expectLedgerHealthy(t);
  });

  it('against a deposit that starts another bonus: one bonus runs, the forfeit comes back only with its own', async () => {
    const members = await Promise.all(Array.from({ length: ROUNDS }, memberWithPendingForfeit));
    const id = await promotionId();
    const depositWithBonus = (memberId: string, ref: string) =>
      t.database.db.transaction(async (tx) => {
        // As a deposit does: the bonus row first, then the credit into the wallet.
        await startBonus(tx, {
          memberId,
          promotionId: id,
          depositRef: ref,
          depositAmount: 10_000n,
          bonusAmount: 5_000n,
          turnoverType: 0,
          needTurnover: 0n,
          maxWithdrawType: 0,
          maxWithdraw: null,
        });
        await transfer(tx, {
          from: houseAccount('bonusExpense'),
          to: memberAccount(memberId, PLAYABLE_WALLET),
          amount: 10_000n,
          kind: 'deposit',
          reference: `deposit:${ref}`,
          idempotencyKey: `deposit:${ref}`,
        });
      });
    const refs = members.map(() => `race-${randomUUID()}`);
    const results = await Promise.all(
      members.flatMap((m, i) => [reject(t.app, m.withdrawalId), depositWithBonus(m.id, refs[i]!)]),
    );
    expect(results.filter((r) => r && 'statusCode' in r).map((r) => r!.statusCode)).toEqual(
      members.map(() => 200),
    );
    for (const [i, m] of members.entries()) {
      const active = await activeBonuses(m.id);
      expect(active).toHaveLength(1);
      const reopened = active[0]!.depositRef !== refs[i];
      // 800 - 300 forfeited + 100 deposited; the 300 back only when the old bonus runs again.
      const balance = 60_000n + (reopened ? 30_000n : 0n);
      expect(await walletOf(t, m.id)).toEqual({ balance, held: 0n, available: balance });
    }
    await expectLedgerHealthy(t);
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import type { Executor } from '../../db/types';
import { balancesOf, houseAccount, memberAccount, transfer } from '../ledger';
import { setWithdrawConfig, withdraw } from '../withdrawals/test-kit';
import { activeBonusOf } from './active-bonus';

/**
 * Helpers of the promotion tests (not used by the server). A running bonus ends in a test only the ways it
 * ends in production (bonus-lifecycle.ts): spent, then a deposit or item code; or by a withdrawal.
 */

/** Loses the playable credit at play down to 0.99 baht: the next deposit or item code ends the bonus as spent. */
export async function loseCredit(db: Executor, memberId: string) {
  const available = (await balancesOf(db, memberId)).gameWallet.available;
  await transfer(db, {
    from: memberAccount(memberId, 'gameWallet'),
    to: houseAccount('partner:test'),
    amount: available - 99n,
    kind: 'bet',
    reference: 'test-bet',
    idempotencyKey: randomUUID(),
  });
}

/**
 * Ends the running bonus by a withdrawal of `amount` baht through the member API (its turnover must be
 * met), as the withdrawals module does: the end production makes when a member cashes out.
 */
export async function withdrawUnderBonus(t: TestApp, member: { id: string; token: string }, amount: number) {
  expect(await activeBonusOf(t.database.db, member.id)).not.toBeNull();
  await setWithdrawConfig(t.app);
  const res = await withdraw(t.app, member.token, amount);
  expect(res.statusCode, res.body).toBe(200);
  expect(await activeBonusOf(t.database.db, member.id)).toBeNull();
}

/** Runs `body` with the demo promotion `title` changed by `set` (its terms, as an operator may set them), then puts it back. */
export async function withPromotion(
  db: Executor,
  title: string,
  set: ReturnType<typeof sql>,
  body: () => Promise<void>,
) {
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const [before] = await rowsOf(sql`select * from promotions where title = ${title}`);
  await db.execute(sql`update promotions set ${set} where title = ${title}`);
  try {
    await body();
  } finally {
    await db.execute(sql`update promotions set claim_rule = ${before!.claim_rule},
      starts_at = ${before!.starts_at}, ends_at = ${before!.ends_at},
      max_claims_per_member = ${before!.max_claims_per_member}, turnover_amount = ${before!.turnover_amount},
      max_withdraw_amount = ${before!.max_withdraw_amount}, max_withdraw_type = ${before!.max_withdraw_type}
      where title = ${title}`);
  }
}

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { itemCodeRedemptions, itemCodes } from '../../db/schema';
import { codeWith, expectLedgerHealthy, gameWalletOf, member, redeem } from './test-kit';

type Member = Awaited<ReturnType<typeof member>>;

/**
 * Parallel redeems through the API. On PostgreSQL each runs on its own pooled connection, so the code's
 * row lock, the per-member unique key and the ledger's idempotency are what keep the counts right.
 * The locks each flow takes, and their one order: docs/rules/money.md rules 11 and 12.
 */
const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });

const parallel = <T>(n: number, f: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => f(i)));

async function usesOf(code: string) {
  const [row] = await t.database.db.select().from(itemCodes).where(eq(itemCodes.code, code));
  const rows = await t.database.db
    .select()
    .from(itemCodeRedemptions)
    .where(eq(itemCodeRedemptions.itemCodeId, row!.id));
  return { usedCount: row!.usedCount, redemptions: rows.length };
}

describe('item code races', () => {
  it('20 members redeeming a code with maxUses 5 at once: exactly 5 credits', async () => {
    const code = await codeWith(t.app, { amount: 10, maxUses: 5 });
    const members: Member[] = [];
    for (let i = 0; i < 20; i += 1) members.push(await member(t));
    const results = await parallel(20, (i) => redeem(t.app, members[i]!.token, code));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(15).fill(409)]);
    const credited = await Promise.all(members.map((m) => gameWalletOf(t, m.id)));
    expect(credited.filter((b) => b === 1_000n)).toHaveLength(5);
    expect(credited.filter((b) => b === 0n)).toHaveLength(15);
    expect(await usesOf(code)).toEqual({ usedCount: 5, redemptions: 5 });
    await expectLedgerHealthy(t);
  });

  it('one member redeeming one code 10 times at once: one credit', async () => {
    const code = await codeWith(t.app, { amount: 10 });
    const m = await member(t);
    const results = await parallel(10, () => redeem(t.app, m.token, code));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(await gameWalletOf(t, m.id)).toBe(1_000n);
    expect(await usesOf(code)).toEqual({ usedCount: 1, redemptions: 1 });
    await expectLedgerHealthy(t);
  });
});

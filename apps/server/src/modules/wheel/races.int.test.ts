import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { wheelSpins } from '../../db/schema';
import { balances, expectLedgerHealthy, member, spin } from './test-kit';

/**
 * Parallel spins through the API: on PostgreSQL each runs on its own pooled connection.
 * The locks each flow takes, and their one order: docs/rules/money.md rules 11 and 12.
 */
const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });

describe('wheel races', () => {
  it('a member with 3 tickets spinning 10 times at once gets exactly 3 spins', async () => {
    const m = await member(t, 3n);
    const results = await Promise.all(Array.from({ length: 10 }, () => spin(t.app, m.token)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, ...Array(7).fill(409)]);
    const rows = await t.database.db.select().from(wheelSpins).where(eq(wheelSpins.memberId, m.id));
    expect(rows.map((r) => r.nonce).sort()).toEqual([0, 1, 2]);
    const b = await balances(t, m.id);
    expect(b.spinWallet.available).toBe(0n);
    const credit = rows.filter((r) => r.kind === 'CREDIT').reduce((s, r) => s + r.amount, 0n);
    const coins = rows.filter((r) => r.kind === 'COIN').reduce((s, r) => s + r.amount, 0n);
    expect(b.gameWallet.available).toBe(credit);
    expect(b.prizeWallet.available).toBe(coins * 100n);
    await expectLedgerHealthy(t);
  });
});

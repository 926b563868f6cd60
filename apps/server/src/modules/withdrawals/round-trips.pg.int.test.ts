import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { roundTripsOf } from '../ledger/test-kit';
import { fundedMember, getCondition, setWithdrawConfig, withdraw, withdrawalsOf } from './test-kit';

const t = useTestApp();

/**
 * What a withdrawal costs in database round trips (docs/decisions/028-payout-after-commit.md). Counted on
 * PostgreSQL only: PGlite runs in the process, where a statement costs no round trip. Each count comes
 * right after a warm-up call, so the session and the site config are in their process caches and the
 * accounts exist, as for every withdrawal but the site's first.
 */
describe('withdrawal round trips', () => {
  it('pays an automatic withdrawal in 11: the request transaction, the payout, the settlement', async () => {
    await setWithdrawConfig(t.app);
    const m = await fundedMember(t, 100_000n);
    expect((await withdraw(t.app, m.token, 100)).statusCode).toBe(200);
    await getCondition(t.app, m.token);
    const statements = await roundTripsOf(async () =>
      expect((await withdraw(t.app, m.token, 200)).statusCode).toBe(200),
    );
    // begin, the member's wallet locked (lockForHold), the facts, the hold, the withdrawal row, commit;
    // then, after the payout: begin, the row settled while still paying, the hold and accounts locked, the
    // hold posted, commit (locks before the write statement: docs/decisions/021-hold-locks-then-write.md).
    expect(statements).toHaveLength(11);
    expect((await withdrawalsOf(t.app, m.id)).map((w) => w.status)).toEqual(['paid', 'paid']);
  });

  it('refuses an amount above the balance in 4 and reads the condition in 1', async () => {
    await setWithdrawConfig(t.app);
    const m = await fundedMember(t, 50_000n);
    await getCondition(t.app, m.token);
    const refused = await roundTripsOf(async () =>
      expect((await withdraw(t.app, m.token, 600)).statusCode).toBe(409),
    );
    // begin, the member's wallet locked, the facts, rollback.
    expect(refused).toHaveLength(4);
    expect(await roundTripsOf(() => getCondition(t.app, m.token))).toHaveLength(1);
  });
});

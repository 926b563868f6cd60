import { describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { roundTripsOf } from '../ledger/test-kit';
import { feedOutcomes, feedTx } from './test-kit';

const t = useTestApp();

/**
 * What the bank feed costs in database round trips (docs/decisions/022-bank-feed-per-row.md). Counted on
 * PostgreSQL only: PGlite runs in the process, where a statement costs no round trip. Each count comes
 * right after a warm-up call, so the channel list and the site config are in their process caches and
 * the accounts exist, as for every deposit but a member's first.
 */
describe('bank feed round trips', () => {
  it('credits a deposit in 4 and answers its replay in 3', async () => {
    const m = await registerMember(t.app);
    const deposit = () => feedTx({ fromAccount: m.BankAccount, amount: 50 });
    expect(await feedOutcomes(t.app, [deposit()])).toEqual(['credited']);
    const tx = deposit();
    const credit = await roundTripsOf(async () =>
      expect(await feedOutcomes(t.app, [tx])).toEqual(['credited']),
    );
    // begin, the statement with its sender and the member's promotion state, the transfer, commit.
    expect(credit).toHaveLength(4);
    const replay = await roundTripsOf(async () =>
      expect(await feedOutcomes(t.app, [tx])).toEqual(['duplicate']),
    );
    expect(replay).toHaveLength(3);
  });

  it('reads the channel list once for a batch of transfers to accounts that are not ours', async () => {
    expect(await feedOutcomes(t.app, [feedTx()])).toEqual(['unmatched']);
    const strangers = ['5550000001', '5550000002', '5550000003'].map((toAccount) => feedTx({ toAccount }));
    const statements = await roundTripsOf(async () =>
      expect(await feedOutcomes(t.app, strangers)).toEqual(['rejected', 'rejected', 'rejected']),
    );
    // The list once (a miss is re-checked), then one insert each, outside any transaction.
    expect(statements.filter((s) => s.includes('"deposit_channels"'))).toHaveLength(1);
    expect(statements).toHaveLength(4);
  });
});

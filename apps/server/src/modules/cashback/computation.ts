import { groupsOf, linksAmong } from '../links';
import type { RewardComputation } from '../rewards/computation';
import { applyRate, ratePpm } from '../rewards/rates';
import { nettedLosses } from './linked-netting';

/**
 * Cashback: each member's positive net loss of the period (settled stakes minus wins) times site config
 * `cashBack.Payout` percent, into their cashback wallet from `house:cashbackExpense`. Nothing while
 * `cashBack.usecashBack` is off; a member who came out ahead gets nothing (no negative cashback). One
 * person's linked accounts are netted first, so a loss another of them won back earns nothing.
 */
export const cashbackComputation: RewardComputation = {
  kind: 'cashback',
  ledgerKind: 'cashback',
  house: 'cashbackExpense',
  wallet: 'cashbackWallet',
  async credits(ex, results, site) {
    if (!site.cashBack.usecashBack) return [];
    const ppm = ratePpm(site.cashBack.Payout);
    const players = results.map((r) => r.memberId);
    const bases = nettedLosses(results, groupsOf(players, await linksAmong(ex, players)));
    return [...bases]
      .map(([memberId, base]) => ({
        memberId,
        level: 0,
        base,
        ratePpm: ppm,
        amount: applyRate(base, ppm),
        sources: 1,
      }))
      .filter((c) => c.amount > 0n);
  },
};

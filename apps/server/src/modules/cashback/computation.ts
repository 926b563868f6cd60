import type { RewardComputation } from '../rewards/computation';
import { applyRate, ratePpm } from '../rewards/rates';

/**
 * Cashback: each member's positive net loss of the period (settled stakes minus wins) times site config
 * `cashBack.Payout` percent, into their cashback wallet from `house:cashbackExpense`. Nothing while
 * `cashBack.usecashBack` is off; a member who came out ahead gets nothing (no negative cashback).
 */
export const cashbackComputation: RewardComputation = {
  kind: 'cashback',
  ledgerKind: 'cashback',
  house: 'cashbackExpense',
  wallet: 'cashbackWallet',
  async credits(_ex, results, site) {
    if (!site.cashBack.usecashBack) return [];
    const ppm = ratePpm(site.cashBack.Payout);
    return results
      .map((r) => ({
        memberId: r.memberId,
        level: 0,
        base: r.netLoss,
        ratePpm: ppm,
        amount: applyRate(r.netLoss, ppm),
        sources: 1,
      }))
      .filter((c) => c.amount > 0n);
  },
};

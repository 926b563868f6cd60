import type { Env } from '../../env';
import { walletFlowsBetween, PLAYABLE_WALLET } from '../ledger';
import { groupsOf, linksAmong } from '../links';
import { type RewardComputation, applyRate, ratePpm } from '../rewards';
import { hedgersOf, type HedgeRules } from './hedge-watch';
import { nettedLosses } from './linked-netting';
import { FREE_MONEY_KINDS, ownLosses } from './own-loss';
import { saveUnspent, unspentOf } from './repo';

/** The hedging thresholds from the environment (HEDGE_PAIR_*). */
export const hedgeRulesOf = (env: Env): HedgeRules => ({
  minStake: BigInt(env.HEDGE_PAIR_MIN_STAKE_BAHT) * 100n,
  minRounds: env.HEDGE_PAIR_MIN_ROUNDS,
  windowMs: env.HEDGE_PAIR_WINDOW_DAYS * 24 * 3_600_000,
});

/**
 * Cashback: each member's positive loss of own money in the period times site config `cashBack.Payout`
 * percent, into their cashback wallet from `house:cashbackExpense`. A loss uses up the bonus and free credit
 * the member was given first (own-loss.ts, kept up to date even while cashback is off); one person's linked
 * accounts are netted, so a loss another of them won back earns nothing; a member flagged in a hedging pair
 * (hedge-watch.ts) has the period's cashback wait for the operator. Nothing while `cashBack.usecashBack` is
 * off; a member who came out ahead gets nothing (no negative cashback).
 */
export function createCashbackComputation(hedging: HedgeRules): RewardComputation {
  return {
    kind: 'cashback',
    ledgerKind: 'cashback',
    house: 'cashbackExpense',
    wallet: 'cashbackWallet',
    async credits(ex, results, site, period) {
      const given = await walletFlowsBetween(ex, {
        wallet: PLAYABLE_WALLET,
        kinds: FREE_MONEY_KINDS,
        from: period.start,
        to: period.end,
      });
      const concerned = [...new Set([...results.map((r) => r.memberId), ...given.keys()])];
      const own = ownLosses(results, given, await unspentOf(ex, concerned));
      await saveUnspent(ex, own.unspent, period.key);
      if (!site.cashBack.usecashBack) return [];

      const ppm = ratePpm(site.cashBack.Payout);
      const players = own.results.map((r) => r.memberId);
      const bases = nettedLosses(own.results, groupsOf(players, await linksAmong(ex, players)));
      const held = await hedgersOf(ex, period, hedging);
      return [...bases]
        .map(([memberId, base]) => ({
          memberId,
          level: 0,
          base,
          ratePpm: ppm,
          amount: applyRate(base, ppm),
          sources: 1,
          ...(held.has(memberId) && { review: 'hedgePair' as const }),
        }))
        .filter((c) => c.amount > 0n);
    },
  };
}

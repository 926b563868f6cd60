import type { Executor } from '../../db/types';
import { oppositeBetsBetween } from '../../house';
import { groupsOf, linksAmong } from '../links';
import type { Period } from '../rewards';
import { opposingPairs } from './opposing-pairs';
import { addPairRounds, flagPair, flaggedPairsAmong } from './repo';

/** When two accounts' opposite bets count as a hedge that recurs (env HEDGE_PAIR_*). */
export interface HedgeRules {
  /** Satang each side must stake, net of the member's own other side. */
  minStake: bigint;
  /** Shared opposite rounds within the window that flag a pair. */
  minRounds: number;
  /** The window ending with the period, in milliseconds. */
  windowMs: number;
}

/**
 * The members whose cashback for `period` waits for the operator (docs/ABUSE.md 16.5): both accounts of a
 * pair, not linked, that bet opposite sides of a live round of the period with `minStake` or more each,
 * when the pair was flagged before or its shared rounds within the window reach `minRounds`. Flags the pair
 * and records its rounds of the window. Linked accounts are left to the netting (linked-netting.ts); a
 * member whose opposite bets meet a different partner each time is never flagged.
 */
export async function hedgersOf(ex: Executor, period: Period, rules: HedgeRules): Promise<Set<string>> {
  const inPeriod = opposingPairs(
    await oppositeBetsBetween(ex, { from: period.start, to: period.end, minStake: rules.minStake }),
  );
  const held = new Set<string>();
  if (inPeriod.size === 0) return held;
  const memberIds = [...new Set([...inPeriod.values()].flatMap((p) => [p.a, p.b]))];
  const groupOf = groupsOf(memberIds, await linksAmong(ex, memberIds));
  const windowPairs = opposingPairs(
    await oppositeBetsBetween(ex, {
      from: new Date(period.end.getTime() - rules.windowMs),
      to: period.end,
      minStake: rules.minStake,
      memberIds,
    }),
  );
  const flagged = await flaggedPairsAmong(ex, memberIds);
  for (const [key, pair] of inPeriod) {
    if (groupOf.get(pair.a) === groupOf.get(pair.b)) continue;
    const rounds = windowPairs.get(key)?.rounds ?? pair.rounds;
    let pairId = flagged.get(key);
    if (pairId === undefined && rounds.length < rules.minRounds) continue;
    pairId ??= await flagPair(ex, pair.a, pair.b, period.key);
    await addPairRounds(ex, pairId, rounds);
    held.add(pair.a).add(pair.b);
  }
  return held;
}

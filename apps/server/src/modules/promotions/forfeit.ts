/**
 * The forfeit arithmetic of a withdrawal under a bonus (docs/decisions/036-own-money-never-forfeited.md,
 * docs/ABUSE.md 5). The max withdraw limits what deposit + bonus became; the member's own money is never
 * forfeited: what they held when the bonus started (`own_at_start`) and every later credit that is not a
 * game's (bonus-money-repo.ts `bonusMoneyOf`). The end itself is bonus-lifecycle.ts `forfeitBonus`.
 */

/** Ledger kinds that bring money from outside the bonus into the playable wallet: the member's own. */
export const OWN_MONEY_KINDS = ['deposit', 'itemcode', 'cashback', 'affiliate', 'prize', 'adjustment'];

/** The most one withdrawal may take under a capped bonus: the cap plus own money; null when uncapped. */
export function withdrawLimitOf(cap: bigint | null, own: bigint): bigint | null {
  return cap === null ? null : cap + own;
}

/**
 * Forfeited when a withdrawal ends a capped bonus: what the member holds above cap + own money. With
 * `amount <= cap + own` the member keeps `min(available, cap + own) - amount`, so however the money is
 * split into withdrawals, at most the cap leaves the site from the bonus's part.
 */
export function forfeitOf(available: bigint, cap: bigint | null, own: bigint): bigint {
  const limit = withdrawLimitOf(cap, own);
  return limit !== null && available > limit ? available - limit : 0n;
}

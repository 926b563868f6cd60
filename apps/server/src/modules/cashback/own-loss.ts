import type { MemberNetLoss } from '../games';

/**
 * Ledger kinds that bring money the site gave into the playable wallet (a promotion's bonus, an item code's
 * free credit, a wheel prize) or take it back (a forfeit): never the member's own money, never a cashback
 * base. A reversal has its original's kind, so it counts against it.
 */
export const FREE_MONEY_KINDS = ['bonus', 'itemcode', 'prize', 'forfeit'] as const;

export interface OwnLosses {
  /** The period's results with each member's net loss reduced by the free money it used up. */
  results: MemberNetLoss[];
  /** The free money each member still has unspent after the period, for those whose figure changed. */
  unspent: Map<string, bigint>;
}

/**
 * Own money lost in a period (docs/decisions/048-cashback-own-money.md): a loss uses up the member's unspent
 * free money first, so only what goes beyond it is a cashback base. `given` is the free money the period
 * brought (net of forfeits), `unspent` what earlier periods left; what the member does not lose carries on,
 * however long, and winnings never refill it: free money absorbs at most its own amount of loss.
 */
export function ownLosses(
  results: MemberNetLoss[],
  given: ReadonlyMap<string, bigint>,
  unspent: ReadonlyMap<string, bigint>,
): OwnLosses {
  const left = new Map<string, bigint>();
  const usedUp = (memberId: string, netLoss: bigint) => {
    const before = unspent.get(memberId) ?? 0n;
    const free = before + (given.get(memberId) ?? 0n);
    const available = free > 0n ? free : 0n;
    const used = netLoss <= 0n ? 0n : netLoss < available ? netLoss : available;
    if (available - used !== before) left.set(memberId, available - used);
    return used;
  };
  const own = results.map((r) => ({ ...r, netLoss: r.netLoss - usedUp(r.memberId, r.netLoss) }));
  const played = new Set(results.map((r) => r.memberId));
  for (const memberId of given.keys()) if (!played.has(memberId)) usedUp(memberId, 0n);
  return { results: own, unspent: left };
}

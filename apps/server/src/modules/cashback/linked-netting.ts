import type { MemberNetLoss } from '../games';

/**
 * Cashback bases with one person's accounts netted (docs/ABUSE.md 11): a group's losses count only as
 * far as its winners did not take them back, shared among its losers in proportion to their losses
 * (rounded down). Two linked accounts on opposite sides of a hand earn cashback on the commission only.
 * `groupOf` maps each member to its group (links/groups.ts).
 */
export function nettedLosses(results: MemberNetLoss[], groupOf: Map<string, string>): Map<string, bigint> {
  const groups = new Map<string, { net: bigint; losses: bigint }>();
  for (const r of results) {
    const key = groupOf.get(r.memberId) ?? r.memberId;
    const g = groups.get(key) ?? { net: 0n, losses: 0n };
    groups.set(key, { net: g.net + r.netLoss, losses: g.losses + (r.netLoss > 0n ? r.netLoss : 0n) });
  }
  const bases = new Map<string, bigint>();
  for (const r of results) {
    if (r.netLoss <= 0n) continue;
    const { net, losses } = groups.get(groupOf.get(r.memberId) ?? r.memberId)!;
    bases.set(r.memberId, net <= 0n ? 0n : net >= losses ? r.netLoss : (r.netLoss * net) / losses);
  }
  return bases;
}

import type { SiteConfig } from '@chokdee/contracts';
import type { MemberNetLoss } from '../games';
import { linksAmong } from '../links';
import { type RewardComputation, type RewardCredit, applyRate, ratePpm } from '../rewards';
import { referralChains } from './repo';

/**
 * What commissions are computed on: site config `Affiliate.turnover` 0 pays on the referred members'
 * net loss (ยอดเสีย), any value above 0 on their turnover (ยอดเล่น)
 * (docs/decisions/049-affiliate-basis-and-claims.md).
 */
export const basisOf = (affiliate: SiteConfig['Affiliate']) => (affiliate.turnover > 0 ? 'turnover' : 'loss');

/** A player's part of the base: positive net loss only (a winner takes nothing from the referrer). */
function baseOf(r: MemberNetLoss, basis: 'loss' | 'turnover') {
  if (basis === 'turnover') return r.turnover;
  return r.netLoss > 0n ? r.netLoss : 0n;
}

/**
 * Affiliate commissions: for each referrer and enabled level, the summed base of the members of that
 * level who played in the period, times the level's percent, into the referrer's affiliate wallet from
 * `house:affiliateExpense`. The rate applies to the sum, so many small players still earn their share.
 */
export const affiliateComputation: RewardComputation = {
  kind: 'affiliate',
  ledgerKind: 'affiliate',
  house: 'affiliateExpense',
  wallet: 'affiliateWallet',
  async credits(ex, results, site) {
    const a = site.Affiliate;
    if (!a.useAffiliate) return [];
    const levels = [a.percent.level1, a.percent.level2].map((l) => (l.enable ? ratePpm(l.percent) : 0));
    if (levels.every((ppm) => ppm === 0)) return [];
    const basis = basisOf(a);
    const baseByMember = new Map(results.map((r) => [r.memberId, baseOf(r, basis)]));
    const players = results.filter((r) => baseByMember.get(r.memberId)! > 0n).map((r) => r.memberId);
    const sums = new Map<string, { memberId: string; level: number; base: bigint; sources: number }>();
    const add = (memberId: string, level: number, base: bigint) => {
      if (levels[level - 1] === 0) return;
      const key = `${memberId}:${level}`;
      const sum = sums.get(key) ?? { memberId, level, base: 0n, sources: 0 };
      sums.set(key, { ...sum, base: sum.base + base, sources: sum.sources + 1 });
    };
    const chains = await referralChains(ex, players);
    // Referring one's own other account earns nothing (docs/ABUSE.md 11).
    const people = new Set(chains.flatMap((c) => [c.memberId, c.level1, ...(c.level2 ? [c.level2] : [])]));
    const linked = new Set((await linksAmong(ex, [...people])).map(([a, b]) => `${a}:${b}`));
    const own = (a: string, b: string) => linked.has(a < b ? `${a}:${b}` : `${b}:${a}`);
    for (const chain of chains) {
      const base = baseByMember.get(chain.memberId)!;
      if (!own(chain.memberId, chain.level1)) add(chain.level1, 1, base);
      if (chain.level2 && !own(chain.memberId, chain.level2)) add(chain.level2, 2, base);
    }
    const credits: RewardCredit[] = [];
    for (const s of sums.values()) {
      const ppm = levels[s.level - 1]!;
      const amount = applyRate(s.base, ppm);
      if (amount > 0n) credits.push({ ...s, ratePpm: ppm, amount });
    }
    return credits;
  },
};

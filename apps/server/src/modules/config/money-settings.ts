import type { SiteConfig } from '@chokdee/contracts';

type Withdraw = SiteConfig['Withdraw'];
type Rewards = Pick<SiteConfig, 'cashBack' | 'Affiliate'>;

/**
 * Settings of the site config that decide how money leaves or how much is given (issue 23): a change that
 * raises one waits for a second person (modules/approvals); one that lowers goes through at once.
 */
export const MONEY_SECTIONS = {
  /** How money leaves: kind `withdrawals.settings`. */
  withdraw: ['Withdraw'],
  /** Cashback and affiliate rates: kind `rewards.rates`. */
  rewards: ['cashBack', 'Affiliate'],
} as const satisfies Record<string, readonly (keyof SiteConfig)[]>;
export type MoneySection = keyof typeof MONEY_SECTIONS;

const on = (before: boolean, after: boolean) => after && !before;

/** More per request, automatic payouts switched on or raised. Turning withdrawals on or the minimum is not. */
export function withdrawRaised(b: Withdraw, a: Withdraw): boolean {
  return (
    a.maxWithdraw > b.maxWithdraw ||
    on(b.autoWithdraw.useautoWithdraw, a.autoWithdraw.useautoWithdraw) ||
    (a.autoWithdraw.useautoWithdraw && a.autoWithdraw.maxautoWithdraw > b.autoWithdraw.maxautoWithdraw)
  );
}

/** A higher rate, a program switched on, a lower threshold or turnover, automatic payout switched on. */
export function rewardsRaised(b: Rewards, a: Rewards): boolean {
  const levels = ['level1', 'level2'] as const;
  return (
    a.cashBack.Payout > b.cashBack.Payout ||
    on(b.cashBack.usecashBack, a.cashBack.usecashBack) ||
    a.cashBack.minWithdraw < b.cashBack.minWithdraw ||
    on(b.Affiliate.useAffiliate, a.Affiliate.useAffiliate) ||
    a.Affiliate.minWithdraw < b.Affiliate.minWithdraw ||
    a.Affiliate.turnover < b.Affiliate.turnover ||
    on(b.Affiliate.autoWithdraw, a.Affiliate.autoWithdraw) ||
    levels.some(
      (l) =>
        on(b.Affiliate.percent[l].enable, a.Affiliate.percent[l].enable) ||
        (a.Affiliate.percent[l].enable && a.Affiliate.percent[l].percent > b.Affiliate.percent[l].percent),
    )
  );
}

export const RAISED: Record<MoneySection, (b: SiteConfig, a: SiteConfig) => boolean> = {
  withdraw: (b, a) => withdrawRaised(b.Withdraw, a.Withdraw),
  rewards: (b, a) => rewardsRaised(b, a),
};

/** The section's settings of a config, as a request stores and shows them. */
export const sectionOf = (c: SiteConfig, section: MoneySection): Partial<SiteConfig> =>
  Object.fromEntries(MONEY_SECTIONS[section].map((k) => [k, c[k]]));

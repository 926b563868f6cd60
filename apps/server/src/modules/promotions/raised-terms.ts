import type { AdminPromotion } from '@chokdee/contracts';

/** Claim rules from the strictest to the loosest: a move to the right gives more. */
const CLAIM_ORDER: AdminPromotion['claimRule'][] = [
  'firstDeposit',
  'oncePerMember',
  'oncePerDay',
  'everyDeposit',
];

/** 0 means no limit for these figures (maxBonus, maxWithdrawAmount): it is the largest. */
const capOf = (n: number) => (n === 0 ? Infinity : n);
const time = (iso: string | null, open: number) => (iso === null ? open : Date.parse(iso));

/**
 * The terms of a promotion that a change makes more generous (issue 23: a change that raises a figure waits
 * for a second person; one that only lowers or renames goes through). Type switches (baht ↔ multiple)
 * count as raises: their effect depends on the deposit.
 */
const MORE_GENEROUS: Partial<
  Record<keyof AdminPromotion, (b: AdminPromotion, a: AdminPromotion) => boolean>
> = {
  bonusPercent: (b, a) => a.bonusPercent > b.bonusPercent,
  maxBonus: (b, a) => capOf(a.maxBonus) > capOf(b.maxBonus),
  maxBonusType: (b, a) => a.maxBonusType !== b.maxBonusType,
  maxWithdrawAmount: (b, a) => capOf(a.maxWithdrawAmount) > capOf(b.maxWithdrawAmount),
  maxWithdrawType: (b, a) => a.maxWithdrawType !== b.maxWithdrawType,
  turnoverAmount: (b, a) => a.turnoverAmount < b.turnoverAmount,
  depositType: (b, a) => a.depositType !== b.depositType,
  minimumDeposit: (b, a) => a.minimumDeposit < b.minimumDeposit,
  claimRule: (b, a) => CLAIM_ORDER.indexOf(a.claimRule) > CLAIM_ORDER.indexOf(b.claimRule),
  startsAt: (b, a) => time(a.startsAt, -Infinity) < time(b.startsAt, -Infinity),
  endsAt: (b, a) => time(a.endsAt, Infinity) > time(b.endsAt, Infinity),
  maxClaimsPerMember: (b, a) => (a.maxClaimsPerMember ?? Infinity) > (b.maxClaimsPerMember ?? Infinity),
};

/** The fields whose change from `before` to `after` gives members more; empty when none does. */
export function raisedTerms(before: AdminPromotion, after: AdminPromotion): (keyof AdminPromotion)[] {
  return (Object.keys(MORE_GENEROUS) as (keyof AdminPromotion)[]).filter((k) =>
    MORE_GENEROUS[k]!(before, after),
  );
}

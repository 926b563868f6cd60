import { fillMessage, TH, type SiteConfig, type WithdrawalCondition } from '@chokdee/contracts';
import { AppError, fail } from '../../lib/app-error';
import { toBaht, toSatang } from '../../lib/money';
import { forfeitOf, withdrawLimitOf } from '../promotions';

/** Site config `Withdraw` in satang. A maximum of 0 means no maximum, as SPEC §9 reads 0 for limits. */
export interface WithdrawLimits {
  enabled: boolean;
  min: bigint;
  max: bigint | null;
  /** Amounts up to this are paid without an operator; null when automatic payouts are off. */
  autoMax: bigint | null;
}

/** What the rules need to know about the member at the moment of the request (amounts in satang). */
export interface WithdrawFacts {
  locked: boolean;
  /** Playable credit not reserved by pending withdrawals. */
  available: bigint;
  bonus: {
    needTurnover: bigint;
    nowTurnover: bigint;
    maxWithdraw: bigint | null;
    /** Started by a redeemed code, not a promotion: the refusal names the code. */
    fromCode?: boolean;
    /** The member's own money under the bonus (promotions' `bonusMoneyOf`): never forfeited; 0 when absent. */
    own?: bigint;
    /** Credit staked in open rounds or held by transfer partners (promotions' `bonusMoneyOf`); 0 when absent. */
    inGames?: bigint;
  } | null;
}

export function limitsOf(withdraw: SiteConfig['Withdraw']): WithdrawLimits {
  const max = toSatang(withdraw.maxWithdraw);
  const { useautoWithdraw, maxautoWithdraw } = withdraw.autoWithdraw;
  return {
    enabled: withdraw.canWithdraw,
    min: toSatang(withdraw.minWithdraw),
    max: max > 0n ? max : null,
    autoMax: useautoWithdraw ? toSatang(maxautoWithdraw) : null,
  };
}

/** The bonus's max withdraw; null when none is active or it sets no limit (0 means unlimited, SPEC §9). */
function capOf(facts: WithdrawFacts): bigint | null {
  const cap = facts.bonus?.maxWithdraw ?? null;
  return cap !== null && cap > 0n ? cap : null;
}

/**
 * The most one withdrawal may take under the bonus: its max withdraw plus the member's own money, which
 * the cap does not limit (promotions/forfeit.ts `forfeitOf`); null without a capped bonus.
 */
export function bonusCapOf(facts: WithdrawFacts): bigint | null {
  return withdrawLimitOf(capOf(facts), facts.bonus?.own ?? 0n);
}

/** What a withdrawal now would forfeit: the credit above the bonus's limit (promotions/forfeit.ts). */
export function forfeitNow(facts: WithdrawFacts): bigint {
  return forfeitOf(facts.available, capOf(facts), facts.bonus?.own ?? 0n);
}

/** Why this amount cannot be withdrawn now, or null. The first failing rule wins, in the order below. */
export function refusalOf(amount: bigint, limits: WithdrawLimits, facts: WithdrawFacts): AppError | null {
  const { bonus } = facts;
  const cap = bonusCapOf(facts);
  if (facts.locked) return fail('FORBIDDEN', 'memberLocked');
  if (!limits.enabled) return fail('CONFLICT', 'withdrawDisabled');
  if (amount < limits.min) return withText('VALIDATION', 'withdrawBelowMin', { min: limits.min });
  if (limits.max !== null && amount > limits.max) {
    return withText('VALIDATION', 'withdrawAboveMax', { max: limits.max });
  }
  if (bonus && bonus.nowTurnover < bonus.needTurnover) return turnoverRefusal(bonus);
  if (cap !== null && inGamesOf(facts) > 0n) return inGamesRefusal(inGamesOf(facts));
  if (cap !== null && amount > cap) return withText('CONFLICT', 'withdrawAboveBonusMax', { max: cap });
  if (amount > facts.available) return fail('CONFLICT', 'insufficientFunds');
  return null;
}

/** The withdraw dialog's view: can anything be withdrawn now, and if not, why. */
export function conditionOf(limits: WithdrawLimits, facts: WithdrawFacts): WithdrawalCondition {
  const { bonus } = facts;
  const cap = bonusCapOf(facts);
  const smallest = limits.min > 0n ? limits.min : 1n;
  let refusal: AppError | null = null;
  if (facts.locked) refusal = fail('FORBIDDEN', 'memberLocked');
  else if (!limits.enabled) refusal = fail('CONFLICT', 'withdrawDisabled');
  else if (bonus && bonus.nowTurnover < bonus.needTurnover) refusal = turnoverRefusal(bonus);
  else if (cap !== null && inGamesOf(facts) > 0n) refusal = inGamesRefusal(inGamesOf(facts));
  else if (facts.available < smallest) {
    refusal = withText('CONFLICT', 'withdrawBalanceBelowMin', { min: limits.min });
  } else if (cap !== null && cap < smallest) {
    refusal = withText('CONFLICT', 'withdrawAboveBonusMax', { max: cap });
  }
  return {
    canWithdraw: refusal === null,
    minWithdraw: toBaht(limits.min),
    maxWithdraw: toBaht(limits.max ?? 0n),
    balance: toBaht(facts.available),
    nowTurnover: toBaht(bonus?.nowTurnover ?? 0n),
    needTurnover: toBaht(bonus?.needTurnover ?? 0n),
    maxWithdrawAmount: toBaht(cap ?? 0n),
    forfeit: toBaht(forfeitNow(facts)),
    maxNow: toBaht(refusal ? 0n : lowest(facts.available, limits.max, cap)),
    reason: refusal?.message ?? null,
  };
}

/** The lowest of the amounts, null ones being no limit. */
const lowest = (first: bigint, ...limits: (bigint | null)[]) =>
  limits.reduce<bigint>((low, l) => (l !== null && l < low ? l : low), first);

function turnoverRefusal(bonus: NonNullable<WithdrawFacts['bonus']>) {
  const key = bonus.fromCode ? 'withdrawTurnoverNotMetCode' : 'withdrawTurnoverNotMet';
  return withText('CONFLICT', key, { now: bonus.nowTurnover, need: bonus.needTurnover });
}

/**
 * A capped bonus's money still out in games (an open round's stake, credit a transfer partner holds): the
 * withdrawal would end the bonus and judge its forfeit without it, and the round then pays out free of the
 * cap (docs/ABUSE.md 16.4). It waits until the money is home.
 */
function inGamesRefusal(inGames: bigint) {
  return withText('CONFLICT', 'withdrawBonusInGames', { amount: inGames });
}
const inGamesOf = (facts: WithdrawFacts) => facts.bonus?.inGames ?? 0n;

type Template =
  | 'withdrawBelowMin'
  | 'withdrawAboveMax'
  | 'withdrawAboveBonusMax'
  | 'withdrawBalanceBelowMin'
  | 'withdrawBonusInGames'
  | 'withdrawTurnoverNotMet'
  | 'withdrawTurnoverNotMetCode';

function withText(code: 'VALIDATION' | 'CONFLICT', key: Template, values: Record<string, bigint>) {
  const baht = Object.fromEntries(Object.entries(values).map(([name, v]) => [name, toBaht(v)]));
  return fail(code, key, fillMessage<string>(TH[key], baht));
}

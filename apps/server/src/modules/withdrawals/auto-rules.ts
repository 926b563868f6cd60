import type { ReviewReason, WithdrawalRules } from '@chokdee/contracts';
import { toBaht, toSatang } from '../../lib/money';

/**
 * The back office's auto-withdraw rules (table `withdrawal_rules`), in satang. The per-request maximum
 * stays in the site config (`Withdraw.autoWithdraw`, rules.ts `limitsOf`): it is SPEC §9's field.
 */
export interface AutoRules {
  /** Most a member may withdraw automatically per Bangkok day; null: no daily maximum. */
  autoMaxPerDay: bigint | null;
  firstNeedsApproval: boolean;
  /** Queue rows above this are flagged `largeAmount`. */
  largeAmount: bigint;
}

/**
 * Before anyone saves rules: no daily maximum and no review of first withdrawals, as the site behaved
 * before issue 12, and large means above 20,000 baht (docs/decisions/030-auto-withdraw-rules.md).
 */
export const DEFAULT_AUTO_RULES: AutoRules = {
  autoMaxPerDay: null,
  firstNeedsApproval: false,
  largeAmount: 2_000_000n,
};

/** What the review rules judge about the member at the moment of the request (satang). */
export interface ReviewFacts {
  /** Another account of the same person holds a bonus or ended one lately (docs/ABUSE.md 11). */
  linkedBonus: boolean;
  /** One of the member's withdrawals was paid (or is being paid) before. */
  paidBefore: boolean;
  /** The member's withdrawals of this Bangkok day that were not refused (pending, paying, paid). */
  askedToday: bigint;
}

/**
 * Why a withdrawal the automatic maximum would pay must wait for staff, or null. `linkedBonus` holds any
 * withdrawal (docs/ABUSE.md 11); the rules below only hold one that would otherwise be paid at once.
 */
export function reviewReasonOf(
  amount: bigint,
  rules: AutoRules,
  facts: ReviewFacts,
  { automatic }: { automatic: boolean },
): ReviewReason | null {
  if (facts.linkedBonus) return 'linkedBonus';
  if (!automatic) return null;
  if (rules.firstNeedsApproval && !facts.paidBefore) return 'firstWithdrawal';
  if (rules.autoMaxPerDay !== null && facts.askedToday + amount > rules.autoMaxPerDay) return 'dailyLimit';
  return null;
}

/** The wire's baht (0: no daily maximum) to satang. */
export function autoRulesOf(wire: WithdrawalRules): AutoRules {
  const perDay = toSatang(wire.autoMaxPerDay);
  return {
    autoMaxPerDay: perDay > 0n ? perDay : null,
    firstNeedsApproval: wire.firstWithdrawalNeedsApproval,
    largeAmount: toSatang(wire.largeAmount),
  };
}

export function wireOf(rules: AutoRules): WithdrawalRules {
  return {
    autoMaxPerDay: toBaht(rules.autoMaxPerDay ?? 0n),
    firstWithdrawalNeedsApproval: rules.firstNeedsApproval,
    largeAmount: toBaht(rules.largeAmount),
  };
}

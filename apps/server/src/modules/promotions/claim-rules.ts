import { CLAIM_RULES, TH } from '@chokdee/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Who may take a promotion (docs/rules/promotions.md rule 2). The one home of eligibility: the deposit's
 * bonus decision (`startDepositBonus`) and the member's promotion list both ask `whyNot`.
 */

/** What the rule reads of a promotion (its window is judged in SQL: `ClaimFacts`). */
export interface ClaimTerms {
  claimRule: string;
  maxClaimsPerMember: number | null;
}

/** What the database said, in the deciding statement, about one member and one promotion. */
export interface ClaimFacts {
  /** `now()` (the database's clock, in the transaction) is before `startsAt`. */
  beforeStart: boolean;
  /** `now()` is at or after `endsAt`. */
  afterEnd: boolean;
  /** The member's claims of this promotion so far, ended or not. */
  claims: number;
  /** One of them was on today's Bangkok date (oncePerDay). */
  claimedToday: boolean;
  /** Claims of this promotion by the member's linked accounts (one person's others, modules/links). */
  linkedClaims: number;
  /** One of those was on today's Bangkok date. */
  linkedClaimedToday: boolean;
  /**
   * At a deposit: this deposit is the member's first credited one. In the list: the member has not
   * been credited a deposit yet, so their next one would be.
   */
  firstDeposit: boolean;
}

/** Why a member cannot take a promotion now: the keys of the Thai reasons in `TH`. */
export type NotEligible =
  | 'promotionNotStarted'
  | 'promotionEnded'
  | 'promotionFirstDepositOnly'
  | 'promotionClaimedAlready'
  | 'promotionClaimedToday'
  | 'promotionClaimsUsedUp'
  | 'promotionClaimedByLinked';

/** Null when the member may take the promotion with this deposit; otherwise the reason. */
export function whyNot(p: ClaimTerms, f: ClaimFacts): NotEligible | null {
  if (f.beforeStart) return 'promotionNotStarted';
  if (f.afterEnd) return 'promotionEnded';
  // A member who took it is told so before being told it was for the first deposit only.
  const onceOnly = p.claimRule === 'firstDeposit' || p.claimRule === 'oncePerMember';
  if (onceOnly && f.claims > 0) return 'promotionClaimedAlready';
  if (p.claimRule === 'firstDeposit' && !f.firstDeposit) return 'promotionFirstDepositOnly';
  if (p.claimRule === 'oncePerDay' && f.claimedToday) return 'promotionClaimedToday';
  if (p.maxClaimsPerMember !== null && f.claims >= p.maxClaimsPerMember) return 'promotionClaimsUsedUp';
  // Limits are per person: one person's accounts share them (docs/ABUSE.md 11); everyDeposit has none.
  if (onceOnly && f.linkedClaims > 0) return 'promotionClaimedByLinked';
  if (p.claimRule === 'oncePerDay' && f.linkedClaimedToday) return 'promotionClaimedByLinked';
  if (p.maxClaimsPerMember !== null && f.claims + f.linkedClaims >= p.maxClaimsPerMember) {
    return 'promotionClaimedByLinked';
  }
  // An unknown rule (the check constraint allows none) pays nothing rather than every deposit.
  if (!(CLAIM_RULES as readonly string[]).includes(p.claimRule)) return 'promotionClaimedAlready';
  return null;
}

export const reasonText = (reason: NotEligible) => TH[reason];

/** The Bangkok calendar date (UTC+7 all year, no daylight saving) of `at`, as an SQL `date`. */
export const bangkokDay = (at: SQL = sql`now()`) =>
  sql`((${at} at time zone 'UTC') + interval '7 hours')::date`;

/**
 * The keys a claim is stored under (member_bonuses): its number among the member's claims of the
 * promotion, unique, so parallel deposits cannot both take claim 1 or pass the cap; and the Bangkok
 * date for a oncePerDay promotion, unique, so they cannot both take today's.
 */
export function claimKeys(p: ClaimTerms & Pick<ClaimFacts, 'claims'> & { today: string }) {
  return { claimNo: p.claims + 1, claimDay: p.claimRule === 'oncePerDay' ? p.today : null };
}

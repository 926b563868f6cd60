import { z } from 'zod';
import { baht, isoDate } from '../common/fields';

export const REWARD_REVIEW_STATUSES = ['review', 'approved', 'refused'] as const;
export type RewardReviewStatus = (typeof REWARD_REVIEW_STATUSES)[number];

/**
 * A period's credit waiting for the operator instead of paying itself (docs/ABUSE.md 16.5): today the
 * cashback of a member flagged in a hedging pair (`reason: 'hedgePair'`). Amounts in baht.
 */
export const adminRewardReview = z.object({
  id: z.string(),
  kind: z.enum(['cashback', 'affiliate']),
  period: z.string(),
  memberId: z.string(),
  memberPhone: z.string(),
  /** What the rate applied to (the period's own loss) and what it pays. */
  base: baht,
  /** Percent of the base. */
  rate: z.number(),
  amount: baht,
  reason: z.enum(['hedgePair']),
  /** review: waits; approved: paid into the member's wallet; refused: nothing paid. */
  status: z.enum(REWARD_REVIEW_STATUSES),
  /** 'api-key' or 'staff:<id>', as in the audit log. */
  decidedBy: z.string().nullable(),
  decidedAt: isoDate.nullable(),
  /** The ledger transfer of an approved one (the key the automatic credit would have had). */
  transferId: z.string().nullable(),
  createdAt: isoDate,
});
export type AdminRewardReview = z.infer<typeof adminRewardReview>;

/** The `:id` path parameter (checked by the handler: contracts carry no params schema). */
export const rewardReviewParams = z.object({ id: z.uuid() });

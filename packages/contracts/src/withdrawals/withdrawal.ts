import { z } from 'zod';
import { baht, isoDate } from '../common/fields';

export const WITHDRAWAL_STATUSES = ['pending', 'paying', 'paid', 'failed', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Why a withdrawal the automatic maximum would pay waits for staff (see `reviewReason`). */
export const REVIEW_REASONS = ['linkedBonus', 'firstWithdrawal', 'dailyLimit'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/** The `:id` path parameter (checked by the handler: contracts carry no params schema). */
export const withdrawalParams = z.object({ id: z.uuid() });

/** A withdrawal as the operator sees it; amounts in baht. */
export const adminWithdrawal = z.object({
  id: z.string(),
  memberId: z.string(),
  phoneNumber: z.string(),
  amount: baht,
  channel: z.string(),
  bankCode: z.string(),
  bankAccount: z.string(),
  accountName: z.string(),
  /** pending (waits for an operator), paying (payout sent), paid, failed (money returned), rejected (returned). */
  status: z.enum(WITHDRAWAL_STATUSES),
  holdId: z.string(),
  payoutReference: z.string().nullable(),
  /** The promotion whose bonus this withdrawal ended, if one was active. */
  bonusPromotionId: z.string().nullable(),
  /** Credit above the bonus's max withdraw that the withdrawal forfeited (returned if it fails or is rejected). */
  forfeited: baht,
  reason: z.string().nullable(),
  /**
   * Why it waits for a person although it is under the automatic maximum: `linkedBonus`, another account
   * of the same person holds a bonus or ended one in the last 7 days (docs/ABUSE.md 11); `firstWithdrawal`,
   * none of the member's withdrawals was paid before and the rules want a person to look at the first;
   * `dailyLimit`, with it the member's withdrawals of this Bangkok day pass the rules' daily maximum.
   */
  reviewReason: z.enum(REVIEW_REASONS).nullable(),
  createdAt: isoDate,
  payingSince: isoDate.nullable(),
  resolvedAt: isoDate.nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawal>;

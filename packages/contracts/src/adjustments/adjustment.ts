import { z } from 'zod';
import { baht, hasAtMost2Decimals, isoDate, MAX_BAHT, plainText } from '../common/fields';
import { TH } from '../messages';

/**
 * Why staff did something to a member's money or a deposit: required, kept in the record and the audit log.
 * One line of plain text, up to 500 characters.
 */
export const staffReason = plainText(
  z
    .string({ error: TH.staffReasonRequired })
    .trim()
    .min(1, { error: TH.staffReasonRequired })
    .max(500, { error: TH.staffReasonTooLong }),
);

/** A manual amount: more than 0 baht, whole satang, within MAX_BAHT. */
export const adjustmentAmount = z
  .number({ error: TH.invalidAmount })
  .refine((n) => n > 0 && n <= MAX_BAHT && hasAtMost2Decimals(n), { error: TH.invalidAmount });

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** A manual credit or debit as the back office sees it; amounts in baht. */
export const adminAdjustment = z.object({
  id: z.string(),
  memberId: z.string(),
  memberPhone: z.string(),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amount: baht,
  reason: z.string(),
  /** pending: waits for a second staff member (above the approval limit); applied: the money moved. */
  status: z.enum(ADJUSTMENT_STATUSES),
  needsApproval: z.boolean(),
  /** 'api-key' or 'staff:<id>', as in the audit log. */
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: isoDate.nullable(),
  /** The ledger transfer of an applied one (idempotency key `adjustment:<id>`). */
  transferId: z.string().nullable(),
  createdAt: isoDate,
});
export type AdminAdjustment = z.infer<typeof adminAdjustment>;

/** The `:id` path parameter (checked by the handler: contracts carry no params schema). */
export const adjustmentParams = z.object({ id: z.uuid() });

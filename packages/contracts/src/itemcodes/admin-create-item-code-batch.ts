import { z } from 'zod';
import { approvalPendingEnvelope } from '../approvals/approval-request';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht, hasAtMost2Decimals, isoDate, MAX_BAHT, plainText } from '../common/fields';
import { TH } from '../messages';

/** Most codes one batch generates: one set-based insert, one CSV a spreadsheet opens at once. */
export const MAX_BATCH_CODES = 5000;
/** Letters or digits before each code's random part; stored upper-case. */
export const ITEM_CODE_PREFIX_PATTERN = /^[A-Za-z0-9]{1,12}$/;

export const adminCreateItemCodeBatchBody = z
  .object({
    prefix: z
      .string({ error: TH.itemCodeBatchPrefix })
      .regex(ITEM_CODE_PREFIX_PATTERN, { error: TH.itemCodeBatchPrefix })
      .optional(),
    count: z
      .number({ error: TH.itemCodeBatchCount })
      .int({ error: TH.itemCodeBatchCount })
      .min(1, { error: TH.itemCodeBatchCount })
      .max(MAX_BATCH_CODES, { error: TH.itemCodeBatchCount }),
    /** Free credit per redeem, baht. */
    amount: z
      .number({ error: TH.invalidAmount })
      .refine((n) => n > 0 && n <= 1_000_000 && hasAtMost2Decimals(n), { error: TH.invalidAmount }),
    /** Settled bets (baht) a redeemer must make before a withdrawal; 0 or absent = none. */
    turnover: z
      .number({ error: TH.invalidAmount })
      .refine((n) => n >= 0 && n <= MAX_BAHT && hasAtMost2Decimals(n), { error: TH.invalidAmount })
      .optional(),
    /** ISO date-time after which the batch's codes are refused; absent = never. */
    expiresAt: z.iso.datetime({ offset: true, error: TH.itemCodeBatchExpired }).optional(),
    /** Why the batch exists (campaign, partner, giveaway): staff read it in the list. */
    note: plainText(
      z
        .string({ error: TH.itemCodeBatchNote })
        .trim()
        .min(1, { error: TH.itemCodeBatchNote })
        .max(200, { error: TH.itemCodeBatchNote }),
    ),
  })
  .strict();
export type AdminCreateItemCodeBatchBody = z.infer<typeof adminCreateItemCodeBatchBody>;

/** A batch as the back office lists it: its terms once, and how many of its codes were redeemed. */
export const adminItemCodeBatch = z.object({
  id: z.string(),
  prefix: z.string().nullable(),
  count: z.number().int(),
  redeemed: z.number().int(),
  amount: baht,
  turnover: baht,
  expiresAt: isoDate.nullable(),
  note: z.string(),
  createdBy: z.string(),
  createdAt: isoDate,
});
export type AdminItemCodeBatch = z.infer<typeof adminItemCodeBatch>;

export const adminCreateItemCodeBatch = defineCall({
  method: 'POST',
  path: '/admin/v1/itemcodes/batches',
  summary:
    'Operator: generate `count` (1–5,000) single-use item codes with the same terms, `PREFIX-` and 12 random ' +
    'characters each. A member, and the accounts linked to them, may redeem one code of a batch. The answer ' +
    'is the batch; its codes are listed by `GET /admin/v1/itemcodes?batch=` (or its CSV).' +
    ' Within the maker’s daily allowance (value amount × count) it is made at once (200); above it, it ' +
    'waits for a second staff member (202 with the request)',
  body: adminCreateItemCodeBatchBody,
  response: okEnvelope(adminItemCodeBatch),
  accepted: approvalPendingEnvelope,
});

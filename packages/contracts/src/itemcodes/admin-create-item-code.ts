import { z } from 'zod';
import { approvalPendingEnvelope } from '../approvals/approval-request';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht, hasAtMost2Decimals, isoDate, MAX_BAHT } from '../common/fields';
import { TH } from '../messages';

/** 4 to 32 letters, digits, '-' or '_'; stored upper-case, so members may type it in any case. */
export const ITEM_CODE_PATTERN = /^[A-Za-z0-9_-]{4,32}$/;

const positiveBaht = z
  .number({ error: TH.invalidAmount })
  .refine((n) => n > 0 && n <= 1_000_000 && hasAtMost2Decimals(n), {
    error: TH.invalidAmount,
  });

export const adminCreateItemCodeBody = z
  .object({
    code: z.string({ error: TH.itemCodeFormat }).regex(ITEM_CODE_PATTERN, { error: TH.itemCodeFormat }),
    /** Free credit per redeem, baht. */
    amount: positiveBaht,
    /** Settled bets (baht) the redeemer must make before a withdrawal; 0 or absent = none. */
    turnover: z
      .number({ error: TH.invalidAmount })
      .refine((n) => n >= 0 && n <= MAX_BAHT && hasAtMost2Decimals(n), {
        error: TH.invalidAmount,
      })
      .optional(),
    /** How many members may redeem it in all; absent = unlimited. */
    maxUses: z.number().int().min(1).max(10_000_000).optional(),
    /** ISO date-time after which it is refused; absent = never expires. */
    expiresAt: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();
export type AdminCreateItemCodeBody = z.infer<typeof adminCreateItemCodeBody>;

export const adminItemCode = z.object({
  id: z.string(),
  code: z.string(),
  amount: baht,
  turnover: baht,
  maxUses: z.number().int().nullable(),
  usedCount: z.number().int(),
  expiresAt: isoDate.nullable(),
  createdAt: isoDate,
});

export const adminCreateItemCode = defineCall({
  method: 'POST',
  path: '/admin/v1/itemcodes',
  summary:
    'Operator: create an item code. Each member may redeem it once for `amount` baht of free credit, at most ' +
    '`maxUses` members in all, until `expiresAt`. `turnover` (baht) starts a turnover condition the member ' +
    'must meet before withdrawing. The code is stored upper-case; an existing code answers 409.' +
    ' Within the maker’s daily allowance (FOUR_EYES_ALONE_BAHT; value amount × maxUses) it is made at once ' +
    '(200); above it, or with unlimited uses, it waits for a second staff member (202 with the request)',
  body: adminCreateItemCodeBody,
  response: okEnvelope(adminItemCode),
  accepted: approvalPendingEnvelope,
});

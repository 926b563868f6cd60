import { z } from 'zod';
import { baht } from '../common/fields';

/** FORFEIT: credit above a bonus's max withdraw, taken when a withdrawal ended it (ours, docs/ABUSE.md 5). */
export const TRANS_TYPES = ['DEPOSIT', 'AFFILIATE', 'CASHBACK', 'WITHDRAW', 'FORFEIT'] as const;
export type TransType = (typeof TRANS_TYPES)[number];

/** SPEC §4: 0 and 1 approved, 2 pending, 3 failed. */
export const TRANSACTION_STATUS = { approved: 1, pending: 2, failed: 3 } as const;

/** One row of the member's history (SPEC §3 "Transaction"). */
export const transactionRow = z.object({
  _id: z.string(),
  Amount: baht,
  createdAt: z.string(),
  Status: z.number().int().min(0).max(3),
  TransType: z.enum(TRANS_TYPES),
  /** `_id`: the promotion id of a deposit that earned a bonus, the item-code marker, or null. */
  BonusInfo: z.object({ _id: z.string().nullable() }),
});
export type TransactionRow = z.infer<typeof transactionRow>;

export const transactionList = z.object({ Transaction: z.array(transactionRow) });

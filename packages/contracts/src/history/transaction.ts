import { z } from 'zod';
import { baht } from '../common/fields';

/** SPEC §3: the four kinds SPEC clients know (DEPOSIT also carries item-code free credit, SPEC §4). */
export const SPEC_TRANS_TYPES = ['DEPOSIT', 'AFFILIATE', 'CASHBACK', 'WITHDRAW'] as const;

/**
 * Ours, for the other movements of the member's playable credit (issue 17 item 3; SPEC clients filter them
 * out): FORFEIT credit above a bonus's max withdraw, taken when a withdrawal ended the bonus (docs/ABUSE.md 5);
 * FORFEIT_RETURN that forfeit given back when the withdrawal was voided; WITHDRAW_RETURN a voided withdrawal's
 * money released; PRIZE a wheel prize of credit; CORRECTION an operator's reversal of a credit; GAME a day's
 * game play, net (bets, wins, refunds and transfers to and from partners' wallets); ADJUSTMENT a manual
 * credit (+) or debit (−) by staff.
 */
export const OUR_TRANS_TYPES = [
  'FORFEIT',
  'FORFEIT_RETURN',
  'WITHDRAW_RETURN',
  'PRIZE',
  'CORRECTION',
  'GAME',
  'ADJUSTMENT',
] as const;

export const TRANS_TYPES = [...SPEC_TRANS_TYPES, ...OUR_TRANS_TYPES] as const;
export type TransType = (typeof TRANS_TYPES)[number];

/** SPEC §4: 0 and 1 approved, 2 pending, 3 failed. */
export const TRANSACTION_STATUS = { approved: 1, pending: 2, failed: 3 } as const;

/** One row of the member's history (SPEC §3 "Transaction"; the fields after `BonusInfo._id` are ours). */
export const transactionRow = z.object({
  _id: z.string(),
  /** The movement's own amount, never negative: a deposit's without its bonus. */
  Amount: baht,
  createdAt: z.string(),
  Status: z.number().int().min(0).max(3),
  TransType: z.enum(TRANS_TYPES),
  BonusInfo: z.object({
    /** The promotion id of a deposit that earned a bonus, the item-code marker, or null. */
    _id: z.string().nullable(),
    /** Ours: that promotion's title (a deposit with a bonus), else null. */
    title: z.string().nullable(),
    /** Ours: the bonus paid with this deposit, baht; 0 without one. */
    Amount: baht,
  }),
  /**
   * Ours: what the movement did to the member's playable credit when it happened, signed baht (a deposit's
   * amount plus its bonus; a withdrawal −amount, also a voided one, whose WITHDRAW_RETURN row gives it back).
   * Summed over every row, it is the credit the member sees.
   */
  BalanceChange: baht,
});
export type TransactionRow = z.infer<typeof transactionRow>;

export const transactionList = z.object({ Transaction: z.array(transactionRow) });

import { z } from 'zod';
import { TH } from '../messages';

/** A Bangkok calendar day, `YYYY-MM-DD` (Gregorian, as the date inputs of a browser give it). */
export const reportDay = z.iso.date({ error: TH.reportDateInvalid });

/** The longest range one report reads: a year, leap day included. */
export const MAX_REPORT_DAYS = 366;

/**
 * The query of every report: inclusive Bangkok days (`to` defaults to today, `from` to `to`), and the
 * answer's format: `csv` sends the report's table as a UTF-8 CSV file (a plain link downloads it).
 */
export const reportQuery = z
  .object({
    from: reportDay.optional(),
    to: reportDay.optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .strict();
export type ReportQuery = z.output<typeof reportQuery>;

/** The range a report covered, as Bangkok days. */
export const reportRange = z.object({ from: z.string(), to: z.string(), days: z.number().int() });

/**
 * Money of a range, baht, read from the ledger: what members received from (positive) or sent to the
 * house, per kind of movement (docs/decisions/073-reports-from-ledger.md).
 */
export const reportMoney = z.object({
  deposits: z.number(),
  /** Withdrawals paid out (a pending, rejected or failed one moved no money). */
  withdrawals: z.number(),
  /** Deposits − withdrawals. */
  net: z.number(),
  /** Promotion bonuses, item-code credit and wheel prizes, less bonus credit forfeited. */
  bonuses: z.number(),
  /** Cashback credited to members' cashback wallets. */
  cashback: z.number(),
  /** Affiliate commission credited to members' affiliate wallets. */
  affiliate: z.number(),
  /**
   * Staff's manual credits less manual debits (docs/decisions/080-adjustments.md,
   * docs/decisions/073-reports-from-ledger.md). Not in NGR's costs: an adjustment often corrects a deposit or
   * a payout, not a gift.
   */
  adjustments: z.number(),
});
export type ReportMoney = z.infer<typeof reportMoney>;

/** Member counts of a range. */
export const reportMembers = z.object({
  newMembers: z.number().int(),
  /** Members whose first deposit ever fell in the range. */
  firstDepositors: z.number().int(),
  /** Members who bet (or took credit to a transfer-style game) in the range. */
  activeMembers: z.number().int(),
});
export type ReportMembers = z.infer<typeof reportMembers>;

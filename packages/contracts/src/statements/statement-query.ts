import { z } from 'zod';
import { TH } from '../messages';
import { reportDay } from '../reports/report-query';

/** The statement's kinds of line, for the filter and each line's `type`. */
export const STATEMENT_TYPES = ['deposit', 'withdraw', 'bonus', 'reward', 'game'] as const;
export type StatementType = (typeof STATEMENT_TYPES)[number];

/** The longest range one statement call reads: a year, leap day included. */
export const MAX_STATEMENT_DAYS = 366;

/** The most lines one page holds. */
export const MAX_STATEMENT_PAGE = 100;

/**
 * Inclusive Bangkok days (`to` defaults to today, `from` to a year before `to`), one kind of line or all,
 * and the page. Unknown fields are refused.
 */
export const statementQuery = z
  .object({
    from: reportDay.optional(),
    to: reportDay.optional(),
    type: z.enum(['all', ...STATEMENT_TYPES], { error: TH.statementTypeInvalid }).default('all'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_STATEMENT_PAGE).default(50),
  })
  .strict();
export type StatementQuery = z.output<typeof statementQuery>;

/** A calendar month, `YYYY-MM` (Gregorian). */
export const statementMonthQuery = z
  .object({
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: TH.statementMonthInvalid }),
  })
  .strict();

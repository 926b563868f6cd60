import { z } from 'zod';
import { baht } from '../common/fields';
import { STATEMENT_TYPES } from './statement-query';

/** One line of the member's statement: a movement of the playable credit, or a game round's net. */
export const statementLine = z.object({
  /** ISO time (UTC) of the movement; a game round's: its last movement in the range. */
  at: z.string(),
  type: z.enum(STATEMENT_TYPES),
  /** What it was, in the language of the call (Accept-Language). */
  title: z.string(),
  /** Signed baht: what it did to the credit the member can spend. */
  amount: baht,
  /** The spendable credit after this line, baht. */
  balanceAfter: baht,
  /** The ledger's id of the movement (a game round: its reference). */
  ref: z.string(),
});
export type StatementLine = z.infer<typeof statementLine>;

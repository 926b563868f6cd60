import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * The back office's auto-withdraw rules beside the site config's per-request maximum (issue 12,
 * docs/decisions/030-auto-withdraw-rules.md). Not in `site_config`: that row is the public
 * /v2/prefix answer, and these are the site's own review thresholds. One row at most; with none the
 * defaults of modules/withdrawals/auto-rules.ts apply. Amounts are satang.
 */
export const withdrawalRules = pgTable(
  'withdrawal_rules',
  {
    id: smallint('id').primaryKey().default(1),
    /** Most a member may withdraw automatically per Bangkok day; 0 means no daily maximum. */
    autoMaxPerDay: bigint('auto_max_per_day', { mode: 'bigint' }).notNull(),
    /** A member's first withdrawal (none paid before) waits for staff. */
    firstNeedsApproval: boolean('first_needs_approval').notNull(),
    /** Above this a queue row is flagged `largeAmount`. */
    largeAmount: bigint('large_amount', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('withdrawal_rules_single_row', sql`${t.id} = 1`),
    check('withdrawal_rules_amounts_check', sql`${t.autoMaxPerDay} >= 0 and ${t.largeAmount} >= 0`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { promotions } from './catalogue';
import { members } from './members';

/**
 * A promotion bonus a member received with a deposit, and the conditions it set
 * (docs/rules/promotions.md). At most one is active per member; amounts are satang, fixed when the bonus is
 * given.
 */
export const memberBonuses = pgTable(
  'member_bonuses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id),
    /** The bank-statement reference of the deposit that earned it (one bonus per deposit). */
    depositRef: text('deposit_ref').notNull(),
    depositAmount: bigint('deposit_amount', { mode: 'bigint' }).notNull(),
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' }).notNull(),
    /** The promotion's DepositType: 1 when its turnover was given in multiples ('เท่า'). */
    turnoverType: smallint('turnover_type').notNull(),
    /** Settled bets needed before a withdrawal, satang. */
    needTurnover: bigint('need_turnover', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    maxWithdrawType: smallint('max_withdraw_type').notNull(),
    /** The most a withdrawal may take while the bonus is active, satang; null when unlimited. */
    maxWithdraw: bigint('max_withdraw', { mode: 'bigint' }),
    status: text('status').notNull().default('active'),
    /** Why it ended: 'withdrawal', 'exhausted' (credit spent before the next deposit), or an operator's note. */
    endReason: text('end_reason'),
    /** What ended it when that can be undone: the withdrawal reference (`withdrawal:<id>`) that ended it. */
    endedBy: text('ended_by'),
    /**
     * The member's own money when it started (docs/decisions/036-own-money-never-forfeited.md): playable
     * credit not reserved, before its deposit was credited. Never forfeited; nor is any later non-game
     * credit, read from the ledger entries of the playable account after `startEntryId` (its last entry
     * then).
     */
    ownAtStart: bigint('own_at_start', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    startEntryId: bigint('start_entry_id', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * The member's nth claim of this promotion (1 = first); null for an item code's condition. Unique per
     * member and promotion, so two parallel deposits cannot both take claim 1 of a once-only promotion
     * or pass a claims cap.
     */
    claimNo: integer('claim_no'),
    /** The Bangkok date of a oncePerDay claim (null otherwise): unique, so one claim per day. */
    claimDay: date('claim_day', { mode: 'string' }),
  },
  (t) => [
    // The database keeps a member to one running promotion, whatever two parallel deposits decide.
    uniqueIndex('member_bonuses_one_active_key')
      .on(t.memberId)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex('member_bonuses_deposit_ref_key').on(t.depositRef),
    uniqueIndex('member_bonuses_claim_no_key').on(t.memberId, t.promotionId, t.claimNo),
    uniqueIndex('member_bonuses_claim_day_key').on(t.memberId, t.promotionId, t.claimDay),
    // The operator's claims list of one promotion, newest first.
    index('member_bonuses_promotion_idx').on(t.promotionId, t.receivedAt),
    index('member_bonuses_member_id_idx').on(t.memberId, t.receivedAt),
    check('member_bonuses_status_check', sql`${t.status} in ('active', 'ended')`),
    check('member_bonuses_ended_check', sql`(${t.status} = 'ended') = (${t.endedAt} is not null)`),
    check('member_bonuses_amounts_check', sql`${t.depositAmount} > 0 and ${t.bonusAmount} > 0`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { liveRounds } from './live-tables';
import { members } from './members';

/**
 * Bonus and free credit a member was given and has not yet lost, satang
 * (docs/decisions/048-cashback-own-money.md): a loss uses it up before any own money, so it is never a
 * cashback base. Carried from period to period by the reward run; `periodKey` is the last period that changed
 * it.
 */
export const cashbackFreeMoney = pgTable(
  'cashback_free_money',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id),
    unspent: bigint('unspent', { mode: 'bigint' }).notNull(),
    periodKey: text('period_key').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('cashback_free_money_unspent_check', sql`${t.unspent} >= 0`)],
);

/**
 * Two accounts, not linked, whose large opposite bets in the same live rounds recurred (docs/ABUSE.md 16.5):
 * flagged by the reward run for the operator; cashback of a period with their hedged rounds waits for review.
 * Each pair once, its smaller id first.
 */
export const hedgePairs = pgTable(
  'hedge_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberA: uuid('member_a')
      .notNull()
      .references(() => members.id),
    memberB: uuid('member_b')
      .notNull()
      .references(() => members.id),
    /** The period whose run flagged the pair. */
    flaggedPeriod: text('flagged_period').notNull(),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('hedge_pairs_order_check', sql`${t.memberA} < ${t.memberB}`),
    // One row per pair; it also serves lookups by member_a.
    uniqueIndex('hedge_pairs_members_key').on(t.memberA, t.memberB),
    index('hedge_pairs_member_b_idx').on(t.memberB),
  ],
);

/** The live rounds a flagged pair bet opposite sides of: each member's spot and stake (satang). */
export const hedgePairRounds = pgTable(
  'hedge_pair_rounds',
  {
    pairId: uuid('pair_id')
      .notNull()
      .references(() => hedgePairs.id),
    roundId: uuid('round_id')
      .notNull()
      .references(() => liveRounds.id),
    gameCode: text('game_code').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
    spotA: text('spot_a').notNull(),
    stakeA: bigint('stake_a', { mode: 'bigint' }).notNull(),
    spotB: text('spot_b').notNull(),
    stakeB: bigint('stake_b', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.pairId, t.roundId] })],
);

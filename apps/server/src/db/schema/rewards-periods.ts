import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ledgerTransfers } from './ledger';
import { members } from './members';

/**
 * A finished period whose cashback and affiliate commissions were computed
 * (docs/decisions/047-reward-periods.md). The row is inserted in the transaction that pays the period, under
 * an advisory lock, so a period is computed once however many processes try; the range is kept so a
 * change of period length can never pay the same rounds twice.
 */
export const rewardPeriods = pgTable(
  'reward_periods',
  {
    /** `<unit>:<Bangkok local start>`, e.g. `day:2026-11-23`. */
    key: text('key').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reward_periods_ends_at_idx').on(t.endsAt),
    check('reward_periods_range_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * One credit of a period: a member's cashback (level 0) or a referrer's commission of one level (1, 2).
 * Unique per kind, period, member and level: the database refuses a second credit even if the code
 * above were wrong; the ledger transfer carries the matching idempotency key.
 */
export const rewardCredits = pgTable(
  'reward_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    periodKey: text('period_key')
      .notNull()
      .references(() => rewardPeriods.key),
    /** Who receives the credit (the player for cashback, the referrer for commissions). */
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    level: smallint('level').notNull(),
    /** Satang the percent applied to: net loss, or turnover (affiliate, per site config). */
    base: bigint('base', { mode: 'bigint' }).notNull(),
    /** The percent in millionths of the base (0.5 % = 5,000), fixed when the period was computed. */
    ratePpm: integer('rate_ppm').notNull(),
    /** Satang credited: ⌊base × ratePpm ÷ 1,000,000⌋. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** How many referred members' play the commission counts (1 for cashback). */
    sources: integer('sources')
      .notNull()
      .default(sql`1`),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_credits_once_key').on(t.kind, t.periodKey, t.memberId, t.level),
    uniqueIndex('reward_credits_transfer_id_key').on(t.transferId),
    index('reward_credits_member_idx').on(t.memberId, t.kind, t.createdAt),
    check(
      'reward_credits_kind_check',
      sql`(${t.kind} = 'cashback' and ${t.level} = 0) or (${t.kind} = 'affiliate' and ${t.level} in (1, 2))`,
    ),
    check(
      'reward_credits_amount_check',
      sql`${t.amount} > 0 and ${t.base} > 0 and ${t.ratePpm} > 0 and ${t.sources} > 0`,
    ),
  ],
);

/**
 * A credit a period owes that waits for the operator instead of paying itself (docs/ABUSE.md 16.5: cashback
 * of a member flagged in a hedging pair). Approval pays it through the ledger with the key the automatic
 * credit would have had and records its `reward_credits` row; refusal pays nothing. One per kind, period,
 * member and level, like the credits.
 */
export const rewardReviews = pgTable(
  'reward_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    periodKey: text('period_key')
      .notNull()
      .references(() => rewardPeriods.key),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    level: smallint('level').notNull(),
    base: bigint('base', { mode: 'bigint' }).notNull(),
    ratePpm: integer('rate_ppm').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    sources: integer('sources').notNull(),
    /** Why it waits: `hedgePair`. */
    reason: text('reason').notNull(),
    /** review (waiting), approved (paid), refused. */
    status: text('status').notNull().default('review'),
    /** 'api-key' or 'staff:<id>', as in the audit log. */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    transferId: uuid('transfer_id').references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_reviews_once_key').on(t.kind, t.periodKey, t.memberId, t.level),
    index('reward_reviews_status_idx').on(t.status, t.createdAt),
    check('reward_reviews_status_check', sql`${t.status} in ('review', 'approved', 'refused')`),
    check('reward_reviews_paid_check', sql`(${t.status} = 'approved') = (${t.transferId} is not null)`),
    check('reward_reviews_decided_check', sql`(${t.status} = 'review') = (${t.decidedAt} is null)`),
    check('reward_reviews_amount_check', sql`${t.amount} > 0 and ${t.base} > 0 and ${t.ratePpm} > 0`),
  ],
);

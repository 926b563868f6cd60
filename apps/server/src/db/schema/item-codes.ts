import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { promotions } from './catalogue';
import { ledgerTransfers } from './ledger';
import { members } from './members';

/**
 * A batch of single-use codes generated together
 * (docs/decisions/042-item-code-batches.md): its terms once, its codes in `item_codes.batch_id`. A member
 * (and the member's linked accounts) may redeem one code of a batch: redeems of a batch queue on this row's
 * lock.
 */
export const itemCodeBatches = pgTable(
  'item_code_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper-case text before each code's random part; null: random part only. */
    prefix: text('prefix'),
    count: integer('count').notNull(),
    /** Satang credited per redeem. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    turnover: bigint('turnover', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Why the batch was made (a campaign, a partner): staff read it in the list. */
    note: text('note').notNull(),
    /** The hidden promotion carrying the turnover condition, shared by the batch's codes. */
    promotionId: uuid('promotion_id').references(() => promotions.id),
    /** The audit actor who made it (`api-key` or `staff:<id>`). */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('item_code_batches_terms_check', sql`${t.count} > 0 and ${t.amount} > 0 and ${t.turnover} >= 0`),
    index('item_code_batches_created_idx').on(t.createdAt),
  ],
);

/**
 * Item codes an operator hands out (docs/decisions/041-item-codes.md): each redeem credits `amount` satang
 * of free credit once per member, at most `maxUses` times in all. The row is locked while a redeem
 * counts `usedCount`, so parallel redeems never pass the limit.
 */
export const itemCodes = pgTable(
  'item_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper-case; members may type it in any case. */
    code: text('code').notNull(),
    /** Satang credited per redeem. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Settled bets (satang) a redeemer must make before a withdrawal; 0 = no condition. */
    turnover: bigint('turnover', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Null = unlimited. */
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * The hidden (inactive) promotion whose member_bonuses condition carries the turnover; set only
     * when `turnover` > 0, because a bonus row must name a promotion.
     */
    promotionId: uuid('promotion_id').references(() => promotions.id),
    /** The batch it was generated in; null for a code created on its own. */
    batchId: uuid('batch_id').references(() => itemCodeBatches.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('item_codes_code_key').on(t.code),
    index('item_codes_batch_idx').on(t.batchId),
    check('item_codes_amount_check', sql`${t.amount} > 0 and ${t.turnover} >= 0`),
    check(
      'item_codes_uses_check',
      sql`${t.usedCount} >= 0 and (${t.maxUses} is null or (${t.maxUses} > 0 and ${t.usedCount} <= ${t.maxUses}))`,
    ),
  ],
);

/** One row per member and code: the unique key is what makes a code once per member. */
export const itemCodeRedemptions = pgTable(
  'item_code_redemptions',
  {
    id: uuid('id').primaryKey(),
    itemCodeId: uuid('item_code_id')
      .notNull()
      .references(() => itemCodes.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    /** The code's batch, copied: the unique key below makes a batch once per member. */
    batchId: uuid('batch_id').references(() => itemCodeBatches.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('item_code_redemptions_code_member_key').on(t.itemCodeId, t.memberId),
    uniqueIndex('item_code_redemptions_batch_member_key').on(t.batchId, t.memberId),
    index('item_code_redemptions_member_idx').on(t.memberId),
  ],
);

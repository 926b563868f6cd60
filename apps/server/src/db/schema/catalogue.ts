import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Receiving accounts shown in the deposit dialog (SPEC §3 "Deposit channel"). */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** BANK, WALLET or PROMPTPAY. A WALLET entry has no bank code (SPEC §3). */
    channel: text('channel').notNull(),
    bankCode: text('bank_code'),
    bankAccount: text('bank_account'),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The number money is sent to, digits only (deposits/account-number.ts normalises the same way): unique,
     * so the feed finds one channel per number, and members may never bind one (docs/ABUSE.md 6).
     */
    receivingNumber: text('receiving_number')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(coalesce(bank_account, phone_number, ''), '[^0-9]', '', 'g')`),
    /**
     * One transfer's smallest and largest amount, satang, null: none. Shown to members; a transfer outside
     * them is still credited and its statement flagged (docs/decisions/027-channel-limits-and-order.md).
     */
    minAmount: bigint('min_amount', { mode: 'bigint' }),
    maxAmount: bigint('max_amount', { mode: 'bigint' }),
    /** Shown only to members with a credited deposit (docs/decisions/027-channel-limits-and-order.md). */
    hiddenFromNew: boolean('hidden_from_new').notNull().default(false),
  },
  (t) => [
    uniqueIndex('deposit_channels_receiving_number_key').on(t.receivingNumber),
    check(
      'deposit_channels_limits_check',
      sql`(${t.minAmount} is null or ${t.minAmount} > 0) and (${t.maxAmount} is null or ${t.maxAmount} >= coalesce(${t.minAmount}, 1))`,
    ),
  ],
);

/**
 * Deposit promotions (SPEC §3 "Promotion"). Values whose *_type is 1 are multiples ('เท่า') stored in
 * hundredths; otherwise they are baht stored in satang (SPEC §9). 0 means unlimited.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    minimumDeposit: bigint('minimum_deposit', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    bonusPercent: integer('bonus_percent').notNull(),
    turnoverAmount: bigint('turnover_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    depositType: smallint('deposit_type').notNull().default(1),
    maxBonus: bigint('max_bonus', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    maxBonusType: smallint('max_bonus_type').notNull().default(0),
    maxWithdrawAmount: bigint('max_withdraw_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    maxWithdrawType: smallint('max_withdraw_type').notNull().default(0),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Who may take it (promotions/claim-rules.ts): firstDeposit, oncePerMember, oncePerDay (Bangkok day) or
     * everyDeposit. The default is the safe one for a row nobody configured.
     */
    claimRule: text('claim_rule').notNull().default('oncePerMember'),
    /** Deposits from this time on (null: no start), judged on the database's clock. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** Deposits before this time (null: no end). */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** How many times one member may take it in all; null: as often as the rule allows. */
    maxClaimsPerMember: integer('max_claims_per_member'),
    /** An item code's carrier of a turnover condition: never listed, offered or reopened. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    check(
      'promotions_claim_rule_check',
      sql`${t.claimRule} in ('firstDeposit', 'oncePerMember', 'oncePerDay', 'everyDeposit')`,
    ),
    check(
      'promotions_window_check',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`,
    ),
    check('promotions_max_claims_check', sql`${t.maxClaimsPerMember} is null or ${t.maxClaimsPerMember} > 0`),
    check('promotions_hidden_check', sql`not (${t.hidden} and ${t.active})`),
  ],
);

/** The prize wheel's weighted prize table. kind: CREDIT (satang of playable credit), COIN (prize coins), NONE. */
export const wheelPrizes = pgTable('wheel_prizes', {
  id: uuid('id').primaryKey().defaultRandom(),
  label: text('label').notNull(),
  kind: text('kind').notNull(),
  amount: bigint('amount', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  weight: integer('weight').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** Game provider entries per partner (SPEC §3 "Game provider entry"). */
export const gameProviders = pgTable(
  'game_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner: text('partner').notNull(),
    ch: text('ch').notNull(),
    name: text('name').notNull(),
    img: text('img').notNull(),
    gameType: text('game_type').notNull(),
    category: text('category').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('game_providers_partner_ch_key').on(t.partner, t.ch)],
);

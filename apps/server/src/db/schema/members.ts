import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneNumber: text('phone_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    bankCode: text('bank_code').notNull(),
    bankAccount: text('bank_account').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    walletId: text('wallet_id'),
    affiliateKey: text('affiliate_key').notNull(),
    referrerId: uuid('referrer_id').references((): AnyPgColumn => members.id),
    isBonus: boolean('is_bonus').notNull().default(false),
    /** The member's username at the site's game partner (SPEC §3 GameInfo). */
    gameUsername: text('game_username').notNull(),
    locked: boolean('locked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** The address the signup came from: the operator's promotion claims list shows it (multi-accounting). */
    signupIp: text('signup_ip'),
    /**
     * The bank reference of the member's first credited deposit, set once by a guarded update inside
     * that deposit's transaction: what a firstDeposit promotion asks (promotions/grant-bonus.ts).
     */
    firstDepositRef: text('first_deposit_ref'),
    /**
     * The bank account holder's name as a bank's name lookup gave it, normalised (links/holder-key.ts);
     * null when the name was typed by the member or invented by the simulator. Equal keys link accounts.
     */
    holderKey: text('holder_key'),
    /** Set when staff reset the password (a temporary one); cleared by the member's own change. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * Age and terms at signup (issue 27 item 7): when the member confirmed being 20 or older, and which terms
     * they accepted when. Null for a signup without the optional `consent` field (the SPEC's payload).
     */
    adultConfirmedAt: timestamp('adult_confirmed_at', { withTimezone: true }),
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_phone_number_key').on(t.phoneNumber),
    uniqueIndex('members_bank_account_key').on(t.bankCode, t.bankAccount),
    uniqueIndex('members_affiliate_key_key').on(t.affiliateKey),
    uniqueIndex('members_game_username_key').on(t.gameUsername),
    index('members_referrer_id_idx').on(t.referrerId),
    index('members_created_at_idx').on(sql`${t.createdAt} desc`),
    index('members_holder_key_idx').on(t.holderKey),
  ],
);

/**
 * The public addresses a member signed up or signed in from (docs/ABUSE.md 11): accounts that used the
 * same address lately are linked (modules/links). Private and loopback addresses are never stored.
 */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    ip: text('ip').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] }), index('member_addresses_ip_idx').on(t.ip)],
);

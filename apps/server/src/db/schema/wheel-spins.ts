import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ledgerTransfers } from './ledger';
import { members } from './members';

/**
 * The prize wheel's provably fair seed pairs, one active per member
 * (docs/decisions/043-wheel-provably-fair.md). Rotating reveals the pair (`revealedAt`) and starts a new one
 * at nonce 0.
 */
export const wheelSeedPairs = pgTable(
  'wheel_seed_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('wheel_seed_pairs_active_key')
      .on(t.memberId)
      .where(sql`${t.revealedAt} is null`),
    check('wheel_seed_pairs_nonce_check', sql`${t.nextNonce} >= 0`),
  ],
);

/** One prize of the table a spin was drawn from, as it stood then (kept so the spin can be replayed). */
export interface WheelPrizeSnapshot {
  id: string;
  label: string;
  kind: string;
  /** Satang (CREDIT) or coins (COIN), as text: JSON has no bigint. */
  amount: string;
  weight: number;
  sortOrder: number;
}

/**
 * Every spin: the seeds and nonce it used, the prize table it was drawn from, the prize and the ledger
 * transfers (ticket spent, prize paid) made in the same transaction.
 */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    /** Chosen before the insert: the transfers' idempotency keys derive from it. */
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    seedPairId: uuid('seed_pair_id')
      .notNull()
      .references(() => wheelSeedPairs.id),
    nonce: integer('nonce').notNull(),
    prizes: jsonb('prizes').$type<WheelPrizeSnapshot[]>().notNull(),
    /** Position of the prize in `prizes` (the wheel segment it stops on). */
    prizeIndex: integer('prize_index').notNull(),
    label: text('label').notNull(),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    ticketTransferId: uuid('ticket_transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    prizeTransferId: uuid('prize_transfer_id').references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wheel_spins_seed_nonce_key').on(t.seedPairId, t.nonce),
    index('wheel_spins_member_idx').on(t.memberId, sql`${t.createdAt} desc`),
    check('wheel_spins_kind_check', sql`${t.kind} in ('CREDIT', 'COIN', 'NONE')`),
    check('wheel_spins_amount_check', sql`${t.amount} >= 0 and ${t.prizeIndex} >= 0`),
  ],
);

/**
 * Turnover counted toward a member's next spin ticket (docs/decisions/045-tickets-from-play.md): each settled
 * round adds its countable turnover, whole tickets are granted and the rest (satang) is carried. One
 * row per member, updated by one upsert under its row lock, so parallel settles never lose a satang.
 */
export const spinTicketProgress = pgTable(
  'spin_ticket_progress',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id),
    /** Satang of countable turnover not yet turned into a ticket. */
    carried: bigint('carried', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Tickets granted by the latest update: how that update learns what it earned (RETURNING sees new values). */
    lastGranted: bigint('last_granted', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('spin_ticket_progress_amounts_check', sql`${t.carried} >= 0 and ${t.lastGranted} >= 0`)],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The house provider's live tables (docs/GAMES.md "Live tables"): one row per table, which also holds its
 * dealer lease. Exactly one process deals a table: the one whose id is `leaseHolder` while
 * `leaseExpiresAt` is ahead of the database clock; every change it makes to a round is guarded by that.
 */
export const liveTables = pgTable(
  'live_tables',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    leaseHolder: text('lease_holder'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
  },
  (t) => [
    check('live_tables_kind_check', sql`${t.kind} in ('baccarat', 'dragonTiger', 'hilo', 'fishPrawnCrab')`),
  ],
);

/**
 * A provably fair shoe: the seed's hash is published before its first round, the seed itself once the
 * shoe ends (`revealedAt`). Card tables shuffle the whole shoe from the seed; dice tables call a run of
 * rounds a shoe and draw each round's dice with its round number as the nonce.
 */
export const liveShoes = pgTable(
  'live_shoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tableId: text('table_id')
      .notNull()
      .references(() => liveTables.id),
    shoeNo: integer('shoe_no').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('live_shoes_table_no_key').on(t.tableId, t.shoeNo)],
);

/**
 * One timed round of a table. The draw is fixed when the round opens (it follows from the shoe) and kept
 * here, shown card by card: `revealed` says how much of `draw` members have seen. Phases: betting (until
 * `betsCloseAt`), dealing, settling, done; `nextAt` is when the dealer's next step is due (database clock).
 */
export const liveRounds = pgTable(
  'live_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tableId: text('table_id')
      .notNull()
      .references(() => liveTables.id),
    roundNo: integer('round_no').notNull(),
    shoeId: uuid('shoe_id')
      .notNull()
      .references(() => liveShoes.id),
    /** The round's place in its shoe: 0, 1, 2, ... */
    handNo: integer('hand_no').notNull(),
    /** Card tables: the shoe position of the round's first card and the one after its last. */
    cardFrom: integer('card_from').notNull().default(0),
    cardTo: integer('card_to').notNull().default(0),
    phase: text('phase').notNull().default('betting'),
    betsCloseAt: timestamp('bets_close_at', { withTimezone: true }).notNull(),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
    revealed: integer('revealed').notNull().default(0),
    draw: jsonb('draw').$type<Record<string, unknown>>().notNull(),
    /** The process that made the last change (for the record; the lease is what guards). */
    dealtBy: text('dealt_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('live_rounds_table_no_key').on(t.tableId, t.roundNo),
    uniqueIndex('live_rounds_shoe_hand_key').on(t.shoeId, t.handNo),
    check('live_rounds_phase_check', sql`${t.phase} in ('betting', 'dealing', 'settling', 'done')`),
  ],
);

/**
 * One bet request of a member on a round: recorded before its wallet call (`pending`), so a lost answer
 * can always be finished; `placed` once the wallet took the stake, `refused` or `rolledBack` otherwise.
 */
export const liveBets = pgTable(
  'live_bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => liveRounds.id),
    username: text('username').notNull(),
    /** Whole baht per bet code, as the member sent them. */
    bets: jsonb('bets').$type<Record<string, number>>().notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_bets_round_user_idx').on(t.roundId, t.username),
    check('live_bets_status_check', sql`${t.status} in ('pending', 'placed', 'refused', 'rolledBack')`),
    check('live_bets_stake_check', sql`${t.stake} > 0`),
  ],
);

/** One wallet win per member and round (0 for a loss), with the hedge-netted turnover it reports. */
export const livePayouts = pgTable(
  'live_payouts',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => liveRounds.id),
    username: text('username').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    turnover: bigint('turnover', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.username] }),
    check('live_payouts_status_check', sql`${t.status} in ('pending', 'paid')`),
    check('live_payouts_amounts_check', sql`${t.amount} >= 0 and ${t.turnover} >= 0`),
  ],
);

/**
 * The live event streams of every process, one row per stream (docs/ABUSE.md 16.12). A stream opened with a
 * ticket takes the ticket's id as its own, so a ticket opens one stream only, whichever process it reaches.
 * A member's streams that are neither closed nor gone quiet (`seen_at`, refreshed by the process serving it)
 * count against STREAMS_PER_MEMBER. Rows go once their ticket could no longer be used.
 */
export const liveStreams = pgTable(
  'live_streams',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    tableId: text('table_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('live_streams_open_idx')
      .on(t.username)
      .where(sql`${t.closedAt} is null`),
    index('live_streams_opened_at_idx').on(t.openedAt),
  ],
);

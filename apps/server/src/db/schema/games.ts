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
 * Game rounds as the wallet API sees them (docs/decisions/053-wallet-api-answers.md): opened by a partner's
 * first bet, settled by its win (0 closes a lost round), or refunded when every bet was rolled back.
 * Cashback, affiliate commission and turnover read settled rounds only. Amounts are satang.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner: text('partner').notNull(),
    /** The partner's round id (unique per partner). */
    providerRoundId: text('provider_round_id').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    gameCode: text('game_code').notNull(),
    status: text('status').notNull().default('open'),
    /** Every accepted bet, refunded ones included. */
    betAmount: bigint('bet_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    refundAmount: bigint('refund_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Accepted bets not rolled back: a round of several counts at most its net result as turnover. */
    betCount: integer('bet_count').notNull().default(0),
    winAmount: bigint('win_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Set when settled: the bets that count (0 for a draw, where the bets came back in full). */
    turnover: bigint('turnover', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** win, lose or draw once settled. */
    result: text('result'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_rounds_partner_round_key').on(t.partner, t.providerRoundId),
    index('game_rounds_member_opened_idx').on(t.memberId, sql`${t.openedAt} desc`),
    index('game_rounds_member_settled_idx')
      .on(t.memberId, t.settledAt)
      .where(sql`${t.status} = 'settled'`),
    // A member's open rounds: their stakes are still in play (promotions' creditInPlay).
    index('game_rounds_member_open_idx')
      .on(t.memberId)
      .where(sql`${t.status} = 'open'`),
    index('game_rounds_settled_idx')
      .on(t.settledAt)
      .where(sql`${t.status} = 'settled'`),
    check('game_rounds_status_check', sql`${t.status} in ('open', 'settled', 'refunded')`),
    check('game_rounds_settled_check', sql`(${t.status} = 'open') = (${t.settledAt} is null)`),
    check(
      'game_rounds_amounts_check',
      sql`${t.betAmount} >= 0 and ${t.winAmount} >= 0 and ${t.refundAmount} between 0 and ${t.betAmount}
        and ${t.turnover} between 0 and ${t.betAmount} - ${t.refundAmount}`,
    ),
    check('game_rounds_bet_count_check', sql`${t.betCount} >= 0`),
    check('game_rounds_result_check', sql`(${t.status} = 'settled') = (${t.result} is not null)`),
  ],
);

/**
 * Every signed wallet call that reached a member (bet, win, rollback), under the partner's transaction
 * id, with the first answer given: a repeat is answered from here and moves nothing. A rollback that
 * arrives before its bet leaves a `cancelled` bet row behind, so the late bet finds its id taken.
 */
export const gameTransactions = pgTable(
  'game_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner: text('partner').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    roundId: uuid('round_id').references(() => gameRounds.id),
    amount: bigint('amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The bet a rollback names. */
    refTransactionId: text('ref_transaction_id'),
    /** SHA-256 of the call's fields: a repeat must match it to get the first answer. Null on a cancelled bet. */
    fingerprint: text('fingerprint'),
    status: text('status').notNull(),
    answerStatus: text('answer_status').notNull(),
    answerBalance: bigint('answer_balance', { mode: 'bigint' }).notNull(),
    /** The ledger transfer this call made, if any. */
    transferId: uuid('transfer_id').references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('game_transactions_partner_tx_key').on(t.partner, t.transactionId),
    index('game_transactions_round_idx').on(t.roundId),
    check('game_transactions_kind_check', sql`${t.kind} in ('bet', 'win', 'rollback')`),
    check(
      'game_transactions_status_check',
      sql`${t.status} in ('accepted', 'refused', 'rolled_back', 'cancelled')`,
    ),
    check('game_transactions_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * The house provider's provably fair seed pairs, per game username (the provider knows no member ids).
 * One pair is active per username; rotating reveals it (`revealedAt`) and starts a new one at nonce 0.
 */
export const houseSeedPairs = pgTable(
  'house_seed_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_seed_pairs_active_key')
      .on(t.username)
      .where(sql`${t.revealedAt} is null`),
    check('house_seed_pairs_nonce_check', sql`${t.nextNonce} >= 0`),
  ],
);

/**
 * The house provider's own record of each round: seeds, nonce, stakes and the drawn outcome, kept
 * for its game pages and the verification page. `status` follows its calls to the wallet API:
 * pending (bet not confirmed), placed (bet taken, win not yet confirmed), settled, refused, cancelled.
 */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    game: text('game').notNull(),
    seedPairId: uuid('seed_pair_id')
      .notNull()
      .references(() => houseSeedPairs.id),
    nonce: integer('nonce').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    /** What the member bet on (game specific) and what the seeds drew, as shown on the pages. */
    bet: jsonb('bet').$type<Record<string, unknown>>().notNull(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_rounds_seed_nonce_key').on(t.seedPairId, t.nonce),
    index('house_rounds_username_idx').on(t.username, sql`${t.createdAt} desc`),
    index('house_rounds_unfinished_idx')
      .on(t.username)
      .where(sql`${t.status} in ('pending', 'placed')`),
    check(
      'house_rounds_status_check',
      sql`${t.status} in ('pending', 'placed', 'settled', 'refused', 'cancelled')`,
    ),
    check('house_rounds_amounts_check', sql`${t.stake} > 0 and ${t.payout} >= 0`),
  ],
);

/**
 * The house provider's poker rounds (video poker, Casino Hold'em): dealt, then decided by the member
 * or, left alone, by the sweep. Cards are not stored: the seed pair and the nonce fix the whole deck.
 * `status`: pending (stake not confirmed), open (waiting for the decision), calling (hold'em call
 * stake being placed), paying (decided, win not confirmed), settled, refused, cancelled. One round per
 * username and game may be unfinished before its decision (the partial unique index).
 */
export const housePokerRounds = pgTable(
  'house_poker_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    game: text('game').notNull(),
    seedPairId: uuid('seed_pair_id')
      .notNull()
      .references(() => houseSeedPairs.id),
    nonce: integer('nonce').notNull(),
    /** Satang staked at the deal: the bet, or the ante plus the AA bonus. */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Satang of the hold'em call (2 × ante) while it is placed or once it is; else 0. */
    callStake: bigint('call_stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Refused calls so far: the next call's wallet transaction id takes this number (a refusal is final per id). */
    callAttempts: integer('call_attempts').notNull().default(0),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The deal request: { game, bet } or { game, ante, aaBonus? }. */
    bet: jsonb('bet').$type<Record<string, unknown>>().notNull(),
    /** { hold: boolean[5] } or { action: 'call' | 'fold' }; null while open. */
    decision: jsonb('decision').$type<Record<string, unknown>>(),
    decidedBy: text('decided_by'),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved on every status change: the sweep's clock for stale and abandoned rounds. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_poker_rounds_seed_nonce_key').on(t.seedPairId, t.nonce),
    uniqueIndex('house_poker_rounds_undecided_key')
      .on(t.username, t.game)
      .where(sql`${t.status} in ('pending', 'open', 'calling')`),
    index('house_poker_rounds_username_idx').on(t.username, t.game, sql`${t.createdAt} desc`),
    index('house_poker_rounds_unfinished_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('pending', 'open', 'calling', 'paying')`),
    check('house_poker_rounds_game_check', sql`${t.game} in ('videoPoker', 'holdem')`),
    check(
      'house_poker_rounds_status_check',
      sql`${t.status} in ('pending', 'open', 'calling', 'paying', 'settled', 'refused', 'cancelled')`,
    ),
    check('house_poker_rounds_decided_by_check', sql`${t.decidedBy} in ('member', 'timeout')`),
    check(
      'house_poker_rounds_amounts_check',
      sql`${t.stake} > 0 and ${t.callStake} >= 0 and ${t.payout} >= 0 and ${t.callAttempts} >= 0`,
    ),
  ],
);

/**
 * Credit moved to a transfer-style partner (`out`, at launch) or back from it (`in`, the reload
 * button). Pending while the partner's answer is unknown; retried with the same id, which the partner
 * treats as idempotent, until it is done or failed.
 */
export const gamePartnerTransfers = pgTable(
  'game_partner_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner: text('partner').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    direction: text('direction').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    // A member's transfers in time order: what a partner still holds (promotions' creditInPlay).
    index('game_partner_transfers_member_idx').on(t.memberId, t.createdAt),
    index('game_partner_transfers_pending_idx')
      .on(t.memberId)
      .where(sql`${t.status} = 'pending'`),
    check('game_partner_transfers_direction_check', sql`${t.direction} in ('in', 'out')`),
    check('game_partner_transfers_status_check', sql`${t.status} in ('pending', 'done', 'failed')`),
    // A reload that found nothing on the partner's side is an `in` of 0, done: what the partner was thought
    // to hold is gone (promotions' creditInPlay).
    check(
      'game_partner_transfers_amount_check',
      sql`${t.amount} > 0 or (${t.amount} = 0 and ${t.direction} = 'in' and ${t.status} = 'done')`,
    ),
  ],
);

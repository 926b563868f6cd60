import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * The games a member marked with the heart on a tile. An entry is named by its partner and `ch`, not by
 * the catalogue row's id: the operator's catalogue save replaces every row, and a member's favourites
 * must outlive that (entries gone from the catalogue are simply not shown).
 */
export const memberFavouriteGames = pgTable(
  'member_favourite_games',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    partner: text('partner').notNull(),
    ch: text('ch').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.partner, t.ch] })],
);

/** The games a member launched lately: one row per game, `playedAt` moved on every launch. */
export const memberRecentGames = pgTable(
  'member_recent_games',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    partner: text('partner').notNull(),
    ch: text('ch').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.partner, t.ch] }),
    index('member_recent_games_played_idx').on(t.memberId, t.playedAt),
  ],
);

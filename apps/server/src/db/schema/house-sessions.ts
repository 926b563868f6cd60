import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The house provider's sessions, one per launch token traded in (docs/ABUSE.md 9). The unique launch
 * token id makes a launch token single-use: of two parallel exchanges one inserts, the other finds the
 * id taken. `operatorSession` is the operator's reference of the member session that launched the game
 * (opaque to the provider, like the username; here the member session's id): every house call asks the
 * operator whether it is still live, so signing out or a password change ends the house session too.
 */
export const houseSessions = pgTable(
  'house_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    launchTokenId: text('launch_token_id').notNull(),
    username: text('username').notNull(),
    operatorSession: text('operator_session').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('house_sessions_launch_token_id_key').on(t.launchTokenId),
    // Rows outlive their launch token only as a record; the sweep deletes old ones by this index.
    index('house_sessions_created_at_idx').on(t.createdAt),
  ],
);

import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { SiteConfig } from '@chokdee/contracts';

/** The single site-config row (SPEC §3 "prefix"), validated by the contracts schema on every write. */
export const siteConfig = pgTable(
  'site_config',
  {
    id: smallint('id').primaryKey().default(1),
    data: jsonb('data').$type<SiteConfig>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_config_single_row', sql`${t.id} = 1`)],
);

/** Fixed-window counters for rate limits when no Redis is configured (shared by every server process). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

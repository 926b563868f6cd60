import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db';
import { gameProviders } from '../db/schema';
import type { Database } from '../db/types';
import { MIGRATIONS_DIR } from '../lib/app-root';
import { houseGameTitle } from '../house/provider/games';
import { HOUSE_PARTNER } from './demo-content';

/**
 * Issue 17: a house tile is named as the game its page shows. A site seeded before that still has the old
 * names; migration 0016 renames them, unless the operator has renamed the tile since (their name stays).
 */
const MIGRATION = join(MIGRATIONS_DIR, '0016_house_tile_names.sql');

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const row = (ch: string, name: string, partner = HOUSE_PARTNER) => ({
  partner,
  ch,
  name,
  img: `/games/${ch}.svg`,
  gameType: 'EGAMES',
  category: 'EGAMES',
});

describe('migration 0016: house tiles named as their pages', () => {
  it('renames the old seed names, and leaves an operator-chosen name and other partners alone', async () => {
    const { db } = database;
    await db.delete(gameProviders);
    await db
      .insert(gameProviders)
      .values([
        row('house-slot', 'สล็อตโชคดี'),
        row('house-baccarat', 'บาคาร่าโชคดี'),
        row('house-trading', 'เกมเทรดของเรา'),
        row('house-lobby', 'ล็อบบี้โชคดี'),
        row('house-slot', 'สล็อตโชคดี', 'OTHER'),
      ]);
    // As drizzle's migrator runs it: statement by statement.
    for (const statement of (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement));
    const names = await db
      .select({ partner: gameProviders.partner, ch: gameProviders.ch, name: gameProviders.name })
      .from(gameProviders)
      .where(eq(gameProviders.partner, HOUSE_PARTNER))
      .orderBy(gameProviders.ch);
    expect(names.map((r) => [r.ch, r.name])).toEqual([
      ['house-baccarat', houseGameTitle('baccarat')],
      ['house-lobby', 'ล็อบบี้โชคดี'],
      ['house-slot', houseGameTitle('slot')],
      ['house-trading', 'เกมเทรดของเรา'],
    ]);
    const other = await db.select().from(gameProviders).where(eq(gameProviders.partner, 'OTHER'));
    expect(other.map((r) => r.name)).toEqual(['สล็อตโชคดี']);
  });
});

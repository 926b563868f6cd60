import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db';
import { gameProviders } from '../db/schema';
import type { Database } from '../db/types';
import { MIGRATIONS_DIR } from '../lib/app-root';
import { houseCatalogueRows } from '../modules/games/house-catalogue';
import { houseGameTitle } from '../house/provider/games';
import { HOUSE_PARTNER } from './demo-content';

/**
 * Issue 18 item 7: a site seeded before the lobby has four house tiles (the seed runs once); migration
 * 0027 gives it the new ones, so it ends with the catalogue a new site is seeded with.
 */
const MIGRATION = join(MIGRATIONS_DIR, '0027_house_lobby_games.sql');

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The four tiles the seed wrote before issue 18. */
const OLD_SEED = [
  ['house-slot', houseGameTitle('slot'), 'EGAMES', 'EGAMES', 1],
  ['house-baccarat', houseGameTitle('baccarat'), 'LIVECASINO', 'LIVECASINO', 2],
  ['house-trading', houseGameTitle('trading'), 'TRADING', 'TRADING', 3],
  ['house-lobby', 'ล็อบบี้โชคดี', 'LOBBY', 'POKER', 4],
] as const;

async function migrate() {
  // As drizzle's migrator runs it: statement by statement.
  for (const statement of (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint'))
    await database.db.execute(sql.raw(statement));
}

const houseRows = () =>
  database.db
    .select({
      partner: gameProviders.partner,
      ch: gameProviders.ch,
      name: gameProviders.name,
      img: gameProviders.img,
      gameType: gameProviders.gameType,
      category: gameProviders.category,
      sortOrder: gameProviders.sortOrder,
      active: gameProviders.active,
    })
    .from(gameProviders)
    .where(eq(gameProviders.partner, HOUSE_PARTNER))
    .orderBy(asc(gameProviders.sortOrder), asc(gameProviders.ch));

describe('migration 0027: the house lobby games on a site seeded before', () => {
  it('adds the new tiles as a new site has them, and switches off the empty poker lobby', async () => {
    await database.db.delete(gameProviders);
    await database.db.insert(gameProviders).values(
      OLD_SEED.map(([ch, name, gameType, category, sortOrder]) => ({
        partner: HOUSE_PARTNER,
        ch,
        name,
        img: `/games/${ch.slice('house-'.length)}.svg`,
        gameType,
        category,
        sortOrder,
      })),
    );
    await migrate();
    const rows = await houseRows();
    expect(rows.filter((r) => r.active).map(({ active: _, ...r }) => r)).toEqual(
      houseCatalogueRows(HOUSE_PARTNER),
    );
    expect(rows.find((r) => r.ch === 'house-lobby')?.active).toBe(false);
  });

  it("keeps an operator's order and own entries, and gives a site without house tiles none", async () => {
    await database.db.delete(gameProviders);
    await database.db.insert(gameProviders).values([
      {
        partner: HOUSE_PARTNER,
        ch: 'house-baccarat',
        name: 'บาคาร่า VIP',
        img: '',
        gameType: 'LIVECASINO',
        category: 'LIVECASINO',
        sortOrder: 50,
      },
      {
        partner: HOUSE_PARTNER,
        ch: 'house-hilo',
        name: 'ไฮโลของเรา',
        img: '',
        gameType: 'LIVECASINO',
        category: 'LIVECASINO',
        sortOrder: 60,
      },
    ]);
    await migrate();
    const rows = await houseRows();
    expect(rows.find((r) => r.ch === 'house-baccarat')).toMatchObject({ name: 'บาคาร่า VIP', sortOrder: 50 });
    expect(rows.find((r) => r.ch === 'house-hilo')).toMatchObject({ name: 'ไฮโลของเรา', sortOrder: 60 });
    expect(rows).toHaveLength(8);

    await database.db.delete(gameProviders);
    await database.db.insert(gameProviders).values({
      partner: 'OTHER',
      ch: 'other-slot',
      name: 'อื่น',
      img: '',
      gameType: 'EGAMES',
      category: 'EGAMES',
    });
    await migrate();
    expect(await houseRows()).toEqual([]);
  });
});

import { MAX_FAVOURITE_GAMES, TH, type GameEntry } from '@chokdee/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberFavouriteGames, memberRecentGames } from '../../../db/schema';
import { DEMO_CONFIG, HOUSE_PARTNER } from '../../../seed/demo-content';
import { ADMIN_KEY, useTestApp } from '../../../../test/test-app';
import {
  expectFailure,
  memberHeaders,
  memberRow,
  registerMember,
  type RegisteredMember,
} from '../../../../test/factories';
import { HOUSE_TILES } from '../house-catalogue';
import { houseGameInfos } from '../../../house/provider/games';
import type { LaunchRequest, SeamlessPartner } from '../partners/types';
import { partnerRegistry } from '../partners/registry';
import { createGamesService } from '../service';
import { recordRecentGame } from './repo';

/**
 * Issue 18 item 7: favourites and recently played per member, kept on the server. Member A's rows are
 * never B's; toggles in parallel end consistent; only entries the catalogue offers are taken and shown.
 */
const t = useTestApp();
const admin = { 'x-admin-key': ADMIN_KEY };
const FAVOURITES = '/game-composite/v1/favourites';

let a: RegisteredMember;
let b: RegisteredMember;
beforeAll(async () => {
  [a, b] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
});

const idOf = async (m: RegisteredMember) => (await memberRow(t.database, m.phoneNumber))!.id;
const favourites = (m: RegisteredMember) =>
  t.app.inject({ method: 'GET', url: FAVOURITES, headers: memberHeaders(m.token) });
const add = (m: RegisteredMember, ch: string) =>
  t.app.inject({ method: 'PUT', url: FAVOURITES, headers: memberHeaders(m.token), payload: { ch } });
const remove = (m: RegisteredMember, ch: string) =>
  t.app.inject({ method: 'DELETE', url: FAVOURITES, headers: memberHeaders(m.token), payload: { ch } });
const recent = (m: RegisteredMember) =>
  t.app.inject({ method: 'GET', url: '/game-composite/v1/recent', headers: memberHeaders(m.token) });
const launch = (m: RegisteredMember, ch: string) =>
  t.app.inject({
    method: 'POST',
    url: '/game-composite/v1/launch',
    headers: memberHeaders(m.token),
    payload: { ch },
  });
const chsOf = (res: { json: () => { data: GameEntry[] } }) => res.json().data.map((e) => e.ch);
const storedFavourites = async (m: RegisteredMember) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberFavouriteGames)
      .where(eq(memberFavouriteGames.memberId, await idOf(m)))
  )[0]!.n;

describe('favourite games', () => {
  it("keeps each member's own, most recently added first, as catalogue entries with their sheet", async () => {
    expect((await add(a, 'house-slot')).statusCode).toBe(200);
    const res = await add(a, 'house-trading');
    expect(chsOf(res)).toEqual(['house-trading', 'house-slot']);
    expect(chsOf(await favourites(a))).toEqual(['house-trading', 'house-slot']);
    const slot = houseGameInfos().find((g) => g.game === 'slot')!;
    expect(res.json().data[1]).toMatchObject({
      ch: 'house-slot',
      name: slot.title,
      category: 'EGAMES',
      rtp: slot.rtp,
      minBet: slot.minStake,
      maxBet: slot.maxStake,
    });

    // B sees none of A's, and B's changes never touch A's.
    expect(chsOf(await favourites(b))).toEqual([]);
    expect(chsOf(await remove(b, 'house-slot'))).toEqual([]);
    expect(chsOf(await add(b, 'house-hilo'))).toEqual(['house-hilo']);
    expect(chsOf(await favourites(a))).toEqual(['house-trading', 'house-slot']);

    expect(chsOf(await remove(a, 'house-trading'))).toEqual(['house-slot']);
    expect(chsOf(await remove(a, 'house-trading'))).toEqual(['house-slot']); // already gone: no change
  });

  it('refuses an unknown entry, one switched off, and a visitor', async () => {
    expectFailure(await add(a, 'house-nope'), 404, TH.gameNotFound);
    expectFailure(await add(a, ''), 400, TH.gameNotFound);
    const read = await t.app.inject({ method: 'GET', url: '/admin/v1/games', headers: admin });
    const games = read.json().data as { ch: string; active: boolean }[];
    const put = (list: object[]) =>
      t.app.inject({ method: 'PUT', url: '/admin/v1/games', headers: admin, payload: { games: list } });
    await put(games.map((g) => (g.ch === 'house-naga' ? { ...g, active: false } : g)));
    try {
      expectFailure(await add(a, 'house-naga'), 404, TH.gameNotFound);
    } finally {
      await put(games);
    }
    expectFailure(await t.app.inject({ method: 'GET', url: FAVOURITES }), 403);
  });

  it('hides a favourite whose entry the site stops offering, and shows it again after', async () => {
    const m = await registerMember(t.app);
    await add(m, 'house-trading');
    await add(m, 'house-slot');
    const config = (over: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/admin/v1/config',
        headers: admin,
        payload: { ...DEMO_CONFIG, ...over },
      });
    await config({ Product: ['EGAMES'] });
    try {
      expect(chsOf(await favourites(m))).toEqual(['house-slot']);
    } finally {
      await config({});
    }
    expect(chsOf(await favourites(m))).toEqual(['house-slot', 'house-trading']);
  });

  it('ends consistent when the heart is pressed twice at once', async () => {
    const m = await registerMember(t.app);
    const twice = await Promise.all([add(m, 'house-holdem'), add(m, 'house-holdem')]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(chsOf(await favourites(m))).toEqual(['house-holdem']);
    expect(await storedFavourites(m)).toBe(1);

    // On and off at once: whichever ran last wins, and the list says the same as the table.
    const both = await Promise.all([add(m, 'house-naga'), remove(m, 'house-naga')]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const shown = chsOf(await favourites(m));
    expect(shown.filter((ch) => ch === 'house-naga').length).toBeLessThanOrEqual(1);
    expect(await storedFavourites(m)).toBe(shown.length);

    const offs = await Promise.all([remove(m, 'house-holdem'), remove(m, 'house-holdem')]);
    expect(offs.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(chsOf(await favourites(m))).not.toContain('house-holdem');
  });

  it(`keeps at most ${MAX_FAVOURITE_GAMES}, even when two are added at once at the cap`, async () => {
    const m = await registerMember(t.app);
    const memberId = await idOf(m);
    // Favourites of entries no longer offered count too (they come back with their entry).
    await t.database.db.insert(memberFavouriteGames).values(
      Array.from({ length: MAX_FAVOURITE_GAMES - 1 }, (_, i) => ({
        memberId,
        partner: HOUSE_PARTNER,
        ch: `gone-${i}`,
      })),
    );
    const [first, second] = await Promise.all([add(m, 'house-slot'), add(m, 'house-naga')]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    expectFailure(
      [first!, second!].find((r) => r.statusCode === 409)!,
      409,
      TH.favouriteGamesFull,
    );
    expect(await storedFavourites(m)).toBe(MAX_FAVOURITE_GAMES);
    // At the cap, adding one already there is no change, and removing one makes room.
    const kept = chsOf(await favourites(m))[0]!;
    expect((await add(m, kept)).statusCode).toBe(200);
    expectFailure(await add(m, 'house-hilo'), 409, TH.favouriteGamesFull);
    await remove(m, kept);
    expect(chsOf(await add(m, 'house-hilo'))).toEqual(['house-hilo']);
  });
});

describe('recently played', () => {
  it('records every successful launch, one row per game, most recent first', async () => {
    const m = await registerMember(t.app);
    expect(chsOf(await recent(m))).toEqual([]);
    for (const ch of ['house-slot', 'house-trading', 'house-baccarat', 'house-slot'])
      expect((await launch(m, ch)).statusCode).toBe(200);
    expect(chsOf(await recent(m))).toEqual(['house-slot', 'house-baccarat', 'house-trading']);
    expect(chsOf(await recent(a))).not.toContain('house-baccarat');
    // A refused launch is no play.
    expectFailure(await launch(m, 'house-nope'), 404, TH.gameNotFound);
    expect(chsOf(await recent(m))).toHaveLength(3);
  });

  it('keeps the 12 latest games of a member', async () => {
    const m = await registerMember(t.app);
    const memberId = await idOf(m);
    for (let i = 0; i < 15; i++)
      await recordRecentGame(t.database.db, memberId, HOUSE_PARTNER, `old-${i}`, 12);
    await launch(m, 'house-trading');
    const rows = await t.database.db
      .select({ ch: memberRecentGames.ch })
      .from(memberRecentGames)
      .where(eq(memberRecentGames.memberId, memberId));
    expect(rows).toHaveLength(12);
    expect(rows.map((r) => r.ch)).not.toContain('old-0');
    expect(chsOf(await recent(m))).toEqual(['house-trading']); // the old ones are not in the catalogue
  });
});

describe('launching a house tile', () => {
  it("asks the house partner for the tile's own page, and a live tile's table", async () => {
    const asked: LaunchRequest[] = [];
    const house: SeamlessPartner = {
      name: HOUSE_PARTNER,
      style: 'seamless',
      secret: 'x',
      launchUrl: async (request) => {
        asked.push(request);
        return `/house/${request.gameCode}#t=token`;
      },
    };
    const games = createGamesService({
      ctx: { db: t.database.db, log: t.app.log },
      config: { get: async () => DEMO_CONFIG },
      partners: partnerRegistry([house]),
    });
    const memberId = await idOf(b);
    for (const tile of HOUSE_TILES) {
      const { url } = await games.launch(memberId, { ch: tile.ch }, 'session');
      const table = tile.table ? `&table=${tile.table}` : '';
      expect(url, tile.ch).toBe(`/house/${tile.page}#t=token${table}`);
    }
    expect(asked.map((r) => r.gameCode)).toEqual(HOUSE_TILES.map((tile) => tile.page));
    expect(HOUSE_TILES.filter((tile) => tile.table).map((tile) => [tile.ch, tile.table])).toEqual([
      ['house-live-baccarat', 'bac-1'],
      ['house-dragon-tiger', 'dt-1'],
      ['house-hilo', 'hilo-1'],
      ['house-fish-prawn-crab', 'fpc-1'],
    ]);
    // A game the member picked inside the entry is that game, with no table added.
    expect((await games.launch(memberId, { ch: 'house-hilo', gameCode: 'live' }, 'session')).url).toBe(
      '/house/live#t=token',
    );
  });
});

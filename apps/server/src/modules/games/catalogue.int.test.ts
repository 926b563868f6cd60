import { TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_CONFIG } from '../../seed/demo-content';
import { houseGameInfos } from './house-provider/games';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { expectFailure, memberHeaders, registerMember, siteHeaders } from '../../../test/factories';

const t = useTestApp();
const admin = { 'x-admin-key': ADMIN_KEY };
const CATALOGUE = '/game-composite/v1/catalogue';
const GAMES = '/admin/v1/games';

const catalogue = (query = '') =>
  t.app.inject({ method: 'GET', url: `${CATALOGUE}${query}`, headers: siteHeaders });
const putGames = (games: unknown[], headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'PUT', url: GAMES, headers, payload: { games } });
const putConfig = (config: object) =>
  t.app.inject({ method: 'PUT', url: '/admin/v1/config', headers: admin, payload: config });

/** The title each house page shows (its <h1>): a tile is named as the game it opens (issue 17). */
const title = (game: string) => houseGameInfos().find((g) => g.game === game)!.title;

const entry = (over: Record<string, unknown> = {}) => ({
  partner: 'HOUSE',
  ch: 'house-extra',
  name: 'เกมเพิ่ม',
  img: '/games/extra.svg',
  gameType: 'EGAMES',
  category: 'EGAMES',
  active: true,
  sortOrder: 9,
  ...over,
});

describe('GET /game-composite/v1/catalogue', () => {
  it("answers the site partner's entries (SPEC §3 fields plus name) in display order", async () => {
    expect([title('slot'), title('baccarat'), title('trading')]).toEqual([
      'สล็อตช้างทอง',
      'บาคาร่า',
      'เทรดขึ้นลง',
    ]);
    const res = await catalogue();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: 1,
      data: [
        {
          ch: 'house-slot',
          img: '/games/slot.svg',
          gameType: 'EGAMES',
          category: 'EGAMES',
          name: title('slot'),
        },
        {
          ch: 'house-baccarat',
          img: '/games/baccarat.svg',
          gameType: 'LIVECASINO',
          category: 'LIVECASINO',
          name: title('baccarat'),
        },
        {
          ch: 'house-trading',
          img: '/games/trading.svg',
          gameType: 'TRADING',
          category: 'TRADING',
          name: title('trading'),
        },
        {
          ch: 'house-lobby',
          img: '/games/lobby.svg',
          gameType: 'LOBBY',
          category: 'POKER',
          name: 'ล็อบบี้โชคดี',
        },
      ],
    });
  });

  it.each([
    ['EGAMES', ['house-slot']],
    ['LIVECASINO', ['house-baccarat']],
    ['POKER', ['house-lobby']],
    ['TRADING', ['house-trading']],
  ])('narrows to category %s', async (category, chs) => {
    const res = await catalogue(`?category=${category}`);
    expect(res.json().data.map((e: { ch: string }) => e.ch)).toEqual(chs);
  });

  it('refuses an unknown category (400) and a call without the site key (403)', async () => {
    expectFailure(await catalogue('?category=SPORTS'), 400);
    expectFailure(await t.app.inject({ method: 'GET', url: CATALOGUE }), 403, TH.forbidden);
  });

  it('leaves out categories the site does not offer (Product)', async () => {
    await putConfig({ ...DEMO_CONFIG, Product: ['EGAMES', 'TRADING'] });
    try {
      expect((await catalogue()).json().data.map((e: { ch: string }) => e.ch)).toEqual([
        'house-slot',
        'house-trading',
      ]);
      expect((await catalogue('?category=POKER')).json().data).toEqual([]);
    } finally {
      await putConfig(DEMO_CONFIG);
    }
  });
});

describe('operator games API', () => {
  it('needs the admin key: a site key or a member token is refused', async () => {
    const m = await registerMember(t.app);
    for (const headers of [siteHeaders, memberHeaders(m.token), {}]) {
      expect((await t.app.inject({ method: 'GET', url: GAMES, headers })).statusCode).toBe(403);
      expect((await putGames([], headers)).statusCode).toBe(403);
    }
  });

  it('reads every entry, replaces the catalogue, and members see the change', async () => {
    const read = await t.app.inject({ method: 'GET', url: GAMES, headers: admin });
    const original = read.json().data as ReturnType<typeof entry>[];
    expect(original).toHaveLength(4);
    expect(original[0]).toEqual(
      entry({ ch: 'house-slot', name: title('slot'), img: '/games/slot.svg', sortOrder: 1 }),
    );
    try {
      const edited = [
        ...original.map((g) => (g.ch === 'house-slot' ? { ...g, active: false } : g)),
        entry(),
        entry({ partner: 'OTHER', ch: 'other-slot' }),
      ];
      const put = await putGames(edited);
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({ success: 1, message: TH.gamesSaved });
      expect(put.json().data).toHaveLength(6);
      const chs = (await catalogue('?category=EGAMES')).json().data.map((e: { ch: string }) => e.ch);
      expect(chs).toEqual(['house-extra']); // the slot is switched off; OTHER is not the site's partner
    } finally {
      await putGames(original);
    }
    expect((await catalogue()).json().data).toHaveLength(4);
  });

  it.each([
    ['a duplicate partner and ch', [entry(), entry()], TH.gameEntryDuplicate],
    ['an unknown gameType', [entry({ gameType: 'SPORTS' })], undefined],
    ['an unknown category', [entry({ category: 'SPORTS' })], undefined],
    ['a partner name unfit for an account', [entry({ partner: 'a b' })], undefined],
    ['an unknown field', [{ ...entry(), extra: 1 }], TH.unknownField],
  ])('refuses %s (400) and keeps the catalogue', async (_label, games, message) => {
    expectFailure(await putGames(games), 400, message);
    expect((await catalogue()).json().data).toHaveLength(4);
  });
});

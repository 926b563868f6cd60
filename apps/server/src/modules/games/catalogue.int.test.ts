import { LIVE_PAYTABLES, TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_CONFIG } from '../../seed/demo-content';
import { HOUSE_TILES } from './house-catalogue';
import { houseGameInfos } from '../../house/provider/games';
import { pokerInfo } from '../../house/provider/poker-games';
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
    const data = res.json().data as Record<string, unknown>[];
    expect(
      data.map(({ ch, img, gameType, category, name }) => ({ ch, img, gameType, category, name })),
    ).toEqual([
      {
        ch: 'house-slot',
        img: '/games/slot.svg',
        gameType: 'EGAMES',
        category: 'EGAMES',
        name: title('slot'),
      },
      {
        ch: 'house-naga',
        img: '/games/naga.svg',
        gameType: 'EGAMES',
        category: 'EGAMES',
        name: 'ขุมทรัพย์พญานาค',
      },
      {
        ch: 'house-live-baccarat',
        img: '/games/live-baccarat.svg',
        gameType: 'LIVECASINO',
        category: 'LIVECASINO',
        name: 'บาคาร่าสด',
      },
      {
        ch: 'house-dragon-tiger',
        img: '/games/dragon-tiger.svg',
        gameType: 'LIVECASINO',
        category: 'LIVECASINO',
        name: 'เสือมังกร',
      },
      {
        ch: 'house-hilo',
        img: '/games/hilo.svg',
        gameType: 'LIVECASINO',
        category: 'LIVECASINO',
        name: 'ไฮโล',
      },
      {
        ch: 'house-fish-prawn-crab',
        img: '/games/fish-prawn-crab.svg',
        gameType: 'LIVECASINO',
        category: 'LIVECASINO',
        name: 'น้ำเต้าปูปลา',
      },
      {
        ch: 'house-baccarat',
        img: '/games/baccarat.svg',
        gameType: 'LIVECASINO',
        category: 'LIVECASINO',
        name: title('baccarat'),
      },
      {
        ch: 'house-video-poker',
        img: '/games/video-poker.svg',
        gameType: 'EGAMES',
        category: 'POKER',
        name: 'วิดีโอโป๊กเกอร์',
      },
      {
        ch: 'house-holdem',
        img: '/games/holdem.svg',
        gameType: 'EGAMES',
        category: 'POKER',
        name: 'คาสิโนโฮลเด็ม',
      },
      {
        ch: 'house-trading',
        img: '/games/trading.svg',
        gameType: 'TRADING',
        category: 'TRADING',
        name: title('trading'),
      },
    ]);
  });

  it("gives each house entry its game's RTP, limits and rules, as the game itself has them", async () => {
    const data = (await catalogue()).json().data as Record<string, unknown>[];
    const byCh = new Map(data.map((e) => [e.ch, e]));
    const sheetOf = (game: string) => {
      const info = houseGameInfos().find((g) => g.game === game)!;
      return { rtp: info.rtp, minBet: info.minStake, maxBet: info.maxStake, rules: info.rules };
    };
    expect(byCh.get('house-slot')).toMatchObject(sheetOf('slot'));
    expect(byCh.get('house-baccarat')).toMatchObject(sheetOf('baccarat'));
    expect(byCh.get('house-trading')).toMatchObject(sheetOf('trading'));
    expect(byCh.get('house-slot')).toMatchObject({ minBet: 1, maxBet: 1_000 });
    // A two-step poker game: the figures of its own page.
    const poker = pokerInfo('videoPoker');
    expect(byCh.get('house-video-poker')).toMatchObject({ rtp: poker.rtp, minBet: poker.minStake });
    // A live table: its paytable, limits and exact RTP per spot.
    const hilo = byCh.get('house-hilo')!;
    expect(hilo).toMatchObject({ minBet: 10, maxBet: 10_000 });
    expect(hilo.rules).toHaveLength(LIVE_PAYTABLES.hilo.length);
    expect((hilo.rules as string[])[0]).toMatch(/^\S+: .+ จ่าย /);
    expect(hilo.rtp).toContainEqual({ label: 'ต่ำ', percent: 97.22 });
    // Every house tile shows its figures before the launch.
    for (const tile of HOUSE_TILES) expect(byCh.get(tile.ch), tile.ch).toHaveProperty('rtp');
  });

  it.each([
    ['EGAMES', ['house-slot', 'house-naga']],
    [
      'LIVECASINO',
      ['house-live-baccarat', 'house-dragon-tiger', 'house-hilo', 'house-fish-prawn-crab', 'house-baccarat'],
    ],
    ['POKER', ['house-video-poker', 'house-holdem']],
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
        'house-naga',
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
    expect(original).toHaveLength(HOUSE_TILES.length);
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
      expect(put.json().data).toHaveLength(HOUSE_TILES.length + 2);
      const chs = (await catalogue('?category=EGAMES')).json().data.map((e: { ch: string }) => e.ch);
      // The slot is switched off; OTHER is not the site's partner.
      expect(chs).toEqual(['house-naga', 'house-extra']);
    } finally {
      await putGames(original);
    }
    expect((await catalogue()).json().data).toHaveLength(HOUSE_TILES.length);
  });

  it.each([
    ['a duplicate partner and ch', [entry(), entry()], TH.gameEntryDuplicate],
    ['an unknown gameType', [entry({ gameType: 'SPORTS' })], undefined],
    ['an unknown category', [entry({ category: 'SPORTS' })], undefined],
    ['a partner name unfit for an account', [entry({ partner: 'a b' })], undefined],
    ['an unknown field', [{ ...entry(), extra: 1 }], TH.unknownField],
  ])('refuses %s (400) and keeps the catalogue', async (_label, games, message) => {
    expectFailure(await putGames(games), 400, message);
    expect((await catalogue()).json().data).toHaveLength(HOUSE_TILES.length);
  });
});

import { randomUUID } from 'node:crypto';
import { TH } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema';
import { DEMO_CONFIG } from '../../seed/demo-content';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import {
  expectFailure,
  memberHeaders,
  memberRow,
  registerMember,
  type RegisteredMember,
} from '../../../test/factories';
import { deposit } from '../ledger/test-kit';
import { createHouseTokens } from '../../house/provider/tokens';
import { houseWallet } from './test-kit';

const t = useTestApp();
const admin = { 'x-admin-key': ADMIN_KEY };
let m: RegisteredMember;
let memberId: string;
let username: string;
beforeAll(async () => {
  m = await registerMember(t.app);
  const row = (await memberRow(t.database, m.phoneNumber))!;
  memberId = row.id;
  username = row.gameUsername;
});

const launch = (payload: object, token = m.token) =>
  t.app.inject({ method: 'POST', url: '/game-composite/v1/launch', headers: memberHeaders(token), payload });
const get = (url: string, token = m.token) =>
  t.app.inject({ method: 'GET', url, headers: memberHeaders(token) });
const withConfig = async (over: object, run: () => Promise<void>) => {
  await t.app.inject({
    method: 'PUT',
    url: '/admin/v1/config',
    headers: admin,
    payload: { ...DEMO_CONFIG, ...over },
  });
  try {
    await run();
  } finally {
    await t.app.inject({ method: 'PUT', url: '/admin/v1/config', headers: admin, payload: DEMO_CONFIG });
  }
};

/** The house page and the claims of the launch token in a launch URL. */
function parseLaunch(url: string) {
  const match = /^\/house\/([\w-]*)#t=([\w-]+\.[\w-]+)$/.exec(url);
  if (!match) throw new Error(`not a house launch URL: ${url}`);
  return { file: match[1], claims: createHouseTokens(t.env.HOUSE_PROVIDER_SECRET).readLaunch(match[2]!) };
}

describe('POST /game-composite/v1/launch', () => {
  it.each([
    ['house-slot', undefined, 'slot', 'slot'],
    ['house-baccarat', undefined, 'baccarat', 'baccarat'],
    ['house-trading', undefined, 'trading', 'trading'],
    ['house-naga', undefined, 'naga', 'naga'],
    ['house-video-poker', undefined, 'video-poker', 'videoPoker'],
    // The member picked a game inside the entry: that game's page, not the tile's.
    ['house-live-baccarat', 'baccarat', 'baccarat', 'baccarat'],
  ])(
    'opens %s (gameCode %s) on the house page %s with a launch token for the member',
    async (ch, gameCode, file, page) => {
      const res = await launch({ ch, ...(gameCode && { gameCode }) });
      expect(res.statusCode).toBe(200);
      expect(parseLaunch(res.json().data.url)).toEqual({
        file,
        // Bound to the member session that launched it, with its own id (single use: docs/ABUSE.md 9).
        claims: { username, page, operatorSession: expect.any(String), launchId: expect.any(String) },
      });
    },
  );

  it('carries the member page to come back to, for the game page\'s "กลับหน้าหลัก"', async () => {
    const res = await launch({ ch: 'house-slot', returnTo: '/user/game/slot' });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.url;
    const [page, fragment] = url.split('#');
    expect(page).toBe('/house/slot');
    const params = new URLSearchParams(fragment);
    expect(params.get('r')).toBe('/user/game/slot');
    expect(parseLaunch(`${page}#t=${params.get('t')}`).claims?.page).toBe('slot');
  });

  it.each([
    'https://evil.example/user',
    '//evil.example/user',
    '/user/../admin',
    '/house/slot',
    'javascript:x',
  ])('refuses a way back that is no page of the member app (%s)', async (returnTo) => {
    expectFailure(await launch({ ch: 'house-slot', returnTo }), 400, TH.invalidRequest);
  });

  it('needs a member token', async () => {
    expectFailure(await launch({ ch: 'house-slot' }, 'not-a-token'), 401);
  });

  it('refuses an unknown entry or house game with 404', async () => {
    expectFailure(await launch({ ch: 'house-poker' }), 404, TH.gameNotFound);
    expectFailure(await launch({ ch: 'house-slot', gameCode: 'poker' }), 404, TH.gameNotFound);
  });

  it('refuses during maintenance and while the site is disabled (503)', async () => {
    await withConfig({ Maintenance: true }, async () =>
      expectFailure(await launch({ ch: 'house-slot' }), 503, TH.siteMaintenance),
    );
    await withConfig({ Disabled: true }, async () =>
      expectFailure(await launch({ ch: 'house-slot' }), 503, TH.gamesDisabled),
    );
  });

  it('refuses an entry switched off, or of a category the site does not offer (503)', async () => {
    await withConfig({ Product: ['EGAMES'] }, async () =>
      expectFailure(await launch({ ch: 'house-trading' }), 503, TH.gameDisabled),
    );
    const read = await t.app.inject({ method: 'GET', url: '/admin/v1/games', headers: admin });
    const games = read.json().data as { ch: string; active: boolean }[];
    const put = (list: object[]) =>
      t.app.inject({ method: 'PUT', url: '/admin/v1/games', headers: admin, payload: { games: list } });
    await put(games.map((g) => (g.ch === 'house-slot' ? { ...g, active: false } : g)));
    try {
      expectFailure(await launch({ ch: 'house-slot' }), 503, TH.gameDisabled);
    } finally {
      await put(games);
    }
  });

  it('refuses a partner this server has no adapter for (503)', async () => {
    const entry = {
      partner: 'GHOST',
      ch: 'ghost-slot',
      name: 'ผี',
      img: '',
      gameType: 'EGAMES',
      category: 'EGAMES',
      active: true,
      sortOrder: 1,
    };
    const read = await t.app.inject({ method: 'GET', url: '/admin/v1/games', headers: admin });
    const put = (list: object[]) =>
      t.app.inject({ method: 'PUT', url: '/admin/v1/games', headers: admin, payload: { games: list } });
    await put([...read.json().data, entry]);
    try {
      await withConfig({ Partner: 'GHOST' }, async () =>
        expectFailure(await launch({ ch: 'ghost-slot' }), 503, TH.gamesDisabled),
      );
    } finally {
      await put(read.json().data);
    }
  });

  it('refuses a locked member (403)', async () => {
    const other = await registerMember(t.app);
    await t.database.db
      .update(members)
      .set({ locked: true })
      .where(eq(members.phoneNumber, other.phoneNumber));
    expectFailure(await launch({ ch: 'house-slot' }, other.token), 403, TH.memberLocked);
  });
});

describe('GET /game-composite/v1/rounds and POST /game-composite/v1/reload', () => {
  it("answers the member's 20 latest rounds, newest first, in baht", async () => {
    await deposit(t.database.db, memberId, 100_000n);
    const wallet = houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET);
    const roundIds: string[] = [];
    for (let i = 0; i < 22; i++) {
      const roundId = `r-${i}-${randomUUID()}`;
      roundIds.push(roundId);
      await wallet.bet({ username, transactionId: randomUUID(), roundId, gameCode: 'slot', amount: 1_000 });
      if (i % 2 === 0)
        await wallet.win({ username, transactionId: randomUUID(), roundId, gameCode: 'slot', amount: 2_550 });
    }
    const res = await get('/game-composite/v1/rounds');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toHaveLength(20);
    expect(data.map((r: { roundId: string }) => r.roundId)).toEqual(roundIds.slice(2).reverse());
    expect(data[0]).toEqual({
      id: expect.any(String),
      roundId: roundIds[21],
      partner: 'HOUSE',
      gameCode: 'slot',
      status: 'open',
      result: null,
      bet: 10,
      win: 0,
      refund: 0,
      openedAt: expect.any(String),
      settledAt: null,
    });
    expect(data[1]).toMatchObject({ status: 'settled', result: 'win', bet: 10, win: 25.5 });
  });

  it('shows another member none of them', async () => {
    const other = await registerMember(t.app);
    expect((await get('/game-composite/v1/rounds', other.token)).json()).toEqual({ success: 1, data: [] });
  });

  it('reload answers the playable credit (a seamless partner holds none of it)', async () => {
    const before = (await get('/user-profile-composite/v1/profile/balance')).json().data.balance;
    const res = await t.app.inject({
      method: 'POST',
      url: '/game-composite/v1/reload',
      headers: memberHeaders(m.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 1, data: { balance: before } });
  });
});

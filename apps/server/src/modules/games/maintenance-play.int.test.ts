import { randomUUID } from 'node:crypto';
import {
  housePlayRound,
  housePokerDeal,
  housePokerDecide,
  houseStartSession,
  livePlaceBets,
  type CallContract,
} from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, memberHeaders, memberRow, registerMember } from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { gameRounds } from '../../db/schema';
import { checkInvariants } from '../ledger';
import { deposit } from '../ledger/test-kit';
import { testClock } from '../../house/live/clock';
import type { LiveModule } from '../../house/live';
import { openRound } from '../../house/live/test-kit';
import { houseWallet, playable, roundOf } from './test-kit';

/**
 * Issue 23 hole 9 (docs/ABUSE.md 16.9): maintenance stops new rounds and new stakes everywhere, the house's
 * own games and outside partners' bets alike; rounds already open still finish and settle.
 */
const clock = testClock();
let live: LiveModule;
const t = useTestApp({ live: { clock, deal: false, expose: (m) => (live = m) } });
const NOTICE = 'ปิดปรับปรุงระบบ 30 นาที';
let base: string;

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' }); // house games reach the wallet over HTTP
});
afterEach(async () => {
  await maintenance(false);
  expect(await checkInvariants(t.database.db)).toMatchObject({ ok: true });
});

async function maintenance(on: boolean) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/admin/v1/maintenance',
    headers: { 'x-admin-key': ADMIN_KEY },
    payload: { on, message: on ? NOTICE : '', until: null },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A member with 1,000 baht and a house session opened before maintenance, as from the game page. */
async function player(ch: string) {
  const m = await registerMember(t.app);
  const row = (await memberRow(t.database, m.phoneNumber))!;
  await deposit(t.database.db, row.id, 100_000n);
  const launched = await t.app.inject({
    method: 'POST',
    url: '/game-composite/v1/launch',
    headers: memberHeaders(m.token),
    payload: { ch },
  });
  expect(launched.statusCode, launched.body).toBe(200);
  const launchToken = new URLSearchParams(new URL(launched.json().data.url, base).hash.slice(1)).get('t');
  const started = await call(houseStartSession, { launchToken });
  expect(started.statusCode, started.body).toBe(200);
  return {
    memberId: row.id,
    username: row.gameUsername,
    session: started.json().data.sessionToken as string,
  };
}

const call = (contract: CallContract, payload: object, session?: string) =>
  t.app.inject({
    method: contract.method,
    url: contract.path,
    headers: session ? { authorization: `Bearer ${session}` } : {},
    payload,
  });

describe('maintenance and play', () => {
  it('refuses a slot spin, a baccarat hand and a trading round with 503 and the notice; nothing is staked', async () => {
    const p = await player('house-slot');
    await maintenance(true);
    for (const round of [
      { game: 'slot', bet: 10 },
      { game: 'naga', bet: 10 },
      { game: 'baccarat', bets: { banker: 10 } },
      { game: 'trading', call: 'up', stake: 10 },
    ]) {
      expectFailure(await call(housePlayRound, round, p.session), 503, NOTICE);
    }
    expect(await playable(t.database.db, p.memberId)).toBe(100_000n);
    await maintenance(false);
    expect((await call(housePlayRound, { game: 'slot', bet: 10 }, p.session)).statusCode).toBe(200);
  });

  it('refuses a new poker deal, while hands dealt before maintenance are decided, called and paid', async () => {
    const p = await player('house-video-poker');
    const dealt = await call(housePokerDeal, { game: 'videoPoker', bet: 10 }, p.session);
    expect(dealt.statusCode, dealt.body).toBe(200);
    const holdem = await call(housePokerDeal, { game: 'holdem', ante: 10 }, p.session);
    expect(holdem.statusCode, holdem.body).toBe(200);
    await maintenance(true);
    const round = dealt.json().data.round;
    const decided = await call(
      housePokerDecide,
      { roundId: round.id, hold: round.table.hint.hold },
      p.session,
    );
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data.round.status).toBe('settled');
    // The call stakes twice the ante more, on the hand already open: it finishes that round.
    const called = await call(
      housePokerDecide,
      { roundId: holdem.json().data.round.id, action: 'call' },
      p.session,
    );
    expect(called.statusCode, called.body).toBe(200);
    expect(called.json().data.round).toMatchObject({ status: 'settled', stake: 30 });
    const paid = [decided, called].reduce(
      (sum, r) => sum + BigInt(Math.round(r.json().data.round.payout * 100)),
      0n,
    );
    expect(await playable(t.database.db, p.memberId)).toBe(100_000n - 4_000n + paid);
    expectFailure(await call(housePokerDeal, { game: 'videoPoker', bet: 10 }, p.session), 503, NOTICE);
    expectFailure(await call(housePokerDeal, { game: 'holdem', ante: 10 }, p.session), 503, NOTICE);
  });

  it('refuses a live bet, while the round bet on before maintenance is dealt and settled', async () => {
    const p = await player('house-live-baccarat');
    const table = { id: 'bac-1', kind: 'baccarat' as const };
    const { roundId, deal } = await openRound(t.app, t.database.db, live, clock, table);
    const bet = (bets: Record<string, number>) =>
      call(livePlaceBets, { tableId: table.id, roundId, bets }, p.session);
    expect((await bet({ player: 100 })).statusCode).toBe(200);
    await maintenance(true);
    expectFailure(await bet({ banker: 100 }), 503, NOTICE);
    await deal();
    // Settled, whatever the hand paid: the bet's round is no longer open.
    const rounds = await t.database.db
      .select({ status: gameRounds.status })
      .from(gameRounds)
      .where(eq(gameRounds.memberId, p.memberId));
    expect(rounds).toEqual([{ status: 'settled' }]);
  });

  it("refuses a partner's bet that would open a round; bets, wins and rollbacks of an open round go through", async () => {
    const p = await player('house-slot');
    const wallet = houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET);
    const open = { username: p.username, roundId: randomUUID(), gameCode: 'partner-game' };
    const first = randomUUID();
    expect((await wallet.bet({ ...open, transactionId: first, amount: 1_000 })).status).toBe('RS_OK');
    await maintenance(true);
    const fresh = { username: p.username, roundId: randomUUID(), gameCode: 'partner-game' };
    expect(await wallet.bet({ ...fresh, transactionId: randomUUID(), amount: 1_000 })).toEqual({
      status: 'RS_ERROR_UNKNOWN',
      balance: 99_000,
    });
    expect(await roundOf(t.database.db, fresh.roundId)).toBeUndefined();
    // The round opened before: a second stake (a call, a double), its rollback, then its win.
    const second = randomUUID();
    expect((await wallet.bet({ ...open, transactionId: second, amount: 500 })).status).toBe('RS_OK');
    const rolledBack = await wallet.rollback({
      username: p.username,
      transactionId: randomUUID(),
      refTransactionId: second,
    });
    expect(rolledBack.status).toBe('RS_OK');
    expect(await wallet.win({ ...open, transactionId: randomUUID(), amount: 2_000 })).toEqual({
      status: 'RS_OK',
      balance: 101_000,
    });
    expect(await roundOf(t.database.db, open.roundId)).toMatchObject({ status: 'settled' });
  });
});

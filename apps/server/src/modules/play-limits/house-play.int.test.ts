import { houseGetPlaySession, housePlayRound, livePlaceBets } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberHeaders, memberRow, registerMember } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { gameRounds } from '../../db/schema';
import { checkInvariants } from '../ledger';
import { deposit } from '../ledger/test-kit';
import {
  houseInject,
  houseSessionOf,
  openRound,
  playable,
  testClock,
  type LiveModule,
} from '../games/test-kit';

/**
 * A break taken while a house game or a live table is open (its session opened before): the house provider
 * stakes through the wallet API like any partner, so the bet is refused there, nothing moves, and a round
 * bet on before the break is still dealt and settled.
 */
const clock = testClock();
let live: LiveModule;
const t = useTestApp({ live: { clock, deal: false, expose: (m) => (live = m) } });
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' }); // house games reach the wallet over HTTP
});
afterEach(async () => expect(await checkInvariants(t.database.db)).toMatchObject({ ok: true }));

const call = (...args: Parameters<ReturnType<typeof houseInject>>) => houseInject(t.app)(...args);

/** A member with 1,000 baht and a house session of `ch` opened before any break. */
async function player(ch: string) {
  const m = await registerMember(t.app);
  const row = (await memberRow(t.database, m.phoneNumber))!;
  await deposit(t.database.db, row.id, 100_000n);
  const session = await houseSessionOf(t.app, m.token, ch);
  const takeBreak = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/user-profile-composite/v1/play-break',
      headers: memberHeaders(m.token),
      payload: { kind: 'timeout', period: '24h', confirm: true },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  return { memberId: row.id, session, takeBreak };
}

describe('a break while a house game is open', () => {
  it('refuses the next house round: nothing staked', async () => {
    const p = await player('house-slot');
    expect((await call(housePlayRound, { game: 'slot', bet: 10 }, p.session)).statusCode).toBe(200);
    const before = await playable(t.database.db, p.memberId);
    await p.takeBreak();
    const refused = await call(housePlayRound, { game: 'slot', bet: 10 }, p.session);
    // The wallet's refusal carries the break's Thai text: the house page shows it (403), not "unavailable".
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: 0,
      message: expect.stringMatching(/^คุณอยู่ระหว่างพักการเล่นจนถึง .+ ระหว่างนี้เล่นเกมหรือรับโปรโมชั่นไม่ได้/),
    });
    expect(await playable(t.database.db, p.memberId)).toBe(before);
  });

  it('refuses a live bet, while the round bet on before the break is dealt and settled', async () => {
    const p = await player('house-live-baccarat');
    const table = { id: 'bac-1', kind: 'baccarat' as const };
    const { roundId, deal } = await openRound(t.app, t.database.db, live, clock, table);
    const bet = (bets: Record<string, number>) =>
      call(livePlaceBets, { tableId: table.id, roundId, bets }, p.session);
    expect((await bet({ player: 100 })).statusCode).toBe(200);
    await p.takeBreak();
    const refused = await bet({ banker: 100 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^คุณอยู่ระหว่างพักการเล่นจนถึง/);
    expect(await playable(t.database.db, p.memberId)).toBe(100_000n - 10_000n);
    await deal();
    const rounds = await t.database.db
      .select({ status: gameRounds.status, bet: gameRounds.betAmount })
      .from(gameRounds)
      .where(eq(gameRounds.memberId, p.memberId));
    expect(rounds).toEqual([{ status: 'settled', bet: 10_000n }]);
  });
});

describe('the play session on a house page', () => {
  it("answers the operator's numbers to the house session, and nothing without one", async () => {
    const p = await player('house-slot');
    const get = (session?: string) =>
      t.app.inject({
        method: 'GET',
        url: houseGetPlaySession.path,
        headers: session ? { authorization: `Bearer ${session}` } : {},
      });
    expect((await get()).statusCode).toBe(401);
    expect((await get(p.session)).json().data).toMatchObject({ startedAt: null, realityCheckMinutes: 60 });
    const played = (await call(housePlayRound, { game: 'slot', bet: 10 }, p.session)).json().data;
    const s = houseGetPlaySession.response.parse((await get(p.session)).json()).data;
    expect(s.startedAt).not.toBeNull();
    expect(s.net).toBe(played.round.payout - 10);
    expect(Date.parse(s.nextCheckAt!) - Date.parse(s.startedAt!)).toBe(60 * 60_000);
  });
});

import { randomUUID } from 'node:crypto';
import { EN, fillMessage, TH } from '@chokdee/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectFailure, memberHeaders } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { simulatedPayout } from '../../adapters/payout/simulator';
import { gameRounds, playProtectionFlags } from '../../db/schema';
import { feedOutcomes, feedTx } from '../deposits/test-kit';
import { houseWallet } from '../games/test-kit';
import { REDEEM } from '../itemcodes/test-kit';
import { deposit } from '../ledger/test-kit';
import { AFFILIATE_CLAIM, CASHBACK_CLAIM, player, type TestPlayer } from '../rewards/test-kit';
import { giveTickets, spin } from '../wheel/test-kit';
import { expectLedgerHealthy, setWithdrawConfig, walletOf, withdraw } from '../withdrawals/test-kit';
import { bangkokText } from './periods';
import { movePlayClock } from './test-kit';

const t = useTestApp({ adapters: { payout: simulatedPayout() } });
const LIMITS = '/user-profile-composite/v1/play-limits';
const CONFIRM = '/user-profile-composite/v1/play-limits/confirm';
const BREAK = '/user-profile-composite/v1/play-break';
const LAUNCH = '/game-composite/v1/launch';

const call = (m: TestPlayer, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: memberHeaders(m.token), ...(payload && { payload }) });
const limitsOf = async (m: TestPlayer) => {
  const res = await call(m, 'GET', LIMITS);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const put = (m: TestPlayer, payload: object) => call(m, 'PUT', LIMITS, payload);
const launch = (m: TestPlayer) => call(m, 'POST', LAUNCH, { ch: 'house-slot' });
const wallet = () => houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET);
const bet = (m: TestPlayer, roundId: string, amount = 100) =>
  wallet().bet({ username: m.username, transactionId: randomUUID(), roundId, gameCode: 'slot', amount });
const win = (m: TestPlayer, roundId: string, amount = 0) =>
  wallet().win({ username: m.username, transactionId: randomUUID(), roundId, gameCode: 'slot', amount });
/** A member with `satang` of playable credit, deposited directly (not through the feed). */
async function funded(satang = 0n) {
  const m = await player(t, { isBonus: true });
  if (satang > 0n) await deposit(t.database.db, m.id, satang);
  return m;
}
const untilOf = async (m: TestPlayer) => new Date((await limitsOf(m)).break.until);

const NO_LIMITS = { day: null, week: null, month: null };

beforeEach(() => setWithdrawConfig(t.app));

describe('GET and PUT /user-profile-composite/v1/play-limits', () => {
  it('answers no limits, the default reality check and no break for a new member', async () => {
    const m = await funded();
    expect(await limitsOf(m)).toEqual({
      deposit: NO_LIMITS,
      loss: NO_LIMITS,
      sessionMinutes: null,
      realityCheckMinutes: 60,
      pending: [],
      depositRoom: NO_LIMITS,
      break: null,
    });
  });

  it('applies a new and a lower limit at once', async () => {
    const m = await funded();
    let res = await put(m, {
      depositDay: 1000,
      lossWeek: 500.5,
      sessionMinutes: 90,
      realityCheckMinutes: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
    res = await put(m, { depositDay: 800 });
    expect(res.json().data).toMatchObject({
      deposit: { day: 800, week: null, month: null },
      loss: { day: null, week: 500.5, month: null },
      sessionMinutes: 90,
      realityCheckMinutes: 30,
      pending: [],
      depositRoom: { day: 800, week: null, month: null },
    });
  });

  it('refuses unknown fields and bad values with a Thai message, changing nothing', async () => {
    const m = await funded();
    expectFailure(await put(m, { depositDay: 100, breakUntil: null }), 400, TH.unknownField);
    expectFailure(await put(m, { depositDay: 0 }), 400, TH.playLimitAmount);
    expectFailure(await put(m, { lossDay: 10.005 }), 400, TH.playLimitAmount);
    expectFailure(await put(m, { realityCheckMinutes: 45 }), 400, TH.realityCheckMinutes);
    expectFailure(await put(m, { sessionMinutes: 2 }), 400, TH.playLimitMinutes);
    expect((await limitsOf(m)).deposit).toEqual(NO_LIMITS);
  });

  it('keeps a raise or removal pending 24 hours, refuses its confirm before and applies it after', async () => {
    const m = await funded();
    await put(m, { depositDay: 1000, lossMonth: 2000 });
    const res = await put(m, { depositDay: 5000, lossMonth: null, realityCheckMinutes: null });
    expect(res.statusCode).toBe(200);
    const limits = res.json().data;
    // Nothing changed yet.
    expect(limits).toMatchObject({ deposit: { day: 1000 }, loss: { month: 2000 }, realityCheckMinutes: 60 });
    expect(limits.pending.map((p: { field: string; value: unknown }) => [p.field, p.value])).toEqual([
      ['depositDay', 5000],
      ['lossMonth', null],
      ['realityCheckMinutes', null],
    ]);
    const at = new Date(limits.pending[0].effectiveAt);
    expect(at.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    // 23 hours later: still waiting, with the time it can be confirmed from.
    await movePlayClock(t.database.db, m.id, 23);
    const early = await call(m, 'POST', CONFIRM, { field: 'depositDay' });
    const from = bangkokText(new Date(at.getTime() - 23 * 3600_000));
    expectFailure(early, 409, fillMessage(TH.playLimitNotYet, { at: from }));
    expectFailure(await call(m, 'POST', CONFIRM, { field: 'depositWeek' }), 409, TH.playLimitNothingPending);
    // 24 hours after the request: confirmed one by one.
    await movePlayClock(t.database.db, m.id, 1);
    expect((await call(m, 'POST', CONFIRM, { field: 'depositDay' })).statusCode).toBe(200);
    expect((await call(m, 'POST', CONFIRM, { field: 'lossMonth' })).statusCode).toBe(200);
    expect(await limitsOf(m)).toMatchObject({
      deposit: { day: 5000 },
      loss: NO_LIMITS,
      realityCheckMinutes: 60,
      pending: [{ field: 'realityCheckMinutes', value: null }],
    });
    // A lower value drops the waiting raise and applies at once.
    await put(m, { realityCheckMinutes: 15 });
    expect(await limitsOf(m)).toMatchObject({ realityCheckMinutes: 15, pending: [] });
  });
});

describe('POST /user-profile-composite/v1/play-break', () => {
  it('refuses periods of the other kind and a break without its confirmation', async () => {
    const m = await funded();
    expectFailure(
      await call(m, 'POST', BREAK, { kind: 'timeout', period: '6m', confirm: true }),
      400,
      TH.playBreakInvalid,
    );
    expectFailure(
      await call(m, 'POST', BREAK, { kind: 'exclusion', period: '7d', confirm: true }),
      400,
      TH.playBreakInvalid,
    );
    expectFailure(await call(m, 'POST', BREAK, { kind: 'timeout', period: '24h' }), 400, TH.playBreakConfirm);
    expectFailure(
      await call(m, 'POST', BREAK, { kind: 'timeout', period: '24h', confirm: false }),
      400,
      TH.playBreakConfirm,
    );
    expect((await limitsOf(m)).break).toBeNull();
  });

  it('refuses play and free money during a time-out, while sign-in, balance and withdrawal work', async () => {
    const m = await funded(100_000n);
    const roundId = randomUUID();
    expect((await bet(m, roundId)).status).toBe('RS_OK'); // a round open before the break
    await giveTickets(t, m.id, 1n);
    const res = await call(m, 'POST', BREAK, { kind: 'timeout', period: '24h', confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    const until = new Date(res.json().data.break.until);
    expect(res.json().data.break.kind).toBe('timeout');
    expect(until.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    const onBreak = fillMessage(TH.playOnBreak, { until: bangkokText(until) });

    expectFailure(await launch(m), 403, onBreak);
    const english = await t.app.inject({
      method: 'POST',
      url: LAUNCH,
      headers: { ...memberHeaders(m.token), 'accept-language': 'en' },
      payload: { ch: 'house-slot' },
    });
    expect(english.json()).toEqual({
      success: 0,
      message: fillMessage(EN.playOnBreak, { until: bangkokText(until) }),
    });
    const refused = await bet(m, randomUUID());
    // The refusal's Thai text rides along for a game to show (the house's pages do).
    expect(refused).toEqual({
      status: 'RS_ERROR_UNKNOWN',
      balance: 99_900,
      message: fillMessage(TH.playOnBreak, { until: bangkokText(until) }),
    });
    expect((await bet(m, roundId)).status).toBe('RS_ERROR_UNKNOWN'); // the open round too
    // Its win is paid.
    expect((await win(m, roundId, 250)).status).toBe('RS_OK');
    expectFailure(await spin(t.app, m.token), 403, onBreak);
    expectFailure(await call(m, 'POST', REDEEM, { redeem_code: 'ANYCODE1' }), 403, onBreak);
    expectFailure(await call(m, 'GET', CASHBACK_CLAIM), 403, onBreak);
    expectFailure(await call(m, 'GET', AFFILIATE_CLAIM), 403, onBreak);
    const setting = '/user-profile-composite/v1/users/setting';
    expectFailure(await call(m, 'POST', setting, { isBonus: true }), 403, onBreak);
    expect((await call(m, 'POST', setting, { isBonus: false })).statusCode).toBe(200);
    // The balance and a withdrawal still work.
    expect((await call(m, 'GET', '/auth-service/v1/refresh')).statusCode).toBe(200);
    const w = await withdraw(t.app, m.token, 500);
    expect(w.statusCode, w.body).toBe(200);
    expect((await walletOf(t, m.id)).available).toBe(100_150n - 50_000n);
    await expectLedgerHealthy(t);
  });

  it('cannot be ended early: shorter breaks are refused, a longer one extends it, and it ends on time', async () => {
    const m = await funded(10_000n);
    await call(m, 'POST', BREAK, { kind: 'timeout', period: '7d', confirm: true });
    const until = await untilOf(m);
    const shorter = await call(m, 'POST', BREAK, { kind: 'timeout', period: '24h', confirm: true });
    expectFailure(shorter, 409, fillMessage(TH.playBreakShorter, { until: bangkokText(until) }));
    // No call of the member's lifts it: limits changes and removals leave it as it is.
    await put(m, { depositDay: null, lossDay: null });
    expect(await untilOf(m)).toEqual(until);
    const longer = await call(m, 'POST', BREAK, { kind: 'exclusion', period: '6m', confirm: true });
    expect(longer.json().data.break.kind).toBe('exclusion');
    expect(new Date(longer.json().data.break.until).getTime()).toBeGreaterThan(until.getTime());
    // When the clock passes its end, play is open again.
    await movePlayClock(t.database.db, m.id, 24 * 200);
    expect((await limitsOf(m)).break).toBeNull();
    expect((await bet(m, randomUUID())).status).toBe('RS_OK');
    expect((await launch(m)).statusCode).toBe(200);
  });
});

describe('deposit limits', () => {
  it('credits a deposit over the limit without its bonus, flags it, and shows no room left', async () => {
    const m = await funded();
    await put(m, { depositDay: 1000 });
    expect((await limitsOf(m)).depositRoom).toEqual({ day: 1000, week: null, month: null });
    expect(await feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount, amount: 2000 })])).toEqual([
      'credited',
    ]);
    // The welcome promotion would have added 500: credited alone.
    expect((await walletOf(t, m.id)).available).toBe(200_000n);
    const flags = await t.database.db
      .select()
      .from(playProtectionFlags)
      .where(eq(playProtectionFlags.memberId, m.id));
    expect(flags.map((f) => [f.reason, f.amount])).toEqual([['depositLimit', 200_000n]]);
    expect((await limitsOf(m)).depositRoom).toEqual({ day: 0, week: null, month: null });
    await expectLedgerHealthy(t);
  });

  it('counts the deposits of the running period: one within the room keeps its bonus, the next over it is flagged', async () => {
    const m = await funded();
    await put(m, { depositWeek: 3000 });
    expect(await feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount, amount: 2000 })])).toEqual([
      'credited',
    ]);
    expect((await walletOf(t, m.id)).available).toBe(250_000n); // 2,000 and the welcome bonus of 500
    expect((await limitsOf(m)).depositRoom.week).toBe(1000);
    expect(await feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount, amount: 1500 })])).toEqual([
      'credited',
    ]);
    const flags = await t.database.db
      .select()
      .from(playProtectionFlags)
      .where(eq(playProtectionFlags.memberId, m.id));
    expect(flags.map((f) => f.reason)).toEqual(['depositLimit']);
  });

  it('credits and flags a deposit that arrives during a break', async () => {
    const m = await funded();
    await call(m, 'POST', BREAK, { kind: 'exclusion', period: '1y', confirm: true });
    expect(await feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount, amount: 700 })])).toEqual([
      'credited',
    ]);
    expect((await walletOf(t, m.id)).available).toBe(70_000n);
    const flags = await t.database.db
      .select()
      .from(playProtectionFlags)
      .where(eq(playProtectionFlags.memberId, m.id));
    expect(flags.map((f) => f.reason)).toEqual(['break']);
  });
});

describe('loss limits', () => {
  it('refuses launch and bets once the net loss of the period reaches the limit; wins and rollbacks go through', async () => {
    const m = await funded(100_000n);
    await put(m, { lossDay: 10 });
    // A round left open, then 10 baht lost in a settled round.
    const open = randomUUID();
    const openBet = {
      username: m.username,
      transactionId: randomUUID(),
      roundId: open,
      gameCode: 'slot',
      amount: 300,
    };
    expect((await wallet().bet(openBet)).status).toBe('RS_OK');
    const lost = randomUUID();
    expect((await bet(m, lost, 1000)).status).toBe('RS_OK');
    expect((await win(m, lost, 0)).status).toBe('RS_OK');

    expectFailure(await launch(m), 403, TH.playLossLimitReached);
    expect(await bet(m, randomUUID())).toMatchObject({
      status: 'RS_ERROR_UNKNOWN',
      message: TH.playLossLimitReached,
    });
    expect((await bet(m, open)).status).toBe('RS_ERROR_UNKNOWN');
    // The open round's rollback goes through.
    const rolled = await wallet().rollback({
      username: m.username,
      transactionId: randomUUID(),
      refTransactionId: openBet.transactionId,
    });
    expect(rolled.status).toBe('RS_OK');
    expect(rolled.balance).toBe(100_000 - 1000);
    // The loss was yesterday's (Bangkok): a new day, play is open again.
    await t.database.db
      .update(gameRounds)
      .set({ settledAt: sql`now() - interval '2 days'` })
      .where(eq(gameRounds.providerRoundId, lost));
    expect((await bet(m, randomUUID())).status).toBe('RS_OK');
    expect((await launch(m)).statusCode).toBe(200);
    await expectLedgerHealthy(t);
  });

  it('lets a member who came out ahead play on: only a net loss counts', async () => {
    const m = await funded(100_000n);
    await put(m, { lossMonth: 5 });
    const r = randomUUID();
    expect((await bet(m, r, 1000)).status).toBe('RS_OK');
    expect((await win(m, r, 1500)).status).toBe('RS_OK');
    expect((await bet(m, randomUUID(), 1000)).status).toBe('RS_OK');
  });
});

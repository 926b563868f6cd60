import { randomUUID } from 'node:crypto';
import { REPORT_COLUMNS, TH } from '@chokdee/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { gameRounds } from '../../db/schema';
import { ensureMemberAccounts, houseAccount, memberAccount, transfer } from '../ledger';
import { insertTestMember } from '../ledger/test-kit';
import {
  approve,
  fundedMember,
  reject,
  setWithdrawConfig,
  switchablePayout,
  withdraw,
  withdrawalsOf,
} from '../withdrawals/test-kit';
import { bangkokDay } from './range';
import { adminHeaders, backdatedTransfer, getReport, pay, play, REPORTS } from './test-kit';

const gateway = switchablePayout();
const t = useTestApp({ adapters: { payout: gateway.payout } });

// Today and yesterday in Bangkok: the sequence below happens now, and a run across midnight stays inside.
const today = bangkokDay(new Date());
const yesterday = bangkokDay(new Date(Date.now() - 86_400_000));
const NOW = `?from=${yesterday}&to=${today}`;

/**
 * A known day: A deposits 1,000 with a 100 bonus and plays two games of two providers, B deposits
 * 10,000 and withdraws three times (one paid, one rejected, one left pending), C deposits 500, loses a
 * bet and gets 20 cashback, which it claims; A earns 15 affiliate commission.
 */
beforeAll(async () => {
  const db = t.database.db;
  await setWithdrawConfig(t.app, { autoWithdraw: { useautoWithdraw: false, maxautoWithdraw: 0 } });
  const a = await fundedMember(t, 100_000n);
  const b = await fundedMember(t, 1_000_000n);
  const c = await fundedMember(t, 50_000n);
  await pay(db, 'bonusExpense', a.id, 'gameWallet', 'bonus', 10_000n);

  for (const amount of [200, 6_000, 700])
    expect((await withdraw(t.app, b.token, amount)).statusCode).toBe(200);
  const [paid, rejected] = await withdrawalsOf(t.app, b.id);
  expect((await approve(t.app, paid!.id)).statusCode).toBe(200);
  expect((await reject(t.app, rejected!.id)).statusCode).toBe(200);

  await play(db, { partner: 'alpha', memberId: a.id, kind: 'bet', satang: 5_000n, game: 'g1' });
  await play(db, { partner: 'alpha', memberId: a.id, kind: 'win', satang: 8_000n, game: 'g1' });
  await play(db, { partner: 'beta', memberId: c.id, kind: 'bet', satang: 10_000n, game: 'g2' });
  await play(db, { partner: 'beta', memberId: c.id, kind: 'win', satang: 1n, game: 'g2' });
  // A refund names no game: the report finds it through the round (as games/wallet/service.ts books it).
  const [round] = await db
    .insert(gameRounds)
    .values({ partner: 'beta', providerRoundId: 'R-3', memberId: a.id, gameCode: 'g3' })
    .returning({ id: gameRounds.id });
  await play(db, {
    partner: 'beta',
    memberId: a.id,
    kind: 'bet',
    satang: 3_000n,
    game: 'g3',
    roundId: round!.id,
  });
  await play(db, { partner: 'beta', memberId: a.id, kind: 'refund', satang: 3_000n, roundId: round!.id });

  await pay(db, 'cashbackExpense', c.id, 'cashbackWallet', 'cashback', 2_000n);
  // The claim moves the member's own money between wallets under the same kind: not a second payout.
  await transfer(db, {
    from: memberAccount(c.id, 'cashbackWallet'),
    to: memberAccount(c.id, 'gameWallet'),
    amount: 2_000n,
    kind: 'cashback',
    reference: 'claim',
    idempotencyKey: `claim:${c.id}`,
  });
  await pay(db, 'affiliateExpense', a.id, 'affiliateWallet', 'affiliate', 1_500n);
  // A spin ticket is no money.
  await pay(db, 'spinTickets', a.id, 'spinWallet', 'spin', 3n);
  // Staff credit 40 and debit 10 by hand: 30 of adjustments, not a cost of the games.
  for (const [direction, amount] of [
    ['credit', 40],
    ['debit', 10],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/adjustments',
      headers: adminHeaders,
      payload: { requestId: randomUUID(), memberId: c.id, direction, amount, reason: 'ตรวจสอบยอดแล้ว' },
    });
    expect(res.json().data.status).toBe('applied');
  }
});

describe('GET /admin/v1/reports/summary', () => {
  it('adds up the day from the ledger: paid withdrawals only, claims not counted twice', async () => {
    expect(await getReport(t.app, 'summary', NOW)).toEqual({
      range: { from: yesterday, to: today, days: 2 },
      money: {
        deposits: 11_500,
        withdrawals: 200,
        net: 11_300,
        bonuses: 100,
        cashback: 20,
        affiliate: 15,
        adjustments: 30,
      },
      members: { newMembers: 3, firstDepositors: 3, activeMembers: 2 },
      queues: { withdrawalsPending: 1, withdrawalsPaying: 0, withdrawalsFailed: 0, statementsUnmatched: 0 },
    });
  });

  it('answers today by default, and nothing for a quiet day', async () => {
    const summary = await getReport(t.app, 'summary');
    expect(summary.range.days).toBe(1);
    expect([today, bangkokDay(new Date())]).toContain(summary.range.from);
    const quiet = await getReport(t.app, 'summary', '?from=2020-01-01&to=2020-01-31');
    expect(quiet.money).toEqual({
      deposits: 0,
      withdrawals: 0,
      net: 0,
      bonuses: 0,
      cashback: 0,
      affiliate: 0,
      adjustments: 0,
    });
    expect(quiet.members).toEqual({ newMembers: 0, firstDepositors: 0, activeMembers: 0 });
  });
});

describe('GET /admin/v1/reports/games', () => {
  it('gives GGR by provider and game, and NGR after the costs shared by turnover', async () => {
    const games = await getReport(t.app, 'games', NOW);
    // Costs 135 (100 bonus + 20 cashback + 15 affiliate) over turnover 50 (g1) and 100 (g2): 45 and 90.
    expect(games.games).toEqual([
      {
        provider: 'alpha',
        game: 'g1',
        bets: 50,
        refunds: 0,
        wins: 80,
        turnover: 50,
        ggr: -30,
        costs: 45,
        ngr: -75,
      },
      {
        provider: 'beta',
        game: 'g2',
        bets: 100,
        refunds: 0,
        wins: 0.01,
        turnover: 100,
        ggr: 99.99,
        costs: 90,
        ngr: 9.99,
      },
      {
        provider: 'beta',
        game: 'g3',
        bets: 30,
        refunds: 30,
        wins: 0,
        turnover: 0,
        ggr: 0,
        costs: 0,
        ngr: 0,
      },
    ]);
    expect(games.providers).toEqual([
      {
        provider: 'alpha',
        bets: 50,
        refunds: 0,
        wins: 80,
        turnover: 50,
        ggr: -30,
        costs: 45,
        ngr: -75,
      },
      {
        provider: 'beta',
        bets: 130,
        refunds: 30,
        wins: 0.01,
        turnover: 100,
        ggr: 99.99,
        costs: 90,
        ngr: 9.99,
      },
    ]);
    expect(games.total).toEqual({
      bets: 180,
      refunds: 30,
      wins: 80.01,
      turnover: 150,
      ggr: 69.99,
      costs: 135,
      ngr: -65.01,
    });
  });
});

describe('CSV', () => {
  it('sends each table as UTF-8 CSV with a BOM and Thai headings', async () => {
    const res = await t.app.inject({ url: `${REPORTS}/summary${NOW}&format=csv`, headers: adminHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="summary-${yesterday}-${today}.csv"`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(`${REPORT_COLUMNS.figure},${REPORT_COLUMNS.value}`);
    expect(lines).toContain(`${REPORT_COLUMNS.deposits},11500.00`);
    expect(lines).toContain(`${REPORT_COLUMNS.withdrawalsPending},1`);

    const games = await t.app.inject({ url: `${REPORTS}/games${NOW}&format=csv`, headers: adminHeaders });
    const rows = games.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(
      rows[0]!.startsWith(`${REPORT_COLUMNS.provider},${REPORT_COLUMNS.game},${REPORT_COLUMNS.bets}`),
    ).toBe(true);
    expect(rows.slice(1)).toEqual([
      'alpha,g1,50.00,0.00,80.00,50.00,-30.00,45.00,-75.00',
      'beta,g2,100.00,0.00,0.01,100.00,99.99,90.00,9.99',
      'beta,g3,30.00,30.00,0.00,0.00,0.00,0.00,0.00',
    ]);
    const providers = await t.app.inject({
      url: `${REPORTS}/games${NOW}&format=csv&by=provider`,
      headers: adminHeaders,
    });
    expect(providers.body.trimEnd().split('\r\n')).toHaveLength(3);

    const daily = await t.app.inject({ url: `${REPORTS}/daily${NOW}&format=csv`, headers: adminHeaders });
    const days = daily.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(days).toHaveLength(3);
    expect(days[2]).toMatch(new RegExp(`^${today},11500.00,200.00,11300.00,100.00,20.00,15.00,30.00,3,3,2`));
  });
});

describe('queries and access', () => {
  const call = (query: string, headers: Record<string, string> = adminHeaders) =>
    t.app.inject({ url: `${REPORTS}/summary${query}`, headers });

  it('refuses a bad date, a reversed or too long range and unknown fields in Thai', async () => {
    expectFailure(await call('?from=2025-13-01'), 400, TH.reportDateInvalid);
    expectFailure(await call('?from=01/03/2025'), 400, TH.reportDateInvalid);
    expectFailure(await call('?from=2025-03-02&to=2025-03-01'), 400, TH.reportRangeReversed);
    expectFailure(await call('?from=2024-01-01&to=2025-01-01'), 400, TH.reportRangeTooLong);
    expect((await call('?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200); // 366 days, a leap year
    expectFailure(await call('?days=30'), 400, TH.unknownField);
    expectFailure(await call('?format=xlsx'), 400);
    const games = await t.app.inject({ url: `${REPORTS}/games?by=member`, headers: adminHeaders });
    expectFailure(games, 400);
  });

  it('needs the operator key or a staff session', async () => {
    for (const path of ['summary', 'daily', 'games']) {
      expectFailure(await t.app.inject({ url: `${REPORTS}/${path}` }), 403, TH.forbidden);
    }
    expectFailure(await call('', { 'x-admin-key': 'wrong' }), 403, TH.forbidden);
  });
});

describe('Bangkok days', () => {
  it('puts 23:59:59 Bangkok on its day and 00:00 on the next, and counts a first deposit once', async () => {
    const db = t.database.db;
    const m = await insertTestMember(db);
    await ensureMemberAccounts(db, m); // the bank channel's accounts exist since the deposits of beforeAll
    const wallet = memberAccount(m, 'gameWallet').id;
    const bank = houseAccount('bank:test').id;
    const at = async (iso: string, satang: bigint) =>
      backdatedTransfer(db, { from: bank, to: wallet, kind: 'deposit', satang, at: iso });
    await at('2025-03-01T16:59:59.999Z', 10_000n); // 2025-03-01 23:59:59.999 in Bangkok
    await at('2025-03-01T17:00:00.000Z', 20_000n); // 2025-03-02 00:00 in Bangkok
    await at('2025-03-02T16:59:59.999Z', 40_000n);

    const daily = await getReport(t.app, 'daily', '?from=2025-02-28&to=2025-03-03');
    expect(
      daily.days.map((d: { day: string; deposits: number; firstDepositors: number }) => [
        d.day,
        d.deposits,
        d.firstDepositors,
      ]),
    ).toEqual([
      ['2025-02-28', 0, 0],
      ['2025-03-01', 100, 1],
      ['2025-03-02', 600, 0],
      ['2025-03-03', 0, 0],
    ]);
    const second = await getReport(t.app, 'summary', '?from=2025-03-02&to=2025-03-02');
    expect(second.money.deposits).toBe(600);
    // Deposited on the 1st already: not a first-time depositor on the 2nd.
    expect(second.members.firstDepositors).toBe(0);
  });
});

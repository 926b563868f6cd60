import { randomInt, randomUUID } from 'node:crypto';
import { livePlaceBets, TH, type LiveKind } from '@chokdee/contracts';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { memberHeaders, memberRow, registerMember } from '../factories';
import { useTestApp } from '../test-app';
import { adjust, decideAdjustment } from '../../src/modules/adjustments/test-kit';
import { promotions, wheelPrizes } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { feedOutcomes, feedTx } from '../../src/modules/deposits/test-kit';
import { testClock } from '../../src/house/live/clock';
import { createDealer, type Dealer } from '../../src/house/live/dealer';
import type { LiveModule } from '../../src/house/live';
import { betsOfRound, latestRound } from '../../src/house/live/repo';
import { LIVE_TIMING } from '../../src/house/live/tables';
import { houseWallet } from '../../src/modules/games/test-kit';
import { codeWith, redeem } from '../../src/modules/itemcodes/test-kit';
import { balancesOf, checkInvariants, memberAccount } from '../../src/modules/ledger';
import { approve as approveRequest } from '../../src/modules/approvals/test-kit';
import { signInNewStaff, type SignedInStaff } from '../../src/modules/staff/test-kit';
import { spin } from '../../src/modules/wheel/test-kit';
import { reject, setWithdrawConfig, withdraw } from '../../src/modules/withdrawals/test-kit';
import { MemberModel, roundTurnover, type PromotionTerms } from './member-model';

/**
 * Issue 16, "the whole": random sequences of one member's actions through the real API — deposits by
 * the signed bank feed, withdrawals (some of them all the credit, large ones waiting for the operator, who
 * may reject them), wheel spins, item codes with and without turnover, promotion opt-in/out, partner
 * rounds through the signed wallet API (bets, second bets in the same round, wins, losses, pushes,
 * rollbacks, rounds left open across the other actions), hedged house baccarat hands (player and banker
 * for the same stake) and hedged live-table rounds (player and banker, dragon and tiger, high and low for
 * the same stake, often in separate calls, dealt and settled by the live dealer on a test clock, with a bet
 * after the close refused) — with games that never pay more than the stake. After every step:
 *
 * 1. paid-out + pending withdrawals <= deposited + met rewards, where a reward is MET (member-model.ts):
 *    - a promotion bonus: the member receives promotions, the promotion's eligibility allows this deposit
 *      (new-member: the member's first credited deposit ever; daily: one per Bangkok day), the amount is at
 *      most what its terms give, and the model turnover played while it ran (from its credit until the next
 *      condition starts or the server says no bonus runs) reached its turnover; it counts up to its max
 *      withdraw less its deposit (the max withdraw counts on deposit + bonus);
 *    - an item code without turnover: at once; with turnover: like a bonus, once its turnover is met;
 *    - a wheel prize: when the ticket of that spin was earned by played turnover (one per
 *      SPIN_TICKET_EVERY_BAHT of model turnover), never by a deposit;
 *    - model turnover of a round: a partner round counts what the wallet sees (its stake net of rollbacks,
 *      nothing for a push); a hedged baccarat hand or live round counts the net stake at risk, |a - b| = 0.
 *    Cashback and affiliate are not driven (their periods need a clock of their own): none is paid here.
 *    Staff credits (modules/adjustments, made with the operator key; above ADJUSTMENT_APPROVAL_BAHT approved
 *    by a staff session) are money the operator chose to give: they count with the deposits. Staff debits
 *    only lower what can leave, so the bound ignores them.
 * 2. The member's own money is never taken: what left the wallet other than by bets and withdrawals, net
 *    of what came back, is at most the bonuses ended by withdrawals still standing (a forfeit takes only
 *    what a bonus produced, and is undone when its withdrawal is rejected). A staff debit is the operator's
 *    audited decision, not a rule taking money: it is not counted as taken.
 * 3. At the end of each sequence, the ledger check passes.
 *
 * Every sequence ends with a cash-out (open rounds pay their stake back, then all the credit is asked
 * for), and fixed sequences run before the random ones: the abuse paths of issue 16 holes 1-5, staff
 * credits and debits, live hedges (issue 18) and a bonus escaping its cap through an open round (issue 23
 * hole 4).
 *
 * Reproduce a failure with MONEY_RULES_SEED (and MONEY_RULES_PATH) from the report; MONEY_RULES_RUNS sets
 * the number of sequences, MONEY_RULES_ONLY one fixed path (or `random`), MONEY_RULES_SKIP leaves actions
 * out, MONEY_RULES_DEBUG prints each step.
 */
const liveClock = testClock();
let live: LiveModule;
const t = useTestApp({
  env: { LOOKUP_IP_LIMIT_PER_MIN: '100000', LOGIN_IP_LIMIT_PER_MIN: '100000' },
  live: { clock: liveClock, deal: false, expose: (m) => (live = m) },
});
let db: Db;
/** A finance staff session: approves staff credits above the limit (the operator key made them). */
let checker: Record<string, string>;
/** Staff acting alone (issue 23): what they may give without a second person is their daily allowance. */
let insiders: { marketing: SignedInStaff; finance: SignedInStaff };
/** Codes the insider made; what their redeems credited, over the whole file (one allowance a day). */
const insiderCodes = new Set<string>();
let insiderGiven = 0n;

const REFRESH = '/auth-service/v1/refresh';
const SETTING = '/user-profile-composite/v1/users/setting';
const LAUNCH = '/game-composite/v1/launch';
const HOUSE_SESSION = '/house/api/session';
const HOUSE_ROUND = '/house/api/rounds';
/** Withdrawals above this many baht wait for the operator (and can be rejected). */
const AUTO_MAX_BAHT = 1_000;
/** What one marketing account may give alone in 24 hours (FOUR_EYES_ALONE_BAHT's default), satang. */
const INSIDER_ALLOWANCE = 500_000n;
const LIVE = ['pending', 'paying', 'paid'];

/** Demo-like promotions, set on the seeded rows: turnover 1 เท่า so that sequences can meet it. */
const PROMOTIONS: PromotionTerms[] = [
  {
    title: 'สมาชิกใหม่ รับโบนัส 50%',
    eligibility: 'firstDeposit',
    minimumDeposit: 10_000n,
    bonusPercent: 50,
    maxBonus: 50_000n,
    turnoverMultiple: 100n,
    maxWithdrawMultiple: 100n,
  },
  {
    title: 'ฝากทั้งวัน รับโบนัส 10%',
    eligibility: 'oncePerDay',
    minimumDeposit: 30_000n,
    bonusPercent: 10,
    maxBonus: 100_000n,
    turnoverMultiple: 100n,
    maxWithdrawMultiple: null,
  },
  {
    // Its cap binds below deposit + bonus (1.5 × the deposit), and only a deposit of 5,000 takes it: no
    // random deposit reaches it, only the fixed path of issue 23 hole 4.
    title: 'ฝากใหญ่ รับโบนัส 100%',
    eligibility: 'oncePerDay',
    minimumDeposit: 500_000n,
    bonusPercent: 100,
    maxBonus: 500_000n,
    turnoverMultiple: 100n,
    maxWithdrawMultiple: 75n,
  },
];
/** Promotion id -> terms. */
const terms = new Map<string, PromotionTerms>();
/** Item codes every member may redeem once: amount and turnover in satang. */
const codes: Array<{ code: string; amount: bigint; turnover: bigint }> = [];

beforeAll(async () => {
  db = t.database.db;
  checker = (await signInNewStaff(t.app, 'finance')).headers;
  insiders = {
    marketing: await signInNewStaff(t.app, 'marketing'),
    finance: await signInNewStaff(t.app, 'finance'),
  };
  await t.app.listen({ port: 0, host: '127.0.0.1' }); // the house provider reaches the wallet API over HTTP
  await setWithdrawConfig(t.app, {
    autoWithdraw: { useautoWithdraw: true, maxautoWithdraw: AUTO_MAX_BAHT },
  });
  for (const p of PROMOTIONS) {
    const values = {
      minimumDeposit: p.minimumDeposit,
      bonusPercent: p.bonusPercent,
      maxBonus: p.maxBonus,
      maxBonusType: 0,
      turnoverAmount: p.turnoverMultiple,
      depositType: 1,
      maxWithdrawAmount: p.maxWithdrawMultiple ?? 0n,
      maxWithdrawType: p.maxWithdrawMultiple === null ? 0 : 1,
    };
    const [seeded] = await db
      .update(promotions)
      .set(values)
      .where(eq(promotions.title, p.title))
      .returning({ id: promotions.id });
    const [row] = seeded
      ? [seeded]
      : await db
          .insert(promotions)
          .values({ ...values, title: p.title, claimRule: p.eligibility, sortOrder: 9 })
          .returning({ id: promotions.id });
    terms.set(row!.id, p);
  }
  // Credit prizes only, so that every spin pays (a failing sequence fails again when replayed).
  await db.update(wheelPrizes).set({ active: false });
  await db.insert(wheelPrizes).values([
    { label: 'เครดิต 5 บาท', kind: 'CREDIT', amount: 500n, weight: 2, sortOrder: 1 },
    { label: 'เครดิต 20 บาท', kind: 'CREDIT', amount: 2_000n, weight: 1, sortOrder: 2 },
  ]);
  for (const [amount, turnover] of [
    [50, 0],
    [30, 0],
    [50, 200],
    [100, 300],
  ] as const) {
    const code = await codeWith(t.app, { amount, ...(turnover > 0 && { turnover }) });
    codes.push({ code, amount: BigInt(amount) * 100n, turnover: BigInt(turnover) * 100n });
  }
});

// ---- actions ----------------------------------------------------------------------------------------

const part = fc.constantFrom(25, 50, 100, 100); // percent of the available credit
// Percent of the stake a round pays back, never more. Mostly near a push, as a bonus hunter plays: losses
// would hide money the member was not owed, since the property bounds what leaves, not what was lost.
const back = fc.oneof(
  { weight: 4, arbitrary: fc.constant(99) },
  { weight: 3, arbitrary: fc.constant(100) },
  { weight: 1, arbitrary: fc.constantFrom(0, 50) },
);
const pick = fc.nat(7);
/** MONEY_RULES_SKIP=spin,hedgedHand: leaves actions out of the random sequences (to look past one hole). */
const skipped = new Set((process.env.MONEY_RULES_SKIP ?? '').split(',').filter(Boolean));
const kind = <T extends string, F extends object>(
  t: T,
  weight: number,
  fields: { [K in keyof F]: fc.Arbitrary<F[K]> },
) => ({
  t,
  weight,
  arbitrary: fc.record({ t: fc.constant(t), ...fields }) as unknown as fc.Arbitrary<{ t: T } & F>,
});
const weighted = [
  kind('deposit', 4, {
    baht: fc.oneof(fc.constantFrom(100, 200, 300, 1_000, 1_500), fc.integer({ min: 20, max: 3_000 })),
  }),
  kind('withdraw', 3, { part }),
  kind('spin', 2, {}),
  kind('redeem', 2, { code: fc.nat(3) }),
  kind('bonusSetting', 1, { on: fc.boolean() }),
  kind('openRound', 2, { part }),
  kind('secondBet', 1, { round: pick, part }),
  kind('settle', 3, { round: pick, back }),
  kind('rollback', 1, { round: pick }),
  kind('playRound', 3, { part, back }),
  kind('hedgedHand', 2, { part }),
  kind('liveHedge', 2, { table: fc.nat(2), split: fc.boolean(), late: fc.boolean(), part }),
  kind('operatorRejects', 1, {}),
  // Up to 6,000 baht: above the default 5,000 a credit waits for a second staff member.
  kind('staffCredit', 1, { baht: fc.integer({ min: 1, max: 6_000 }) }),
  kind('staffDebit', 1, { part }),
  kind('staffApproves', 1, {}),
  // Issue 23, insiders alone: marketing makes a code for the member and tries to approve it; finance
  // assigns a stranger's transfer to the member and tries to approve that.
  kind('insiderCode', 1, { baht: fc.integer({ min: 1, max: 1_000_000 }) }),
  kind('insiderAssign', 1, { baht: fc.integer({ min: 1, max: 50_000 }) }),
];
const action = fc.oneof(...weighted.filter((w) => !skipped.has(w.t)));
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

interface Bet {
  id: string;
  amount: bigint;
  rolledBack: boolean;
}
interface Round {
  id: string;
  bets: Bet[];
  open: boolean;
}

/** Live tables where two spots cover each other (docs/ABUSE.md 15): the same stake on both never gains. */
const LIVE_HEDGES: readonly { id: string; kind: LiveKind; sides: readonly [string, string] }[] = [
  { id: 'bac-1', kind: 'baccarat', sides: ['player', 'banker'] },
  { id: 'dt-1', kind: 'dragonTiger', sides: ['dragon', 'tiger'] },
  { id: 'hilo-1', kind: 'hilo', sides: ['high', 'low'] },
];
const dealers = new Map<string, Dealer>();
/** The table's dealer, as the server's loop would run it, on the test's live clock. */
function dealerOf(table: (typeof LIVE_HEDGES)[number]) {
  let dealer = dealers.get(table.id);
  if (!dealer) {
    dealer = createDealer({
      db,
      clock: liveClock,
      log: t.app.log,
      settler: live.settler,
      publish: live.bus.publish,
      tables: [table],
      holder: 'money-rules',
    });
    dealers.set(table.id, dealer);
  }
  return dealer;
}

/** Fails unless the call was answered with one of `statuses` (a refusal by the rules is an answer). */
function answered(res: LightMyRequestResponse, statuses: number[]) {
  expect(statuses, `${res.statusCode} ${res.body}`).toContain(res.statusCode);
  return res;
}

/** One member's run: the API calls of each action, and what the model learns from them. */
async function newRun(isBonus: boolean) {
  const m = await registerMember(t.app, {
    isBonus,
    remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  });
  const row = (await memberRow(t.database, m.phoneNumber))!;
  const memberId = row.id;
  const walletId = memberAccount(memberId, 'gameWallet').id;
  const partner = houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET);
  const model = new MemberModel(PROMOTIONS, BigInt(t.env.SPIN_TICKET_EVERY_BAHT) * 100n);
  const rounds: Round[] = [];
  const seen = new Set<string>();
  /** Withdrawal id -> the reward whose condition it ended (a forfeit may take only from that). */
  const endedBy = new Map<string, number>();
  let taken = 0n;
  let houseSession: string | undefined;
  let state = await memberState();

  const available = async () => (await balancesOf(db, memberId)).gameWallet.available;
  const stakeOf = (r: Round) => r.bets.reduce((s, b) => (b.rolledBack ? s : s + b.amount), 0n);
  const openRounds = () => rounds.filter((r) => r.open);

  async function memberState() {
    const res = await t.app.inject({ url: REFRESH, headers: memberHeaders(m.token) });
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json().data.BonusInfo as { bonusId: string | null; isBonus: boolean };
    return { bonusRunning: info.bonusId !== null, isBonus: info.isBonus };
  }

  async function bet(round: Round, amount: bigint) {
    if (amount <= 0n) return;
    const id = randomUUID();
    const answer = await partner.bet({
      username: row.gameUsername,
      transactionId: id,
      roundId: round.id,
      gameCode: 'partner-live',
      amount: Number(amount),
    });
    expect(['RS_OK', 'RS_ERROR_NOT_ENOUGH_MONEY']).toContain(answer.status);
    if (answer.status === 'RS_OK') round.bets.push({ id, amount, rolledBack: false });
  }

  async function settle(round: Round, backPercent: number) {
    const stake = stakeOf(round);
    const win = (stake * BigInt(backPercent)) / 100n;
    const answer = await partner.win({
      username: row.gameUsername,
      transactionId: randomUUID(),
      roundId: round.id,
      gameCode: 'partner-live',
      amount: Number(win),
    });
    expect(answer.status).toBe('RS_OK');
    round.open = false;
    model.settled(roundTurnover({ kind: 'partner', stake, win }));
  }

  async function houseToken() {
    if (houseSession) return houseSession;
    const launched = await t.app.inject({
      method: 'POST',
      url: LAUNCH,
      headers: memberHeaders(m.token),
      payload: { ch: 'house-baccarat' },
    });
    expect(launched.statusCode, launched.body).toBe(200);
    const launchToken = new URLSearchParams(new URL(launched.json().data.url, 'http://x').hash.slice(1)).get(
      't',
    );
    const started = await t.app.inject({ method: 'POST', url: HOUSE_SESSION, payload: { launchToken } });
    expect(started.statusCode, started.body).toBe(200);
    houseSession = started.json().data.sessionToken as string;
    return houseSession;
  }

  async function act(a: Action, ctx: { deposit?: bigint; code?: (typeof codes)[number] }) {
    switch (a.t) {
      case 'deposit': {
        const [outcome] = await feedOutcomes(t.app, [
          feedTx({ fromAccount: m.BankAccount, fromBankCode: m.BankCode, amount: a.baht }),
        ]);
        expect(outcome).toBe('credited');
        ctx.deposit = BigInt(a.baht) * 100n;
        model.deposit(ctx.deposit);
        return;
      }
      case 'withdraw': {
        const amount = ((await available()) * BigInt(a.part)) / 100n;
        // 503: the payout failed and the money came back (the simulator refuses amounts ending in .13 baht);
        // the invariants then hold the return and the forfeit's undo.
        if (amount > 0n) answered(await withdraw(t.app, m.token, Number(amount) / 100), [200, 400, 409, 503]);
        return;
      }
      case 'spin':
        answered(await spin(t.app, m.token), [200, 409]);
        return;
      case 'redeem': {
        const code = codes[a.code % codes.length]!;
        const res = answered(await redeem(t.app, m.token, code.code), [200, 409, 429]);
        if (res.statusCode === 200) ctx.code = code;
        return;
      }
      case 'bonusSetting': {
        const res = await t.app.inject({
          method: 'POST',
          url: SETTING,
          headers: memberHeaders(m.token),
          payload: { isBonus: a.on },
        });
        answered(res, [200]);
        return;
      }
      case 'openRound': {
        const round: Round = { id: randomUUID(), bets: [], open: true };
        await bet(round, ((await available()) * BigInt(a.part)) / 100n);
        if (round.bets.length) rounds.push(round);
        return;
      }
      case 'secondBet': {
        const open = openRounds();
        if (open.length)
          await bet(open[a.round % open.length]!, ((await available()) * BigInt(a.part)) / 100n);
        return;
      }
      case 'settle': {
        const open = openRounds();
        if (open.length) await settle(open[a.round % open.length]!, a.back);
        return;
      }
      case 'rollback': {
        const open = openRounds();
        const round = open[a.round % open.length];
        const last = round?.bets.filter((b) => !b.rolledBack).at(-1);
        if (!round || !last) return;
        const answer = await partner.rollback({
          username: row.gameUsername,
          transactionId: randomUUID(),
          refTransactionId: last.id,
        });
        expect(answer.status).toBe('RS_OK');
        last.rolledBack = true;
        if (stakeOf(round) === 0n) round.open = false; // refunded in full: the round never settles
        return;
      }
      case 'playRound': {
        const round: Round = { id: randomUUID(), bets: [], open: true };
        await bet(round, ((await available()) * BigInt(a.part)) / 100n);
        if (!round.bets.length) return;
        rounds.push(round);
        await settle(round, a.back);
        return;
      }
      case 'hedgedHand': {
        // Player and banker for the same stake: pays back at most the stake (a push or the 5% commission).
        const side = Math.min(10_000, Math.floor((Number(await available()) * a.part) / 100 / 200));
        if (side < 10) return;
        const res = await t.app.inject({
          method: 'POST',
          url: HOUSE_ROUND,
          headers: { authorization: `Bearer ${await houseToken()}` },
          payload: { game: 'baccarat', bets: { player: side, banker: side } },
        });
        answered(res, [200]);
        expect(res.json().data.round.status).toBe('settled');
        const stake = BigInt(side) * 100n;
        model.settled(roundTurnover({ kind: 'hedge', player: stake, banker: stake }));
        return;
      }
      case 'liveHedge': {
        // The same stake on two opposite spots, in one call or several: it pays back the stake at most.
        const side = Math.min(10_000, Math.floor((Number(await available()) * a.part) / 100 / 200));
        if (side < 20) return;
        const table = LIVE_HEDGES[a.table % LIVE_HEDGES.length]!;
        const [one, other] = table.sides;
        const half = Math.floor(side / 2);
        const calls = a.split
          ? [{ [one]: side }, { [other]: half }, { [other]: side - half }]
          : [{ [one]: side, [other]: side }];
        const dealer = dealerOf(table);
        const current = async () => (await latestRound(db, liveClock, table.id))?.round;
        const previous = (await current())?.id;
        let round = await current();
        for (let i = 0; i < 30 && !(round?.phase === 'betting' && round.id !== previous); i++) {
          liveClock.advance(1_000);
          await dealer.tick();
          round = await current();
        }
        expect(round?.phase).toBe('betting');
        const session = await houseToken();
        const placeBets = (bets: Record<string, number>) =>
          t.app.inject({
            method: livePlaceBets.method,
            url: livePlaceBets.path,
            headers: { authorization: `Bearer ${session}` },
            payload: { tableId: table.id, roundId: round!.id, bets },
          });
        for (const bets of calls) answered(await placeBets(bets), [200]);
        liveClock.advance(LIVE_TIMING[table.kind].bettingMs);
        await dealer.tick();
        if (a.late) {
          const late = answered(await placeBets({ [one]: 10 }), [409]);
          expect(late.json().message).toBe(TH.liveBetsClosed);
        }
        for (let i = 0; i < 20 && (await current())!.phase !== 'done'; i++) {
          liveClock.advance(LIVE_TIMING[table.kind].stepMs);
          await dealer.tick();
        }
        expect(await current()).toMatchObject({ id: round!.id, phase: 'done' });
        expect(await betsOfRound(db, round!.id, ['pending'])).toEqual([]);
        const stake = BigInt(side) * 100n;
        model.settled(roundTurnover({ kind: 'hedge', player: stake, banker: stake }));
        return;
      }
      case 'staffCredit':
        answered(await adjust(t.app, { memberId, direction: 'credit', amount: a.baht }), [200]);
        return;
      case 'staffDebit': {
        const amount = ((await available()) * BigInt(a.part)) / 100n;
        if (amount > 0n)
          answered(
            await adjust(t.app, { memberId, direction: 'debit', amount: Number(amount) / 100 }),
            [200],
          );
        return;
      }
      case 'staffApproves': {
        const [pending] = await db
          .execute(
            sql`
          select id from adjustments where member_id = ${memberId} and status = 'pending'
          order by created_at desc limit 1`,
          )
          .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
        // 409: a debit the member no longer covers stays pending.
        if (pending) answered(await decideAdjustment(t.app, pending.id, 'approve', checker), [200, 409]);
        return;
      }
      case 'insiderCode': {
        const code = `INS${randomUUID().slice(0, 8)}`.toUpperCase();
        const made = answered(
          await t.app.inject({
            method: 'POST',
            url: '/admin/v1/itemcodes',
            headers: insiders.marketing.headers,
            payload: { code, amount: a.baht, maxUses: 1 },
          }),
          [200, 202],
        );
        if (made.statusCode === 202)
          answered(await approveRequest(t.app, made.json().approval.id, insiders.marketing.headers), [403]);
        insiderCodes.add(code);
        answered(await redeem(t.app, m.token, code), [200, 404, 409, 429]);
        return;
      }
      case 'insiderAssign': {
        const tx = feedTx({
          amount: a.baht,
          fromAccount: `56${String(randomInt(100_000_000)).padStart(8, '0')}`,
        });
        expect(await feedOutcomes(t.app, [tx])).toEqual(['unmatched']);
        const res = answered(
          await t.app.inject({
            method: 'POST',
            url: `/admin/v1/bank-statements/${tx.ref}/assign`,
            headers: insiders.finance.headers,
            payload: { phoneNumber: m.phoneNumber },
          }),
          [200, 202],
        );
        if (res.statusCode === 202)
          answered(await approveRequest(t.app, res.json().approval.id, insiders.finance.headers), [403]);
        return;
      }
      case 'operatorRejects': {
        const [pending] = await db
          .execute(
            sql`
          select id from withdrawals where member_id = ${memberId} and status = 'pending'
          order by created_at desc limit 1`,
          )
          .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
        if (pending) answered(await reject(t.app, pending.id), [200]);
        return;
      }
    }
  }

  /** Reads what the step did to the member's wallet and withdrawals into the model. */
  async function learn(
    ctx: { deposit?: bigint; code?: (typeof codes)[number] },
    runningBefore: number | null,
  ) {
    const { rows: transfers } = (await db.execute(sql`
      select id, kind, amount::text as amount, to_account_id as "to", meta
      from ledger_transfers where from_account_id = ${walletId} or to_account_id = ${walletId}
      order by created_at, id`)) as unknown as {
      rows: {
        id: string;
        kind: string;
        amount: string;
        to: string;
        meta: { promotionId?: string; code?: string } | null;
      }[];
    };
    for (const tr of transfers) {
      if (seen.has(tr.id)) continue;
      seen.add(tr.id);
      const amount = BigInt(tr.amount);
      const incoming = tr.to === walletId;
      if (!incoming) {
        if (tr.kind !== 'bet' && tr.kind !== 'withdrawal' && tr.kind !== 'adjustment') taken += amount;
        continue;
      }
      if (tr.kind === 'bonus') {
        const p = terms.get(tr.meta?.promotionId ?? '');
        model.bonus(p, amount, ctx.deposit ?? 0n, { optedIn: state.isBonus, at: new Date() });
      } else if (tr.kind === 'itemcode' && insiderCodes.has(tr.meta?.code ?? '')) {
        insiderGiven += amount; // given by one person alone: only within their allowance
      } else if (tr.kind === 'itemcode') {
        model.itemCode(amount, ctx.code?.turnover ?? 0n);
      } else if (tr.kind === 'prize') {
        model.prize(amount);
      } else if (tr.kind === 'adjustment') {
        model.staffCredit(amount);
      } else if (!['deposit', 'win', 'refund', 'withdrawal', 'cashback', 'affiliate'].includes(tr.kind)) {
        taken -= amount; // money given back, e.g. a forfeit undone
      }
    }
    state = await memberState();
    if (!state.bonusRunning) model.ended();
    const { rows: withdrawals } = (await db.execute(sql`
      select id, amount::text as amount, status from withdrawals where member_id = ${memberId}`)) as unknown as {
      rows: { id: string; amount: string; status: string }[];
    };
    for (const w of withdrawals) {
      if (!endedBy.has(w.id) && runningBefore !== null) endedBy.set(w.id, runningBefore);
      if (!endedBy.has(w.id)) endedBy.set(w.id, -1);
    }
    const live = withdrawals.filter((w) => LIVE.includes(w.status));
    const out = live.reduce((s, w) => s + BigInt(w.amount), 0n);
    const forfeitable = new Set(live.map((w) => endedBy.get(w.id)!).filter((i) => i >= 0));
    const allowedForfeit = [...forfeitable].reduce((s, i) => s + model.rewards[i]!.amount, 0n);
    return { out, allowedForfeit };
  }

  return {
    model,
    openRounds: () => openRounds().length,
    async step(a: Action) {
      const runningBefore = state.bonusRunning ? model.running : null;
      const ctx: { deposit?: bigint; code?: (typeof codes)[number] } = {};
      await act(a, ctx);
      if (process.env.MONEY_RULES_DEBUG)
        console.warn(show(a), show(ctx), show((await balancesOf(db, memberId)).gameWallet));
      const { out, allowedForfeit } = await learn(ctx, runningBefore);
      const given = model.deposited + model.staffCredited + insiderGiven;
      const bound = given + model.metRewards();
      const broken = [
        out > bound &&
          `withdrawn or pending ${out} > deposited ${model.deposited} + staff credits ${model.staffCredited} + met rewards ${bound - given}`,
        insiderGiven > INSIDER_ALLOWANCE &&
          `one staff member gave alone ${insiderGiven} > their daily allowance ${INSIDER_ALLOWANCE}`,
        taken > allowedForfeit &&
          `taken from the member ${taken} > bonuses ended by standing withdrawals ${allowedForfeit}`,
      ].filter(Boolean);
      if (broken.length) {
        const { deposited, staffCredited, rewards, played, spins } = model;
        throw new Error(
          `${broken.join('; ')}\nmodel: ${show({ deposited, staffCredited, rewards, played, spins })}`,
        );
      }
    },
  };
}

const show = (v: unknown) => JSON.stringify(v, (_, x) => (typeof x === 'bigint' ? String(x) : x));

/**
 * The abuse paths of issue 16 as fixed sequences, run before the random ones: each must keep the
 * property on the fixed code (and broke it on the code before).
 */
const KNOWN_PATHS: Array<[boolean, Action[]]> = [
  // Hole 3: tickets from a deposit, spun, then the deposit withdrawn unplayed with the prizes.
  [false, [{ t: 'deposit', baht: 1_000 }, { t: 'spin' }, { t: 'spin' }, { t: 'withdraw', part: 100 }]],
  // Hole 1: the new-member bonus again after the first one was played and withdrawn.
  [
    true,
    [
      { t: 'deposit', baht: 100 },
      { t: 'playRound', part: 100, back: 99 },
      { t: 'withdraw', part: 100 },
      { t: 'deposit', baht: 100 },
      { t: 'playRound', part: 100, back: 99 },
      { t: 'withdraw', part: 100 },
    ],
  ],
  // Hole 2: the whole bonus credit in an open round; a deposit ends the bonus; the round pays back.
  [
    true,
    [
      { t: 'deposit', baht: 100 },
      { t: 'openRound', part: 100 },
      { t: 'deposit', baht: 20 },
      { t: 'settle', round: 0, back: 100 },
      { t: 'withdraw', part: 100 },
    ],
  ],
  // Hole 2 again, found by the random sequences: an item code's turnover condition escaped the same way.
  [
    false,
    [
      { t: 'redeem', code: 2 },
      { t: 'openRound', part: 100 },
      { t: 'deposit', baht: 50 },
    ],
  ],
  // Hole 4: the bonus turnover cleared by player + banker hands.
  [
    true,
    [
      { t: 'deposit', baht: 300 },
      ...Array.from({ length: 6 }, () => ({ t: 'hedgedHand' as const, part: 100 as const })),
      { t: 'withdraw', part: 100 },
    ],
  ],
  // Hole 5: a deposit after the bonus, forfeited with the bonus at a withdrawal.
  [
    true,
    [
      { t: 'deposit', baht: 100 },
      { t: 'playRound', part: 100, back: 99 },
      { t: 'deposit', baht: 300 },
      { t: 'withdraw', part: 25 },
    ],
  ],
  // Hole 5: the forfeit kept after the operator rejects the withdrawal.
  [
    true,
    [
      { t: 'deposit', baht: 3_000 },
      { t: 'playRound', part: 100, back: 99 },
      { t: 'deposit', baht: 300 },
      { t: 'withdraw', part: 50 },
      { t: 'operatorRejects' },
    ],
  ],
  // Issue 23 hole 4 (docs/ABUSE.md 16.4): half of a capped bonus's credit staked in a round left open, the
  // other half withdrawn within the cap (nothing forfeited, the bonus ended), then the round pays back and
  // the rest is asked for.
  [
    true,
    [
      { t: 'deposit', baht: 5_000 },
      { t: 'playRound', part: 100, back: 99 },
      { t: 'openRound', part: 50 },
      { t: 'withdraw', part: 100 },
      { t: 'settle', round: 0, back: 100 },
      { t: 'withdraw', part: 100 },
    ],
  ],
  // Issue 12: a staff credit above the limit approved by a second person, played through a running bonus,
  // a staff debit, then everything asked for: only the credit joins what may leave.
  [
    true,
    [
      { t: 'deposit', baht: 100 },
      { t: 'staffCredit', baht: 5_500 },
      { t: 'staffApproves' },
      { t: 'playRound', part: 100, back: 99 },
      { t: 'staffDebit', part: 25 },
      { t: 'withdraw', part: 100 },
    ],
  ],
  // Issue 18 (docs/ABUSE.md 15a): the bonus turnover cleared on live tables by the same stake on opposite
  // spots, in separate calls, then everything asked for (baccarat and Dragon Tiger, where a hedge keeps
  // most of the stake; Hi-Lo's high and low both lose on 11 and triples, left to the random sequences).
  [
    true,
    [
      { t: 'deposit', baht: 300 },
      ...[0, 1, 0, 1, 0, 1].map((table, i) => ({
        t: 'liveHedge' as const,
        table,
        split: i % 3 !== 0,
        late: i === 1,
        part: 100 as const,
      })),
      { t: 'withdraw', part: 100 },
    ],
  ],
  // Issue 23: a marketing account mints a 1,000,000-baht code for the member and a finance account assigns
  // them a stranger's 50,000; each tries to approve their own; then everything is asked for.
  [
    false,
    [
      { t: 'insiderCode', baht: 1_000_000 },
      { t: 'insiderAssign', baht: 50_000 },
      { t: 'withdraw', part: 100 },
    ],
  ],
];

const numRuns = Number(process.env.MONEY_RULES_RUNS ?? 25);
const seed = process.env.MONEY_RULES_SEED ? Number(process.env.MONEY_RULES_SEED) : undefined;
const path = process.env.MONEY_RULES_PATH;
/** MONEY_RULES_ONLY=<n>: only the known path n (0-based); =random: only random sequences. */
const only = process.env.MONEY_RULES_ONLY;
const examples = only === undefined ? KNOWN_PATHS : only === 'random' ? [] : [KNOWN_PATHS[Number(only)]!];

it(
  'a member never withdraws more than they deposited plus the rewards whose conditions they met',
  { timeout: 300_000 },
  async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(action, { minLength: 1, maxLength: 25, size: 'max' }),
        async (isBonus, actions) => {
          const run = await newRun(isBonus);
          for (const a of actions) await run.step(a);
          // Then the hunter cashes out: every open round pays its stake back, and all the credit is asked for.
          while (run.openRounds() > 0) await run.step({ t: 'settle', round: 0, back: 100 });
          await run.step({ t: 'withdraw', part: 100 });
          expect(await checkInvariants(db)).toMatchObject({ ok: true });
        },
      ),
      {
        numRuns: only === undefined || only === 'random' ? numRuns : 1,
        examples,
        ...(seed !== undefined && { seed }),
        ...(path && { path }),
      },
    );
  },
);

import { TH } from '@chokdee/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, type MemberInput } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { rewardCredits } from '../../db/schema';
import { cardOf, testClock, type LiveModule, dealRound, houseSessionOf } from '../games/test-kit';
import { deposit } from '../ledger/test-kit';
import {
  adminHeaders,
  expectLedgerHealthy,
  parallel,
  player,
  runRewards,
  setRewardsConfig,
  walletsOf,
} from '../rewards/test-kit';
import { signInNewStaff, type SignedInStaff } from '../staff/test-kit';

/**
 * Two accounts betting the opposite sides of the same live rounds (docs/ABUSE.md 16.5): a pair whose large
 * opposite bets recur is flagged with its rounds, and its cashback waits for the operator instead of paying
 * itself; members who merely share a busy table are paid as before. Rounds are dealt by the real live dealer
 * on a test clock, then dated into past hours, and each hour is computed through the operator's call.
 */
const clock = testClock();
let live: LiveModule;
const t = useTestApp({
  env: { HEDGE_PAIR_MIN_STAKE_BAHT: '1000', HEDGE_PAIR_MIN_ROUNDS: '3', HEDGE_PAIR_WINDOW_DAYS: '7' },
  live: { clock, deal: false, expose: (m) => (live = m) },
});
let marketing: SignedInStaff;
let finance: SignedInStaff;
let support: SignedInStaff;
beforeAll(async () => {
  await setRewardsConfig(t.app);
  // The house provider reaches the wallet API over HTTP.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  marketing = await signInNewStaff(t.app, 'marketing');
  finance = await signInNewStaff(t.app, 'finance');
  support = await signInNewStaff(t.app, 'support');
});

const TABLE = { id: 'bac-1', kind: 'baccarat' as const };
/** Naturals: player 9 against banker 0, and the other way round (player, banker, player, banker). */
const PLAYER_WINS = [cardOf('9'), cardOf('K'), cardOf('Q'), cardOf('J')];
const BANKER_WINS = [cardOf('K'), cardOf('9'), cardOf('Q'), cardOf('J')];
const REVIEWS = '/admin/v1/rewards/reviews';
const PAIRS = '/admin/v1/cashback/hedge-pairs';

/** A member at the table with 100,000 baht, and their house session. */
async function seated(input: MemberInput = {}) {
  const p = await player(t, input);
  await deposit(t.database.db, p.id, 10_000_000n);
  return { ...p, session: await houseSessionOf(t.app, p.token) };
}
type Seated = Awaited<ReturnType<typeof seated>>;

/** Hour `h` (Bangkok) of `date`: its period key and half past it. */
const hourOf = (date: string, h: number) => {
  const hh = String(h).padStart(2, '0');
  return { key: `hour:${date}T${hh}`, at: new Date(Date.parse(`${date}T${hh}:30:00+07:00`)) };
};

async function hand(
  at: Date,
  outcome: 'P' | 'B',
  bets: Array<[Seated, Record<string, number>]>,
): Promise<string> {
  return dealRound(t.app, t.database.db, live, clock, {
    table: TABLE,
    stack: outcome === 'P' ? PLAYER_WINS : BANKER_WINS,
    bets: bets.map(([m, b]) => ({ session: m.session, bets: b })),
    settledAt: at,
  });
}

async function run(period: string) {
  const res = await runRewards(t.app, period);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.runs[0];
}

/** Satang the members hold in their game and cashback wallets together. */
async function moneyOf(...ms: Seated[]) {
  let sum = 0n;
  for (const m of ms) {
    const w = await walletsOf(t, m.id);
    sum += w.game + w.cashback;
  }
  return sum;
}

interface Review {
  id: string;
  period: string;
  memberId: string;
  amount: number;
  status: string;
}
async function reviewsOf(memberIds: string[], status?: string) {
  const res = await t.app.inject({
    url: `${REVIEWS}${status ? `?status=${status}` : ''}`,
    headers: adminHeaders,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as Review[]).filter((r) => memberIds.includes(r.memberId));
}

async function pairsOf(memberId: string) {
  const res = await t.app.inject({ url: PAIRS, headers: adminHeaders });
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json().data.items as Array<{ a: { memberId: string }; b: { memberId: string }; rounds: unknown[] }>
  ).filter((p) => p.a.memberId === memberId || p.b.memberId === memberId);
}

const decide = (id: string, verb: 'approve' | 'refuse', headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `${REVIEWS}/${id}/${verb}`, headers });

let probe: { a: Seated; b: Seated };

describe('two unlinked accounts hedging one live hand a period', () => {
  it('are flagged once their opposite bets recur, and their cashback waits for review', async () => {
    const a = await seated();
    const b = await seated();
    probe = { a, b };
    const before = await moneyOf(a, b);
    // The issue's probe: player 10,000 against banker 10,000, one hand an hour, two banker wins of six.
    const rounds: string[] = [];
    for (const [i, outcome] of (['P', 'B', 'P', 'P', 'B', 'P'] as const).entries()) {
      const hour = hourOf('2025-02-03', 10 + i);
      rounds.push(
        await hand(hour.at, outcome, [
          [a, { player: 10_000 }],
          [b, { banker: 10_000 }],
        ]),
      );
      await run(hour.key);
    }
    // Before rewards the pair lost two commissions (1,000); the cashback of the first two hands (500 each)
    // was paid before the bets recurred a third time: the pair ends where it started, never ahead.
    expect(await moneyOf(a, b)).toBe(before);

    const waiting = await reviewsOf([a.id, b.id], 'review');
    expect(waiting.map((r) => [r.period, r.memberId === a.id ? 'a' : 'b', r.amount])).toEqual(
      expect.arrayContaining([
        ['hour:2025-02-03T12', 'b', 500],
        ['hour:2025-02-03T13', 'b', 500],
        ['hour:2025-02-03T14', 'a', 500],
        ['hour:2025-02-03T15', 'b', 500],
      ]),
    );
    expect(waiting).toHaveLength(4);
    const [pair, ...others] = await pairsOf(a.id);
    expect(others).toEqual([]);
    expect([pair!.a.memberId, pair!.b.memberId].sort()).toEqual([a.id, b.id].sort());
    expect(pair!.rounds.map((r) => (r as { roundId: string }).roundId).sort()).toEqual([...rounds].sort());
    expect(pair!.rounds[0]).toMatchObject({
      game: 'live-baccarat',
      a: { spot: expect.any(String), amount: 10_000 },
      b: { spot: expect.any(String), amount: 10_000 },
    });
    await expectLedgerHealthy(t);
  });

  it('the operator approves (paid once, through the ledger, audited) or refuses what waits', async () => {
    const { a, b } = probe;
    const waiting = await reviewsOf([a.id, b.id], 'review');
    const [first, second] = waiting.filter((r) => r.memberId === b.id);
    const cashbackBefore = (await walletsOf(t, b.id)).cashback;

    expectFailure(await decide(first!.id, 'approve', support.headers), 403, TH.staffNotPermitted);
    // Releasing held money is for those who decide money (owner, finance), not marketing (ABUSE 16).
    expectFailure(await decide(first!.id, 'approve', marketing.headers), 403, TH.staffNotPermitted);
    const approved = await decide(first!.id, 'approve', finance.headers);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      success: 1,
      data: { id: first!.id, status: 'approved', decidedBy: `staff:${finance.id}` },
    });
    expect((await walletsOf(t, b.id)).cashback).toBe(cashbackBefore + 50_000n);
    const credits = await t.database.db
      .select()
      .from(rewardCredits)
      .where(and(eq(rewardCredits.memberId, b.id), eq(rewardCredits.periodKey, first!.period)));
    expect(credits).toMatchObject([{ kind: 'cashback', amount: 50_000n }]);
    expectFailure(await decide(first!.id, 'approve', finance.headers), 409, TH.alreadyProcessed);

    const refused = await decide(second!.id, 'refuse', finance.headers);
    expect(refused.json()).toMatchObject({ data: { id: second!.id, status: 'refused' } });
    expectFailure(await decide(second!.id, 'approve', finance.headers), 409, TH.alreadyProcessed);
    expect((await walletsOf(t, b.id)).cashback).toBe(cashbackBefore + 50_000n);

    const audit = await t.database.db.execute(
      sql`select actor, action, target from audit_entries where target in
        (${`reward-review:${first!.id}`}, ${`reward-review:${second!.id}`}) order by id`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
      {
        actor: `staff:${finance.id}`,
        action: 'rewards.review.approve',
        target: `reward-review:${first!.id}`,
      },
      {
        actor: `staff:${finance.id}`,
        action: 'rewards.review.refuse',
        target: `reward-review:${second!.id}`,
      },
    ]);
    expect(await reviewsOf([a.id, b.id], 'review')).toHaveLength(2);
    // Support reads the queue and the pairs.
    expect((await t.app.inject({ url: REVIEWS, headers: support.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: PAIRS, headers: support.headers })).statusCode).toBe(200);
    await expectLedgerHealthy(t);
  });

  it('parallel runs of a period hold its cashback once; parallel approvals pay it once', async () => {
    const { a, b } = probe;
    const hour = hourOf('2025-02-03', 16);
    await hand(hour.at, 'P', [
      [a, { player: 10_000 }],
      [b, { banker: 10_000 }],
    ]);
    const runs = await parallel(6, () => runRewards(t.app, hour.key));
    expect(runs.filter((r) => r.json().data.runs[0].computed)).toHaveLength(1);
    const [review, ...more] = (await reviewsOf([a.id, b.id], 'review')).filter((r) => r.period === hour.key);
    expect(more).toEqual([]);
    expect(review).toMatchObject({ memberId: b.id, amount: 500 });

    const cashbackBefore = (await walletsOf(t, b.id)).cashback;
    const answers = await parallel(6, () => decide(review!.id, 'approve', finance.headers));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await walletsOf(t, b.id)).cashback).toBe(cashbackBefore + 50_000n);
    await expectLedgerHealthy(t);
  });
});

describe('members at a busy table', () => {
  it('are paid as before: small bets, opposite bets with a new partner each time, same-side bets', async () => {
    // c bets player 10,000 every hand against a different banker each time (d, e, f); g and h bet 100 on
    // opposite sides every hand; i and j bet player 10,000 every hand, as c does.
    const [c, d, e, f, g, h, i, j] = await Promise.all(Array.from({ length: 8 }, () => seated()));
    const bankers = [d!, e!, f!];
    for (const [n, banker] of bankers.entries()) {
      await hand(hourOf('2025-02-04', 10 + n).at, 'B', [
        [c!, { player: 10_000 }],
        [banker, { banker: 10_000 }],
        [g!, { player: 100 }],
        [h!, { banker: 100 }],
        [i!, { player: 10_000 }],
        [j!, { player: 10_000 }],
      ]);
    }
    await run('day:2025-02-04');
    // 5 % of what each lost: 30,000 for c, i and j, 300 for g.
    expect((await walletsOf(t, c!.id)).cashback).toBe(150_000n);
    expect((await walletsOf(t, i!.id)).cashback).toBe(150_000n);
    expect((await walletsOf(t, j!.id)).cashback).toBe(150_000n);
    expect((await walletsOf(t, g!.id)).cashback).toBe(1_500n);
    const all = [c!, d!, e!, f!, g!, h!, i!, j!];
    expect(await reviewsOf(all.map((m) => m.id))).toEqual([]);
    for (const m of all) expect(await pairsOf(m.id)).toEqual([]);
  });
});

describe("one person's two accounts on opposite sides of live hands", () => {
  it('earn cashback on the commission the person lost, and are netted, not flagged', async () => {
    // Linked: both signed up from the same public address.
    const k = await seated({ remoteAddress: '198.18.77.7' });
    const l = await seated({ remoteAddress: '198.18.77.7' });
    for (const [n, outcome] of (['P', 'B', 'P'] as const).entries()) {
      await hand(hourOf('2025-02-05', 10 + n).at, outcome, [
        [k, { player: 10_000 }],
        [l, { banker: 10_000 }],
      ]);
    }
    await run('day:2025-02-05');
    // k is 10,000 ahead, l 10,500 behind: the person lost the 500 of commission, 5 % of it paid to l.
    expect((await walletsOf(t, k.id)).cashback).toBe(0n);
    expect((await walletsOf(t, l.id)).cashback).toBe(2_500n);
    expect(await reviewsOf([k.id, l.id])).toEqual([]);
    expect(await pairsOf(k.id)).toEqual([]);
  });
});

import type { LiveEvent, WalletAnswer } from '@chokdee/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveBets, livePayouts, liveRounds, liveTables } from '../../db/schema';
import type { Database } from '../../db/types';
import { createTestDatabase } from '../../../test/test-db';
import { createWalletRounds } from '../provider/wallet-round';
import type { WalletClient } from '../../lib/wallet-client';
import { testClock } from './clock';
import { createDealer } from './dealer';
import { ensureTables, latestRound } from './repo';
import { createLiveSettler, SETTLE_CONCURRENCY, walletIds } from './settle';
import { LEASE_MS, LIVE_TABLE_LIST } from './tables';

/**
 * The dealer's tables run on their own (issue 25 item 2): a table whose settlement is held up by the
 * wallet does not stop another table's rounds, its lease is renewed while it settles, a process whose lease
 * another took pays no one more, and a round's bettors are paid PER_CALL to a wallet call and
 * SETTLE_CONCURRENCY calls at once, one failed call retried without losing the others. The wallet is a
 * stand-in that records every call and can hold a round's wins; rounds, bets and leases are real rows; the
 * clock moves by hand.
 */
const PER_CALL = 3;
const clock = testClock();
let database: Database;
const BAC1 = { id: 'bac-1', kind: 'baccarat' as const };
const BAC2 = { id: 'bac-2', kind: 'baccarat' as const };
const BAC3 = { id: 'bac-3', kind: 'baccarat' as const };
const DT = { id: 'dt-1', kind: 'dragonTiger' as const };

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureTables(database.db, LIVE_TABLE_LIST);
});
afterAll(async () => {
  await database?.close();
});

const quiet = () => undefined;
const log = {
  level: 'silent',
  fatal: quiet,
  error: quiet,
  warn: quiet,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => log,
} as unknown as FastifyBaseLogger;

const OK: WalletAnswer = { status: 'RS_OK', balance: 0 };

/**
 * A wallet that answers every call at the next turn of the event loop (so calls in flight overlap), counts
 * how many calls are in flight, fails the next call carrying a username in `failNext`, and holds the calls
 * of a round's wins until released. `calls` and `answered` list win transaction ids; `answered` may be
 * shared by the wallets of two "processes".
 */
function fakeWallet(answered: string[] = []) {
  const calls: string[] = [];
  const failNext = new Set<string>();
  let inFlight = 0;
  let maxInFlight = 0;
  let held: { roundId: string; until: Promise<void>; waiting: number; arrived: () => void } | undefined;

  const wallet: WalletClient = {
    balance: async () => OK,
    bet: async () => OK,
    rollback: async () => OK,
    win: async () => {
      throw new Error('the live tables pay through wins');
    },
    async wins(bodies) {
      const ids = bodies.map((b) => b.transactionId);
      calls.push(...ids);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        if (held && ids.some((id) => id.startsWith(`live:${held!.roundId}:`))) {
          held.waiting++;
          held.arrived();
          await held.until;
        }
        await new Promise((resolve) => setImmediate(resolve));
        if (bodies.some((b) => failNext.delete(b.username))) throw new Error('no answer');
        answered.push(...ids);
        return bodies.map(() => OK);
      } finally {
        inFlight--;
      }
    },
  };
  return {
    wallet,
    calls,
    answered,
    failNext,
    maxInFlight: () => maxInFlight,
    /** Holds the round's wins: `arrived` once `count` calls are waiting; `release` lets them all through. */
    hold(roundId: string, count: number) {
      let release!: () => void;
      let arrived!: () => void;
      const until = new Promise<void>((r) => (release = r));
      const allArrived = new Promise<void>((r) => (arrived = r));
      held = { roundId, until, waiting: 0, arrived: () => held!.waiting >= count && arrived() };
      return { arrived: allArrived, release };
    },
  };
}

function dealerAs(
  holder: string,
  tables: { id: string; kind: typeof BAC1.kind | typeof DT.kind }[],
  w: ReturnType<typeof fakeWallet>,
) {
  const events: LiveEvent[] = [];
  const settler = createLiveSettler({
    db: database.db,
    log,
    rounds: createWalletRounds({ wallet: w.wallet, log, game: 'live' }),
    clock,
    winsPerCall: PER_CALL,
  });
  const dealer = createDealer({
    db: database.db,
    clock,
    log,
    settler,
    publish: (_tableId, event) => events.push(event),
    tables,
    holder,
  });
  return Object.assign(dealer, { events });
}

const current = async (tableId: string) => (await latestRound(database.db, clock, tableId))!.round;
const lease = async (tableId: string) => {
  const [row] = await database.db
    .select({
      holder: liveTables.leaseHolder,
      live: sql<boolean>`${liveTables.leaseExpiresAt} > ${clock.now()}`,
    })
    .from(liveTables)
    .where(eq(liveTables.id, tableId));
  return row;
};
const doneRounds = async (tableId: string) =>
  (
    await database.db
      .select({ id: liveRounds.id })
      .from(liveRounds)
      .where(sql`${liveRounds.tableId} = ${tableId} and ${liveRounds.phase} = 'done'`)
  ).length;
const usernames = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

/** Placed bets of `players` on the round (their wallet bets already answered). */
async function placed(roundId: string, players: string[]) {
  await database.db.insert(liveBets).values(
    players.map((username) => ({
      roundId,
      username,
      bets: { player: 10 },
      stake: 1_000n,
      status: 'placed',
    })),
  );
}

/**
 * Ticks `dealer` a second of the clock at a time until the table settles. The tick that reaches the result
 * settles at once: when `held` (the wallet holding payments) arrives first, that tick is left running and
 * its promise answered.
 */
async function untilSettling(dealer: ReturnType<typeof dealerAs>, tableId: string, held?: Promise<void>) {
  for (let i = 0; i < 60; i++) {
    clock.advance(1_000);
    const tick = dealer.tick();
    if (held && (await Promise.race([tick.then(() => false), held.then(() => true)]))) return { stuck: tick };
    await tick;
    if ((await current(tableId)).phase === 'settling') return { stuck: tick };
  }
  throw new Error(`${tableId} never settled`);
}

describe('live dealer: a loop and a lease per table', () => {
  it("deals a table on while another's settlement is held up, and renews that one's lease meanwhile", async () => {
    const answered: string[] = [];
    const w = fakeWallet(answered);
    const d = dealerAs('dealer-d', [BAC1, DT], w);
    await d.tick(); // opens a round at both tables
    const round = await current(BAC1.id);
    expect(round.phase).toBe('betting');
    const players = usernames('held', SETTLE_CONCURRENCY * PER_CALL + 12);
    await placed(round.id, players);
    const hold = w.hold(round.id, SETTLE_CONCURRENCY);

    const { stuck } = await untilSettling(d, BAC1.id, hold.arrived);

    // Another process that would deal bac-1 if its lease lapsed.
    const e = dealerAs('dealer-e', [BAC1], fakeWallet(answered));
    const dtDone = await doneRounds(DT.id);
    for (let i = 0; i < 45; i++) {
      clock.advance(1_000);
      await d.tick();
      await e.tick();
      expect(await lease(BAC1.id)).toEqual({ holder: 'dealer-d', live: true });
    }
    // 45 s of the clock: Dragon Tiger rounds (about 18 s each) went on; bac-1 still waits for its wallet.
    expect(await doneRounds(DT.id)).toBeGreaterThanOrEqual(dtDone + 2);
    expect(await current(BAC1.id)).toMatchObject({ id: round.id, phase: 'settling' });
    // One settlement in flight, not one per tick: the bettors of the first SETTLE_CONCURRENCY calls, once.
    expect(w.calls.filter((id) => id.startsWith(`live:${round.id}:`))).toHaveLength(
      SETTLE_CONCURRENCY * PER_CALL,
    );
    expect(e.events).toEqual([]);

    hold.release();
    await stuck;
    expect(await current(BAC1.id)).toMatchObject({ id: round.id, phase: 'done', dealtBy: 'dealer-d' });
    expect(answered.filter((id) => id.startsWith(`live:${round.id}:`)).sort()).toEqual(
      players.map((p) => walletIds.win(round.id, p)).sort(),
    );
  });

  it('stops paying at once when another process took the lease, which then finishes the round', async () => {
    const answered: string[] = [];
    const w = fakeWallet(answered);
    const d = dealerAs('dealer-d', [BAC2], w);
    await d.tick();
    const round = await current(BAC2.id);
    const players = usernames('lost', SETTLE_CONCURRENCY * PER_CALL + 12);
    await placed(round.id, players);
    const hold = w.hold(round.id, SETTLE_CONCURRENCY);
    const { stuck } = await untilSettling(d, BAC2.id, hold.arrived);

    // This process stalls past its lease (a long pause, a cut network); another one takes the table over.
    clock.advance(LEASE_MS + 1);
    const e = dealerAs('dealer-e', [BAC2], fakeWallet(answered));
    await e.tick();
    expect(await lease(BAC2.id)).toEqual({ holder: 'dealer-e', live: true });
    expect(await current(BAC2.id)).toMatchObject({ id: round.id, phase: 'done', dealtBy: 'dealer-e' });

    // Back, it fails to renew: its settlement starts no other payment, those in flight just end.
    await d.tick();
    hold.release();
    await stuck;
    const ofRound = (ids: string[]) => ids.filter((id) => id.startsWith(`live:${round.id}:`));
    expect(ofRound(w.calls)).toHaveLength(SETTLE_CONCURRENCY * PER_CALL);
    clock.advance(5_000);
    await d.tick();
    expect(ofRound(w.calls)).toHaveLength(SETTLE_CONCURRENCY * PER_CALL);
    const closedBy = (x: typeof d) =>
      x.events.filter((ev) => ev.type === 'phase' && ev.roundId === round.id && ev.phase === 'done');
    expect(closedBy(d)).toEqual([]);
    expect(closedBy(e)).toHaveLength(1);
    // Every bettor paid (a win sent by both is one transaction id: the wallet answers the repeat alike).
    expect(new Set(ofRound(answered))).toEqual(new Set(players.map((p) => walletIds.win(round.id, p))));
    const payouts = await database.db.select().from(livePayouts).where(eq(livePayouts.roundId, round.id));
    expect(payouts.map((p) => p.status)).toEqual(players.map(() => 'paid'));
  });

  it(`pays a round's bettors ${PER_CALL} to a call, ${SETTLE_CONCURRENCY} calls at once, and a failed call loses no other`, async () => {
    const w = fakeWallet();
    const d = dealerAs('dealer-d', [BAC3], w);
    await d.tick();
    const round = await current(BAC3.id);
    const players = usernames('many', SETTLE_CONCURRENCY * PER_CALL + 10);
    await placed(round.id, players);
    w.failNext.add('many7');
    const { stuck } = await untilSettling(d, BAC3.id);
    await stuck;

    expect(w.maxInFlight()).toBe(SETTLE_CONCURRENCY);
    const paid = async () =>
      (await database.db.select().from(livePayouts).where(eq(livePayouts.roundId, round.id)))
        .filter((p) => p.status === 'paid')
        .map((p) => p.username)
        .sort();
    // The failed call's bettors only: many7 and the others of its call.
    const unpaid = players.filter((p) => !w.answered.includes(walletIds.win(round.id, p)));
    expect(unpaid).toHaveLength(PER_CALL);
    expect(unpaid).toContain('many7');
    expect(await paid()).toEqual(players.filter((p) => !unpaid.includes(p)).sort());
    expect(await current(BAC3.id)).toMatchObject({ id: round.id, phase: 'settling' });

    // The next tick pays those left, with the same transaction ids, and closes the round.
    await d.tick();
    expect(await paid()).toEqual([...players].sort());
    expect(await current(BAC3.id)).toMatchObject({ id: round.id, phase: 'done' });
    expect(w.answered.sort()).toEqual(players.map((p) => walletIds.win(round.id, p)).sort());
    expect(w.calls.filter((id) => id === walletIds.win(round.id, 'many7'))).toHaveLength(2);
  });
});

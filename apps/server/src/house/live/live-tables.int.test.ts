import { liveListTables, livePlaceBets, liveVerifyShoe, TH } from '@chokdee/contracts';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { gameTransactions, liveRounds, liveTables } from '../../db/schema';
import type { Database } from '../../db/types';
import { seedContent } from '../../seed/demo-content';
import { testEnv } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-db';
import { checkInvariants } from '../../modules/ledger';
import { settleHand } from '@chokdee/house-maths/baccarat-bets';
import type { BaccaratHand } from '@chokdee/house-maths/baccarat';
import { houseCaller, playable } from '../../modules/games/test-kit';
import { testClock } from './clock';
import { createDealer, drawOf } from './dealer';
import { replayShoe } from '@chokdee/house-maths/live-fair-shoe';
import type { LiveModule } from './index';
import { latestRound } from './repo';
import { LEASE_MS, LIVE_TIMING } from './tables';
import { closeListening, liveMember, readEvents } from './test-kit';

/**
 * The live baccarat table end to end over real HTTP: the app listens, members bet through the API, and the
 * test drives dealers (as the server's loop would) with a clock it moves by hand.
 */
const clock = testClock();
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let mod: LiveModule;
let base: string;
const T = { id: 'bac-1', kind: 'baccarat' as const };
const timing = LIVE_TIMING.baccarat;

beforeAll(async () => {
  database = await createTestDatabase();
  const env = testEnv();
  await seedContent(database.db, env);
  app = await buildApp({ env, database, live: { clock, deal: false, expose: (m) => (mod = m) } });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  if (app) await closeListening(app);
  await database?.close();
});

const call = houseCaller(() => base);
const dealerAs = (holder: string) =>
  createDealer({
    db: database.db,
    clock,
    log: app.log,
    settler: mod.settler,
    publish: mod.bus.publish,
    tables: [T],
    holder,
  });
const current = async () => (await latestRound(database.db, clock, T.id))!.round;
/** Ticks `dealer`, moving the clock `ms` before each tick, until the current round reaches `phase`. */
async function runUntil(dealer: ReturnType<typeof dealerAs>, phase: string, ms = 1_000, max = 200) {
  for (let i = 0; i < max; i++) {
    const r = await latestRound(database.db, clock, T.id);
    if (r?.round.phase === phase) return r.round;
    clock.advance(ms);
    await dealer.tick();
  }
  throw new Error(`never reached ${phase}`);
}
const payoutOf = (hand: BaccaratHand, bets: Record<string, number>) =>
  settleHand(hand, Object.fromEntries(Object.entries(bets).map(([k, v]) => [k, BigInt(v) * 100n])))
    .returnSatang;

describe('live baccarat table', () => {
  let a: Awaited<ReturnType<typeof liveMember>>;
  let b: Awaited<ReturnType<typeof liveMember>>;
  const A = () => dealerAs('dealer-a');

  beforeAll(async () => {
    a = await liveMember(app, database, base, 10_000_000n);
    b = await liveMember(app, database, base, 10_000_000n);
  });
  afterAll(async () => {
    expect(await checkInvariants(database.db)).toMatchObject({ ok: true });
  });

  it('deals one round to two members alike, refuses a late bet and pays banker 0.95 and ties right', async () => {
    const dealer = A();
    await dealer.tick();
    const round = await current();
    expect(round).toMatchObject({ phase: 'betting', roundNo: 1, handNo: 0 });

    const ticket = await fetch(`${base}/house/api/live/tables/bac-1/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.session}` },
    }).then((r) => r.json() as Promise<{ data: { ticket: string } }>);
    const viaHeader = readEvents(`${base}/house/api/live/tables/bac-1/events`, {
      authorization: `Bearer ${a.session}`,
    });
    const viaTicket = readEvents(`${base}/house/api/live/tables/bac-1/events?ticket=${ticket.data.ticket}`);
    const refused = await fetch(`${base}/house/api/live/tables/bac-1/events?ticket=nope`);
    expect(refused.status).toBe(401);

    const betA = { player: 100, playerPair: 10 };
    const betB = { banker: 200, tie: 10 };
    const placed = await call(livePlaceBets, { tableId: 'bac-1', roundId: round.id, bets: betA }, a.session);
    expect(placed).toMatchObject({ status: 200, body: { data: { bets: betA, balance: 99_890 } } });
    expect(
      (await call(livePlaceBets, { tableId: 'bac-1', roundId: round.id, bets: betB }, b.session)).status,
    ).toBe(200);
    const unknown = await call(
      livePlaceBets,
      { tableId: 'bac-1', roundId: round.id, bets: { dragon: 10 } },
      a.session,
    );
    expect(unknown).toMatchObject({ status: 400, body: { message: TH.liveBetUnknown } });

    // Five parallel bets of 3,000 on player against the 10,000 per round: 100 + 3 × 3,000 fit, no more.
    const racing = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(livePlaceBets, { tableId: 'bac-1', roundId: round.id, bets: { player: 3_000 } }, a.session),
      ),
    );
    expect(racing.filter((r) => r.status === 200)).toHaveLength(3);
    expect(racing.filter((r) => r.status === 400).map((r) => r.body.message)).toEqual([
      'เดิมพันช่อง ผู้เล่น รวมในรอบนี้ได้ไม่เกิน 10,000 บาท',
      'เดิมพันช่อง ผู้เล่น รวมในรอบนี้ได้ไม่เกิน 10,000 บาท',
    ]);
    betA.player += 9_000;

    clock.advance(timing.bettingMs);
    await dealer.tick();
    expect((await current()).phase).toBe('dealing');
    const late = await call(
      livePlaceBets,
      { tableId: 'bac-1', roundId: round.id, bets: { tie: 10 } },
      b.session,
    );
    expect(late).toMatchObject({ status: 409, body: { message: TH.liveBetsClosed } });

    await runUntil(dealer, 'done');
    const hand = drawOf(await current()).state as BaccaratHand;
    expect(await playable(database.db, a.memberId)).toBe(10_000_000n - 911_000n + payoutOf(hand, betA));
    expect(await playable(database.db, b.memberId)).toBe(10_000_000n - 21_000n + payoutOf(hand, betB));

    await new Promise((r) => setTimeout(r, 100));
    viaHeader.stop();
    viaTicket.stop();
    const seen = (s: typeof viaHeader) => s.events.filter((e) => e.type === 'card' || e.type === 'result');
    expect(viaHeader.events[0]).toMatchObject({
      type: 'snapshot',
      round: { id: round.id, phase: 'betting' },
    });
    expect(seen(viaHeader)).toEqual(seen(viaTicket));
    const result = viaHeader.events.find((e) => e.type === 'result');
    expect(result).toMatchObject({ roundId: round.id, result: drawOf(await current()).result });
    expect(viaHeader.events.some((e) => e.type === 'bets')).toBe(true);
    // The server sees both clients go and leaves nothing behind.
    await vi.waitFor(() => expect(mod.bus.listenerCount()).toBe(0), { timeout: 5_000 });
    expect(mod.streams.openCount()).toBe(0);
  });

  it('finishes a round whose dealer died: no stake lost, another dealer takes over after the lease', async () => {
    const dead = A();
    await runUntil(dead, 'betting', timing.resultMs);
    const round = await current();
    const bets = { banker: 500, tie: 20 };
    const before = await playable(database.db, a.memberId);
    expect((await call(livePlaceBets, { tableId: 'bac-1', roundId: round.id, bets }, a.session)).status).toBe(
      200,
    );
    clock.advance(timing.bettingMs);
    await dead.tick(); // closes
    clock.advance(timing.stepMs);
    await dead.tick(); // first card, then the process "dies" (never ticks nor releases again)
    expect(await current()).toMatchObject({ phase: 'dealing', revealed: 1 });

    const next = dealerAs('dealer-b');
    clock.advance(timing.stepMs);
    await next.tick();
    expect(await current()).toMatchObject({ revealed: 1 }); // the lease still belongs to the dead one
    clock.advance(LEASE_MS);
    await runUntil(next, 'done');
    const done = await current();
    expect(done.dealtBy).toBe('dealer-b');
    const hand = drawOf(done).state as BaccaratHand;
    expect(await playable(database.db, a.memberId)).toBe(before - 52_000n + payoutOf(hand, bets));

    // The old holder comes back: it lost the lease, so it writes nothing.
    const [lease] = await database.db.select().from(liveTables).where(eq(liveTables.id, 'bac-1'));
    expect(lease!.leaseHolder).toBe('dealer-b');
    clock.advance(timing.resultMs);
    await dead.tick();
    expect((await current()).id).toBe(done.id);
  });

  it('two dealers ticking together never deal a round twice nor pay twice', async () => {
    const one = dealerAs('dealer-b');
    const two = dealerAs('dealer-c');
    const first = (await current()).roundNo;
    for (let i = 0; i < 60; i++) {
      const r = await current();
      if (r.phase === 'betting' && r.roundNo > first && i % 3 === 0) {
        await call(livePlaceBets, { tableId: 'bac-1', roundId: r.id, bets: { player: 10 } }, b.session);
      }
      clock.advance(i % 7 === 0 ? LEASE_MS + 1 : 2_000);
      await Promise.all([one.tick(), two.tick()]);
    }
    const rounds = await database.db.select().from(liveRounds).where(eq(liveRounds.tableId, 'bac-1'));
    const numbers = rounds.map((r) => r.roundNo).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    const wins = await database.db
      .select({ id: gameTransactions.transactionId, n: sql<number>`count(*)::int` })
      .from(gameTransactions)
      .where(and(like(gameTransactions.transactionId, 'live:%'), eq(gameTransactions.kind, 'win')))
      .groupBy(gameTransactions.transactionId);
    expect(wins.every((w) => w.n === 1)).toBe(true);
    expect(wins.length).toBeGreaterThan(2);
    expect(await checkInvariants(database.db)).toMatchObject({ ok: true });
  });

  it('reveals the shoe when it ends, and its seed replays every stored round', async () => {
    const dealer = A();
    clock.advance(LEASE_MS + 1);
    const shoeId = (await current()).shoeId;
    for (let i = 0; i < 2_000 && (await current()).shoeId === shoeId; i++) {
      clock.advance(20_000);
      await dealer.tick();
    }
    const verified = (
      await app.inject({ method: 'GET', url: liveVerifyShoe.path.replace(':shoeId', shoeId) })
    ).json() as {
      data: {
        serverSeed: string;
        serverSeedHash: string;
        clientSeed: string;
        rounds: { steps: unknown; result: unknown }[];
      };
    };
    const shoe = verified.data;
    expect(shoe.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const replayed = replayShoe('baccarat', shoe);
    expect(shoe.rounds.length).toBeGreaterThan(50);
    expect(
      shoe.rounds.map((r: { steps: unknown; result: unknown }) => ({ steps: r.steps, result: r.result })),
    ).toEqual(replayed.map(({ steps, result }) => ({ steps, result })));
    const tables = (
      await app.inject({
        method: 'GET',
        url: liveListTables.path,
        headers: { authorization: `Bearer ${a.session}` },
      })
    ).json() as { data: { id: string }[] };
    expect(tables.data.find((t) => t.id === 'bac-1')).toMatchObject({
      kind: 'baccarat',
      name: 'บาคาร่า โต๊ะ 1',
    });
  }, 120_000);
});

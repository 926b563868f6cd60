import type { CallContract, LiveEvent, LiveKind } from '@chokdee/contracts';
import { houseStartSession, livePlaceBets } from '@chokdee/contracts';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { gameRounds, liveRounds } from '../../db/schema';
import type { Database, Db } from '../../db/types';
import { memberHeaders, memberRow, registerMember } from '../../../test/factories';
import { deposit } from '../../modules/ledger/test-kit';
import { houseCaller } from '../../modules/games/test-kit';
import type { TestClock } from './clock';
import { createDealer, type Dealer } from './dealer';
import type { LiveModule } from './index';
import { rulesOf } from '@chokdee/house-maths/live-kinds';
import { latestRound } from './repo';
import { LIVE_TIMING } from './tables';

/**
 * Helpers for the live tables' tests (not used by the server): a member launched into the house provider
 * with credit, and a reader of a table's event stream over real HTTP.
 */
export async function liveMember(app: FastifyInstance, database: Database, base: string, satang: bigint) {
  const m = await registerMember(app);
  const row = (await memberRow(database, m.phoneNumber))!;
  await deposit(database.db, row.id, satang);
  const launched = await app.inject({
    method: 'POST',
    url: '/game-composite/v1/launch',
    headers: memberHeaders(m.token),
    payload: { ch: 'house-baccarat' },
  });
  const launchToken = new URLSearchParams(new URL(launched.json().data.url, base).hash.slice(1)).get('t');
  const started = await houseCaller(() => base)(houseStartSession, { launchToken });
  return {
    memberId: row.id,
    username: row.gameUsername,
    session: started.body.data.sessionToken as string,
    memberToken: m.token,
  };
}

/**
 * A house session of the tile `ch` for a logged-in member, launched in-process (no HTTP client left holding a
 * connection).
 */
export async function houseSessionOf(
  app: FastifyInstance,
  token: string,
  ch = 'house-baccarat',
): Promise<string> {
  const launched = await app.inject({
    method: 'POST',
    url: '/game-composite/v1/launch',
    headers: memberHeaders(token),
    payload: { ch },
  });
  expect(launched.statusCode, launched.body).toBe(200);
  const launchToken = new URLSearchParams(new URL(launched.json().data.url, 'http://x').hash.slice(1)).get(
    't',
  );
  const started = await app.inject({
    method: houseStartSession.method,
    url: houseStartSession.path,
    payload: { launchToken },
  });
  expect(started.statusCode, started.body).toBe(200);
  return started.json().data.sessionToken as string;
}

/** Calls a house page's API in-process, carrying the house session as the pages do. */
export const houseInject =
  (app: FastifyInstance) => (contract: CallContract, payload: object, session?: string) =>
    app.inject({
      method: contract.method,
      url: contract.path,
      headers: session ? { authorization: `Bearer ${session}` } : {},
      payload,
    });

/**
 * Closes a listening test app. The test's fetch client may hold a pooled connection it never sent a request
 * on, and the server would wait for it until its headers timeout (past the hook's): close stops taking new
 * connections, then the leftovers go, again until the close is done (the streams' places are freed in the
 * database before the server stops, and the client's pool may hand over a connection meanwhile).
 */
export async function closeListening(app: FastifyInstance) {
  const closing = app.close();
  app.server.closeAllConnections();
  const sweep = setInterval(() => app.server.closeAllConnections(), 100);
  await closing.finally(() => clearInterval(sweep));
}

/** Reads a table's event stream into `events` until `stop()`. */
export function readEvents(url: string, headers: Record<string, string> = {}) {
  const events: LiveEvent[] = [];
  const controller = new AbortController();
  const opened = fetch(url, { headers, signal: controller.signal }).then(async (res) => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return res;
      buffer += value;
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = frame.split('\n').find((l) => l.startsWith('data: '));
        if (data) events.push(JSON.parse(data.slice(6)) as LiveEvent);
      }
    }
  });
  return {
    events,
    done: opened.catch(() => undefined),
    stop: () => controller.abort(),
  };
}

/**
 * A stacked shoe or loaded dice for one round: replaces the stored draw of a round still open for bets with
 * the one the kind's own rules deal from `values` (card ids, or die faces 1-6, in dealing order). The dealer
 * shows and settles whatever draw the round row holds, so a test gets the outcome it needs (a triple, a tie)
 * through the real dealing and settlement. The round then no longer matches its shoe's seed.
 */
export async function stackRound(db: Db, roundId: string, kind: LiveKind, values: readonly number[]) {
  let i = 0;
  const next = () => {
    const value = values[i++];
    if (value === undefined)
      throw new RangeError(`the stacked ${kind} round needs more than ${values.length}`);
    return value;
  };
  const rules = rulesOf(kind);
  const { steps, result, state } =
    rules.source === 'dice' ? rules.drawDice!({ int: () => next() - 1 }) : rules.drawCards!(next);
  const stacked = await db
    .update(liveRounds)
    .set({ draw: { steps, result, state } })
    .where(and(eq(liveRounds.id, roundId), eq(liveRounds.phase, 'betting')))
    .returning({ id: liveRounds.id });
  if (stacked.length !== 1) throw new Error(`round ${roundId} is no longer open for bets`);
}

export interface DealPlan {
  table: { id: string; kind: LiveKind };
  /** Card ids or die faces for a stacked round (stackRound); left out, the shoe's own draw. */
  stack?: readonly number[];
  /** Each member's bet calls on the round, in order: their house session and the bets of one call. */
  bets: ReadonlyArray<{ session: string; bets: Record<string, number> }>;
  /** Dates the members' wallet rounds of this round settled then (a past reward period). */
  settledAt?: Date;
}

/**
 * Opens a table's next round for bets as the server's loop would, on a test clock; `deal()` then closes,
 * deals and settles it. For tests that act while the round is open (a withdrawal, maintenance switched on).
 */
export async function openRound(
  app: FastifyInstance,
  db: Db,
  live: LiveModule,
  clock: TestClock,
  table: { id: string; kind: LiveKind },
) {
  const dealer: Dealer = createDealer({
    db,
    clock,
    log: app.log,
    settler: live.settler,
    publish: live.bus.publish,
    tables: [table],
    holder: `test-dealer-${table.id}`,
  });
  const current = async () => (await latestRound(db, clock, table.id))?.round;
  const previous = (await current())?.id;
  let round = await current();
  for (let i = 0; i < 50 && !(round?.phase === 'betting' && round.id !== previous); i++) {
    clock.advance(1_000);
    await dealer.tick();
    round = await current();
  }
  expect(round?.phase).toBe('betting');
  const roundId = round!.id;
  const deal = async () => {
    const timing = LIVE_TIMING[table.kind];
    clock.advance(timing.bettingMs);
    await dealer.tick();
    for (let i = 0; i < 20 && (await current())!.phase !== 'done'; i++) {
      clock.advance(timing.stepMs);
      await dealer.tick();
    }
    expect(await current()).toMatchObject({ id: roundId, phase: 'done' });
  };
  return { roundId, deal };
}

/**
 * Deals one round of a table as the server's loop would, on a test clock: opens the table's next round,
 * stacks it if asked, places the bets over the API, closes, deals and settles it. Answers the round id.
 * The app must expose its live module (`live.expose`) and listen (the house provider calls the wallet).
 */
export async function dealRound(
  app: FastifyInstance,
  db: Db,
  live: LiveModule,
  clock: TestClock,
  plan: DealPlan,
) {
  const { table } = plan;
  const { roundId, deal } = await openRound(app, db, live, clock, table);
  if (plan.stack) await stackRound(db, roundId, table.kind, plan.stack);
  for (const { session, bets } of plan.bets) {
    const placed = await app.inject({
      method: livePlaceBets.method,
      url: livePlaceBets.path,
      headers: { authorization: `Bearer ${session}` },
      payload: { tableId: table.id, roundId, bets },
    });
    expect(placed.statusCode, placed.body).toBe(200);
  }
  await deal();
  if (plan.settledAt) {
    await db
      .update(gameRounds)
      .set({ settledAt: plan.settledAt })
      .where(like(gameRounds.providerRoundId, `live:${roundId}:%`));
  }
  return roundId;
}

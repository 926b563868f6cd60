import { randomUUID } from 'node:crypto';
import type { LiveEvent, LiveKind, LivePhase, LiveResult, LiveStep } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { liveRounds } from '../../db/schema';
import type { Db } from '../../db/types';
import { later, type LiveClock } from './clock';
import { drawRound, newShoeSeeds } from '@chokdee/house-maths/live-fair-shoe';
import {
  asHolder,
  insertRound,
  insertShoe,
  latestRound,
  latestShoe,
  moveRound,
  revealShoe,
  takeLease,
  type LiveRoundRow,
  releaseLease,
} from './repo';
import type { LiveSettler } from './settle';
import { LEASE_MS, LEASE_RENEW_MS, LIVE_TIMING, type LiveTiming } from './tables';

export interface StoredDraw {
  steps: LiveStep[];
  result: LiveResult;
  state: unknown;
}
export const drawOf = (round: LiveRoundRow) => round.draw as unknown as StoredDraw;

interface Table {
  id: string;
  kind: LiveKind;
}

/** One table's own run on this process: its step in flight and its lease. */
interface Run {
  /** The step in flight: a table never runs two at once, and never waits for another table's. */
  step?: Promise<void>;
  /** Stops the step in flight when the lease is lost: settlement pays no one more. */
  abort?: AbortController;
  renewing?: Promise<void>;
  /** When this process last took or renewed the lease (its own clock plus the test offset); unset: not held. */
  renewedAt?: number;
}

/**
 * The dealer of this process. Each table runs on its own: a tick starts a step on every table with none in
 * flight and renews the lease of every table whose step is still running (a long settlement), so one
 * table's slow round never delays another's, and its lease never lapses while it settles. A step keeps or
 * takes the table's lease, and moves its current round one step on when that step is due on the database
 * clock (open → close → each card or die → result → settled → next round). Every write runs as the lease
 * holder (repo.ts asHolder) and from the phase and step the dealer saw (moveRound), so two processes never
 * deal one table twice, and whoever holds the lease next carries an interrupted round on from where it
 * stopped: the draw is already stored. A lease found taken or not renewed stops the table's step at once.
 */
export function createDealer({
  db,
  clock,
  log,
  settler,
  publish,
  tables,
  timing = LIVE_TIMING,
  holder = randomUUID(),
}: {
  db: Db;
  clock: LiveClock;
  log: FastifyBaseLogger;
  settler: LiveSettler;
  publish: (tableId: string, event: LiveEvent) => void;
  tables: readonly Table[];
  timing?: Record<LiveKind, LiveTiming>;
  holder?: string;
}) {
  const runs = new Map(tables.map((t) => [t.id, {} as Run]));
  const localNow = () => Date.now() + clock.offsetMs;

  /** At the start of a step: the lease, renewed when it is due (a failed renewal throws: no step). */
  async function holdLease(tableId: string, run: Run): Promise<boolean> {
    if (run.renewedAt !== undefined && localNow() - run.renewedAt < LEASE_RENEW_MS) return true;
    const at = localNow();
    run.renewedAt = undefined;
    if (!(await takeLease(db, clock, tableId, holder, LEASE_MS))) return false;
    run.renewedAt = at;
    return true;
  }

  /** While a step runs: renews the lease when due; a lease taken by another or not renewed stops the step. */
  function renew(table: Table, run: Run): Promise<void> {
    if (run.renewing) return run.renewing;
    if (run.renewedAt === undefined || localNow() - run.renewedAt < LEASE_RENEW_MS) return Promise.resolve();
    const at = localNow();
    run.renewing = takeLease(db, clock, table.id, holder, LEASE_MS)
      .catch((err: unknown) => {
        log.warn({ err, table: table.id }, 'live: lease not renewed');
        return false;
      })
      .then((held) => {
        if (held) {
          run.renewedAt = at;
          return;
        }
        log.warn({ table: table.id }, 'live: lease lost while a step ran; this process stops dealing it');
        run.renewedAt = undefined;
        run.abort?.abort();
      })
      .finally(() => (run.renewing = undefined));
    return run.renewing;
  }

  function start(table: Table, run: Run): Promise<void> {
    const abort = new AbortController();
    run.abort = abort;
    run.step = (async () => {
      try {
        await tickTable(table, run, abort.signal);
      } catch (err) {
        log.error({ err, table: table.id }, 'live: dealing step failed');
      } finally {
        run.step = undefined;
        run.abort = undefined;
      }
    })();
    return run.step;
  }

  const asMe = <T>(tableId: string, write: Parameters<typeof asHolder<T>>[4]) =>
    asHolder(db, clock, tableId, holder, write);

  const phaseEvent = (round: LiveRoundRow, msLeft: number): LiveEvent => ({
    type: 'phase',
    tableId: round.tableId,
    roundId: round.id,
    roundNo: round.roundNo,
    handNo: round.handNo,
    phase: round.phase as LivePhase,
    betsCloseAt: round.betsCloseAt.toISOString(),
    msLeft,
  });

  /** Opens the table's next round, starting a new shoe when the last one is used up (or none exists). */
  async function openRound(table: Table, previous: LiveRoundRow | undefined) {
    const { bettingMs } = timing[table.kind];
    const events: LiveEvent[] = [];
    const round = await asMe(table.id, async (tx) => {
      let shoe = await latestShoe(tx, table.id);
      const at =
        previous && shoe?.id === previous.shoeId
          ? { handNo: previous.handNo + 1, position: previous.cardTo }
          : { handNo: 0, position: 0 };
      let drawn = shoe && !shoe.revealedAt ? drawRound(table.kind, shoe, at) : undefined;
      if (!drawn) {
        if (shoe) await revealShoe(tx, clock, shoe.id);
        const previousShoe = shoe;
        const shoeNo = (shoe?.shoeNo ?? 0) + 1;
        shoe = await insertShoe(tx, { tableId: table.id, shoeNo, ...newShoeSeeds(table.id, shoeNo) });
        events.push({
          type: 'shoe',
          tableId: table.id,
          shoe: { id: shoe.id, shoeNo, serverSeedHash: shoe.serverSeedHash, clientSeed: shoe.clientSeed },
          previous: previousShoe
            ? {
                id: previousShoe.id,
                shoeNo: previousShoe.shoeNo,
                serverSeedHash: previousShoe.serverSeedHash,
                clientSeed: previousShoe.clientSeed,
                serverSeed: previousShoe.serverSeed,
              }
            : null,
        });
        at.handNo = 0;
        drawn = drawRound(table.kind, shoe, { handNo: 0, position: 0 })!;
      }
      const { steps, result, state, from, next } = drawn;
      return insertRound(tx, {
        tableId: table.id,
        roundNo: (previous?.roundNo ?? 0) + 1,
        shoeId: shoe!.id,
        handNo: at.handNo,
        cardFrom: from,
        cardTo: next,
        phase: 'betting',
        betsCloseAt: later(clock, bettingMs),
        nextAt: later(clock, bettingMs),
        draw: { steps, result, state },
        dealtBy: holder,
      });
    });
    if (!round) return;
    for (const event of events) publish(table.id, event);
    publish(table.id, phaseEvent(round, bettingMs));
  }

  /** Pays the round's bettors and closes it; a settlement not finished is tried again by the next tick. */
  async function payAndClose(table: Table, round: LiveRoundRow, signal: AbortSignal) {
    if (!(await settler.settle(round, table.kind, signal))) return;
    const { resultMs } = timing[table.kind];
    const moved = await asMe(table.id, (tx) =>
      moveRound(tx, round, {
        phase: 'done',
        nextAt: later(clock, resultMs),
        settledAt: clock.now(),
        dealtBy: holder,
      }),
    );
    if (moved) publish(table.id, phaseEvent(moved, 0));
  }

  /** Moves the round one step on, if that step is due and this process still holds the lease. */
  async function step(table: Table, round: LiveRoundRow, signal: AbortSignal) {
    const { stepMs } = timing[table.kind];
    const draw = drawOf(round);
    const move = (change: Parameters<typeof moveRound>[2]) =>
      asMe(table.id, (tx) =>
        moveRound(tx, round, { ...change, dealtBy: holder }, sql`${liveRounds.nextAt} <= ${clock.now()}`),
      );

    if (round.phase === 'betting') {
      const moved = await move({ phase: 'dealing', nextAt: later(clock, stepMs) });
      if (moved) publish(table.id, phaseEvent(moved, 0));
    } else if (round.phase === 'dealing' && round.revealed < draw.steps.length) {
      const moved = await move({ revealed: round.revealed + 1, nextAt: later(clock, stepMs) });
      const shown = draw.steps[round.revealed]!;
      if (moved) {
        const on = { tableId: table.id, roundId: round.id, index: round.revealed, step: shown };
        publish(table.id, shown.type === 'card' ? { type: 'card', ...on } : { type: 'dice', ...on });
      }
    } else if (round.phase === 'dealing') {
      const moved = await move({ phase: 'settling', nextAt: clock.now() });
      if (!moved) return;
      const { result, steps } = draw;
      publish(table.id, {
        type: 'result',
        tableId: table.id,
        roundId: round.id,
        handNo: round.handNo,
        result,
        steps,
      });
      // Paid in the same step, not a tick (TICK_MS) later: members wait for their win from the result on.
      await payAndClose(table, moved, signal);
    } else if (round.phase === 'settling') {
      await payAndClose(table, round, signal);
    } else {
      await openRound(table, round);
    }
  }

  async function tickTable(table: Table, run: Run, signal: AbortSignal) {
    if (!(await holdLease(table.id, run))) return;
    const latest = await latestRound(db, clock, table.id);
    if (!latest) return openRound(table, undefined);
    if (latest.due) await step(table, latest.round, signal);
  }

  return {
    holder,
    /**
     * Starts a step on every table with none in flight and renews the leases of those still running one;
     * resolves once what it started is done (a test's `await tick()` sees the step made). Never rejects:
     * errors are logged per table and the next tick tries again.
     */
    async tick() {
      await Promise.all(
        tables.map((table) => {
          const run = runs.get(table.id)!;
          return run.step ? renew(table, run) : start(table, run);
        }),
      );
    },
    /** Stops every table's step (a settlement pays no one more) and lets the leases go: the next process deals at once. */
    async stop() {
      for (const run of runs.values()) run.abort?.abort();
      await Promise.all([...runs.values()].flatMap((run) => [run.step, run.renewing]));
      for (const table of tables) await releaseLease(db, table.id, holder);
      for (const run of runs.values()) run.renewedAt = undefined;
    },
  };
}
export type Dealer = ReturnType<typeof createDealer>;

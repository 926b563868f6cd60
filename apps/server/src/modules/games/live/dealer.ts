import { randomUUID } from 'node:crypto';
import type { LiveEvent, LiveKind, LivePhase, LiveResult, LiveStep } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { liveRounds } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { later, type LiveClock } from './clock';
import { drawRound, newShoeSeeds } from './fair-shoe';
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

/**
 * The dealer of this process: one tick looks at every table, keeps or takes its lease, and moves its
 * current round one step on when that step is due on the database clock (open → close → each card or die →
 * result → settled → next round). Every write runs as the lease holder (repo.ts asHolder) and from the
 * phase and step the dealer saw (moveRound), so two processes never deal one table twice, and whoever holds
 * the lease next carries an interrupted round on from where it stopped: the draw is already stored.
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
  /** When this process last renewed each lease (its own clock plus the test offset). */
  const renewedAt = new Map<string, number>();
  const localNow = () => Date.now() + clock.offsetMs;

  async function holdLease(tableId: string): Promise<boolean> {
    const last = renewedAt.get(tableId);
    if (last !== undefined && localNow() - last < LEASE_RENEW_MS) return true;
    if (await takeLease(db, clock, tableId, holder, LEASE_MS)) {
      renewedAt.set(tableId, localNow());
      return true;
    }
    renewedAt.delete(tableId);
    return false;
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

  /** Moves the round one step on, if that step is due and this process still holds the lease. */
  async function step(table: Table, round: LiveRoundRow) {
    const { stepMs, resultMs } = timing[table.kind];
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
      if (moved) {
        const { result, steps } = draw;
        publish(table.id, {
          type: 'result',
          tableId: table.id,
          roundId: round.id,
          handNo: round.handNo,
          result,
          steps,
        });
      }
    } else if (round.phase === 'settling') {
      if (!(await settler.settle(round, table.kind))) return;
      const moved = await move({ phase: 'done', nextAt: later(clock, resultMs), settledAt: clock.now() });
      if (moved) publish(table.id, phaseEvent(moved, 0));
    } else {
      await openRound(table, round);
    }
  }

  async function tickTable(table: Table) {
    if (!(await holdLease(table.id))) return;
    const latest = await latestRound(db, clock, table.id);
    if (!latest) return openRound(table, undefined);
    if (latest.due) await step(table, latest.round);
  }

  return {
    holder,
    /** One look at every table; errors are logged per table, the next tick tries again. */
    async tick() {
      for (const table of tables) {
        try {
          await tickTable(table);
        } catch (err) {
          log.error({ err, table: table.id }, 'live: dealing step failed');
        }
      }
    },
    /** Lets every lease go (a clean shutdown): the next process deals at once. */
    async release() {
      for (const table of tables) await releaseLease(db, table.id, holder);
      renewedAt.clear();
    },
  };
}
export type Dealer = ReturnType<typeof createDealer>;

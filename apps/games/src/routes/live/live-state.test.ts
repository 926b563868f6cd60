import type { LiveEvent, LiveResult } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { msLeftOf } from './countdown';
import { applyEvent, emptyTable } from './live-state';

const R1 = '00000000-0000-4000-8000-000000000001';
const R2 = '00000000-0000-4000-8000-000000000002';
const on = { tableId: 'hilo-1' };
const result: LiveResult = { kind: 'hilo', dice: [6, 5, 2], total: 13 };
const fold = (events: LiveEvent[], now = 1000) => events.reduce((s, e) => applyEvent(s, e, now), emptyTable);

describe('applyEvent', () => {
  it('counts down from the server’s msLeft on the page clock, not the wall clock', () => {
    const s = fold([
      {
        type: 'phase',
        ...on,
        roundId: R1,
        roundNo: 7,
        handNo: 2,
        phase: 'betting',
        betsCloseAt: '2000-01-01T00:00:00Z',
        msLeft: 14_000,
      },
    ]);
    expect(s.closesAt).toBe(15_000);
    expect(s.closesSeenAt).toBe(1000);
    expect(s.windowMs).toBe(14_000);
    expect(s.roundNo).toBe(7);
  });

  it('never counts more than the window at a betting start, whatever the last tick (issue 24 item 6)', () => {
    // The clock last ticked when the previous window closed, 27 s earlier: that reading made 41 s of 14.
    const seenAt = 30_000;
    const closesAt = seenAt + 14_000;
    expect(msLeftOf(closesAt, seenAt, seenAt - 27_000)).toBe(14_000);
    expect(msLeftOf(closesAt, seenAt, seenAt + 4_000)).toBe(10_000);
    expect(msLeftOf(closesAt, seenAt, closesAt + 1)).toBe(0);
  });

  it('shows the dice one by one, adds the result to the road once, and starts the next round empty', () => {
    const s = fold([
      {
        type: 'phase',
        ...on,
        roundId: R1,
        roundNo: 1,
        handNo: 0,
        phase: 'dealing',
        betsCloseAt: '2000-01-01T00:00:00Z',
        msLeft: 0,
      },
      { type: 'dice', ...on, roundId: R1, index: 0, step: { type: 'dice', value: 6 } },
      { type: 'bets', ...on, roundId: R1, players: 2, totals: { high: 300 } },
      {
        type: 'result',
        ...on,
        roundId: R1,
        handNo: 0,
        result,
        steps: [6, 5, 2].map((value) => ({ type: 'dice' as const, value })),
      },
      { type: 'result', ...on, roundId: R1, handNo: 0, result, steps: [] },
    ]);
    expect(s.results).toEqual([result]);
    expect(s.steps).toHaveLength(3);
    expect(s.bets).toEqual({ players: 2, totals: { high: 300 } });
    const next = applyEvent(
      s,
      {
        type: 'phase',
        ...on,
        roundId: R2,
        roundNo: 2,
        handNo: 1,
        phase: 'betting',
        betsCloseAt: '2000-01-01T00:00:00Z',
        msLeft: 15_000,
      },
      5000,
    );
    expect([next.steps, next.result, next.bets.players, next.results.length]).toEqual([[], null, 0, 1]);
  });

  it('keeps the revealed seed of a shoe that ended and starts the new shoe’s road', () => {
    const shoe = (n: number) => ({
      id: `00000000-0000-4000-8000-00000000010${n}`,
      shoeNo: n,
      serverSeedHash: 'h',
      clientSeed: `bac-1:${n}`,
    });
    const s = fold([
      { type: 'result', ...on, roundId: R1, handNo: 0, result, steps: [] },
      {
        type: 'shoe',
        tableId: 'bac-1',
        shoe: shoe(2),
        previous: { ...shoe(1), serverSeed: 'ab'.repeat(32) },
      },
    ]);
    expect(s.shoe?.shoeNo).toBe(2);
    expect(s.results).toEqual([]);
    expect(s.pastShoes.map((p) => p.shoeNo)).toEqual([1]);
  });
});

import type { LiveEvent, LiveKind, LivePhase, LiveResult, LiveStep } from '@chokdee/contracts';

type Snapshot = Extract<LiveEvent, { type: 'snapshot' }>;
export type ShoeInfo = NonNullable<Snapshot['shoe']>;
export type RevealedShoe = NonNullable<Extract<LiveEvent, { type: 'shoe' }>['previous']>;

/**
 * What a member sees of one live table, folded from its event stream. `closesAt` is on this page's
 * monotonic clock (performance.now() when the event arrived plus the server's `msLeft`), so a phone whose
 * wall clock is wrong still counts down with everyone else.
 */
export interface LiveTableState {
  table: { id: string; kind: LiveKind; name: string } | undefined;
  roundId: string | undefined;
  roundNo: number;
  phase: LivePhase | undefined;
  closesAt: number;
  /** When the event that set `closesAt` arrived, on the same clock (the countdown reads no earlier time). */
  closesSeenAt: number;
  /** The whole betting window (the countdown ring's full circle). */
  windowMs: number;
  steps: LiveStep[];
  result: LiveResult | null;
  shoe: ShoeInfo | null;
  /** The shoe's results so far (the roads' input), the current round's added when it is shown. */
  results: LiveResult[];
  bets: { players: number; totals: Record<string, number> };
  /** Shoes that ended while the member watched, newest first, their seeds revealed. */
  pastShoes: RevealedShoe[];
}

export const emptyTable: LiveTableState = {
  table: undefined,
  roundId: undefined,
  roundNo: 0,
  phase: undefined,
  closesAt: 0,
  closesSeenAt: 0,
  windowMs: 15_000,
  steps: [],
  result: null,
  shoe: null,
  results: [],
  bets: { players: 0, totals: {} },
  pastShoes: [],
};

const noBets = { players: 0, totals: {} };

export function applyEvent(s: LiveTableState, e: LiveEvent, now: number): LiveTableState {
  switch (e.type) {
    case 'snapshot':
      return {
        ...s,
        table: e.table,
        roundId: e.round?.id,
        roundNo: e.round?.roundNo ?? 0,
        phase: e.round?.phase,
        closesAt: now + (e.round?.msLeft ?? 0),
        closesSeenAt: now,
        windowMs: Math.max(s.windowMs, e.round?.msLeft ?? 0),
        steps: e.round?.steps ?? [],
        result: e.round?.result ?? null,
        shoe: e.shoe,
        results: e.results,
        bets: e.bets,
      };
    case 'phase': {
      const fresh = e.roundId !== s.roundId;
      return {
        ...s,
        roundId: e.roundId,
        roundNo: e.roundNo,
        phase: e.phase,
        closesAt: now + e.msLeft,
        closesSeenAt: now,
        windowMs: fresh && e.phase === 'betting' ? e.msLeft : s.windowMs,
        steps: fresh ? [] : s.steps,
        result: fresh ? null : s.result,
        bets: fresh ? noBets : s.bets,
      };
    }
    case 'card':
    case 'dice': {
      if (e.roundId !== s.roundId) return s;
      const steps = [...s.steps];
      steps[e.index] = e.step;
      return { ...s, steps };
    }
    case 'result':
      if (e.roundId !== s.roundId || s.result) return s;
      return { ...s, phase: 'settling', steps: e.steps, result: e.result, results: [...s.results, e.result] };
    case 'bets':
      return e.roundId === s.roundId ? { ...s, bets: { players: e.players, totals: e.totals } } : s;
    case 'shoe':
      return {
        ...s,
        shoe: e.shoe,
        results: [],
        pastShoes: e.previous
          ? [e.previous, ...s.pastShoes.filter((p) => p.id !== e.previous!.id)]
          : s.pastShoes,
      };
  }
}

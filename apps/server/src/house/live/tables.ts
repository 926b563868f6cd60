import type { LiveKind } from '@chokdee/contracts';

/** The live tables that run all the time (ids fixed by the lead). */
export const LIVE_TABLE_LIST: readonly { id: string; kind: LiveKind; name: string }[] = [
  { id: 'bac-1', kind: 'baccarat', name: 'บาคาร่า โต๊ะ 1' },
  { id: 'bac-2', kind: 'baccarat', name: 'บาคาร่า โต๊ะ 2' },
  { id: 'bac-3', kind: 'baccarat', name: 'บาคาร่า โต๊ะ 3' },
  { id: 'dt-1', kind: 'dragonTiger', name: 'เสือมังกร โต๊ะ 1' },
  { id: 'hilo-1', kind: 'hilo', name: 'ไฮโล โต๊ะ 1' },
  { id: 'fpc-1', kind: 'fishPrawnCrab', name: 'น้ำเต้าปูปลา โต๊ะ 1' },
];

/** A round's rhythm, in milliseconds. */
export interface LiveTiming {
  /** The betting window. */
  bettingMs: number;
  /** Between two cards or dice, and from the close to the first. */
  stepMs: number;
  /** The result stays on the table this long before the next round opens. */
  resultMs: number;
}

export const LIVE_TIMING: Record<LiveKind, LiveTiming> = {
  baccarat: { bettingMs: 15_000, stepMs: 1_000, resultMs: 4_000 },
  dragonTiger: { bettingMs: 12_000, stepMs: 1_000, resultMs: 3_000 },
  hilo: { bettingMs: 15_000, stepMs: 1_000, resultMs: 4_000 },
  fishPrawnCrab: { bettingMs: 15_000, stepMs: 1_000, resultMs: 4_000 },
};

/** LIVE_TIMING at `percent` of its pace: every phase shortened alike (browser tests, demos). */
export function pacedTiming(percent: number): Record<LiveKind, LiveTiming> {
  const scale = (ms: number) => Math.round((ms * percent) / 100);
  return Object.fromEntries(
    Object.entries(LIVE_TIMING).map(([kind, t]) => [
      kind,
      { bettingMs: scale(t.bettingMs), stepMs: scale(t.stepMs), resultMs: scale(t.resultMs) },
    ]),
  ) as Record<LiveKind, LiveTiming>;
}

/** How long a dealer's lease lasts without renewal, and how often its holder renews it. */
export const LEASE_MS = 10_000;
export const LEASE_RENEW_MS = 3_000;
/**
 * A bet still waiting for its wallet answer this long after it was recorded has lost it (a wallet call
 * gives up after 10 s): settlement rolls it back rather than wait for ever.
 */
export const BET_ANSWER_GRACE_MS = 15_000;

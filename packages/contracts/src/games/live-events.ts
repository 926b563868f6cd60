import { z } from 'zod';
import { liveKind } from './live-paytables';

/**
 * The live tables' events (Server-Sent Events of GET /house/api/live/tables/:tableId/events): the SSE
 * event name is the `type` field; `data` is one of these objects as JSON. The first event of every
 * connection is a `snapshot`; then the dealer's `phase`, `card`/`dice`, `result` and `shoe`, and `bets`
 * at most once a second. Times: `msLeft` is measured on the server's clock when the event was sent, so a
 * phone with a wrong clock still counts down right.
 */
export const livePhase = z.enum(['betting', 'dealing', 'settling', 'done']);
export type LivePhase = z.infer<typeof livePhase>;

export const liveStep = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('card'),
    side: z.enum(['player', 'banker', 'dragon', 'tiger']),
    /** 0..415 in the 8-deck order of house/baccarat-shoe.ts (rank = card % 13, suit = ⌊card / 13⌋ % 4). */
    card: z.number().int(),
    label: z.string(),
  }),
  z.object({ type: z.literal('dice'), value: z.number().int().min(1).max(6) }),
]);
export type LiveStep = z.infer<typeof liveStep>;

/** What a finished round showed; `road` (card tables) is the big road's letter: B banker/dragon, P player/tiger, T tie. */
export const liveResult = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('baccarat'),
    winner: z.enum(['player', 'banker', 'tie']),
    playerTotal: z.number().int(),
    bankerTotal: z.number().int(),
    natural: z.boolean(),
    playerPair: z.boolean(),
    bankerPair: z.boolean(),
    road: z.object({ side: z.enum(['B', 'P', 'T']) }),
  }),
  z.object({
    kind: z.literal('dragonTiger'),
    winner: z.enum(['dragon', 'tiger', 'tie']),
    dragon: z.number().int(),
    tiger: z.number().int(),
    road: z.object({ side: z.enum(['B', 'P', 'T']) }),
  }),
  z.object({
    kind: z.enum(['hilo', 'fishPrawnCrab']),
    dice: z.array(z.number().int().min(1).max(6)).length(3),
    total: z.number().int(),
  }),
]);
export type LiveResult = z.infer<typeof liveResult>;

/** Members and whole baht on each bet code of the current round. */
export const liveBetTotals = z.object({
  players: z.number().int(),
  totals: z.record(z.string(), z.number()),
});

export const liveShoeInfo = z.object({
  id: z.uuid(),
  shoeNo: z.number().int(),
  /** SHA-256 of the shoe's server seed, published before its first round. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
});

/** A finished shoe's seed, revealed when the next one starts. */
export const liveRevealedShoe = liveShoeInfo.extend({ serverSeed: z.string() });

export const liveRoundState = z.object({
  id: z.uuid(),
  roundNo: z.number().int(),
  /** The round's place in its shoe, from 0 (the roads' hand number). */
  handNo: z.number().int(),
  phase: livePhase,
  betsCloseAt: z.iso.datetime({ offset: true }),
  /** Milliseconds of betting left on the server clock (0 once closed). */
  msLeft: z.number().int(),
  /** The cards or dice shown so far, in dealing order. */
  steps: z.array(liveStep),
  /** Once every card or die is shown. */
  result: liveResult.nullable(),
});
export type LiveRoundState = z.infer<typeof liveRoundState>;

const on = { tableId: z.string(), roundId: z.uuid() };

export const liveEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('snapshot'),
    table: z.object({ id: z.string(), kind: liveKind, name: z.string() }),
    serverNow: z.iso.datetime({ offset: true }),
    round: liveRoundState.nullable(),
    shoe: liveShoeInfo.nullable(),
    /** The results of the shoe so far, in order: the roads' input. */
    results: z.array(liveResult),
    bets: liveBetTotals,
  }),
  z.object({
    type: z.literal('phase'),
    ...on,
    roundNo: z.number().int(),
    handNo: z.number().int(),
    phase: livePhase,
    betsCloseAt: z.iso.datetime({ offset: true }),
    msLeft: z.number().int(),
  }),
  z.object({ type: z.literal('card'), ...on, index: z.number().int(), step: liveStep }),
  z.object({ type: z.literal('dice'), ...on, index: z.number().int(), step: liveStep }),
  z.object({
    type: z.literal('result'),
    ...on,
    handNo: z.number().int(),
    result: liveResult,
    steps: z.array(liveStep),
  }),
  z.object({ type: z.literal('bets'), ...on, ...liveBetTotals.shape }),
  z.object({
    type: z.literal('shoe'),
    tableId: z.string(),
    shoe: liveShoeInfo,
    /** The shoe that just ended, its seed revealed: verify it with GET /house/api/live/shoes/:shoeId. */
    previous: liveRevealedShoe.nullable(),
  }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;
export type LiveEventType = LiveEvent['type'];

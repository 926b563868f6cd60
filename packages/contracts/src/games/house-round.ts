import { z } from 'zod';
import { baht, isoDate } from '../common/fields';
import { TH } from '../messages';

/**
 * The built-in house provider's game API, called by its own pages under /house/ (Thai, mobile first).
 * The pages authenticate with the house session token (`Authorization: Bearer`) that
 * `POST /house/api/session` gives for a launch token. Amounts are baht; stakes are whole baht.
 */
export const HOUSE_GAME_CODES = ['slot', 'naga', 'baccarat', 'trading'] as const;
export const houseGame = z.enum(HOUSE_GAME_CODES, { error: TH.invalidRequest });
export type HouseGameCode = z.infer<typeof houseGame>;

const stake = z.number({ error: TH.houseStakeInvalid }).int({ error: TH.houseStakeInvalid }).min(1, {
  error: TH.houseStakeInvalid,
});

export const BACCARAT_BET_CODES = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;

/** What the member bets on; also how a finished round shows its bet. */
export const housePlayBody = z.discriminatedUnion('game', [
  z.object({ game: z.literal('slot'), bet: stake }).strict(),
  /** The total bet, split evenly over the 20 lines. */
  z.object({ game: z.literal('naga'), bet: stake }).strict(),
  z
    .object({
      game: z.literal('baccarat'),
      bets: z
        .object(
          Object.fromEntries(BACCARAT_BET_CODES.map((k) => [k, stake.optional()])) as Record<
            (typeof BACCARAT_BET_CODES)[number],
            z.ZodOptional<typeof stake>
          >,
        )
        .strict()
        .refine((bets) => Object.values(bets).some((v) => v !== undefined), { error: TH.houseStakeInvalid }),
    })
    .strict(),
  z.object({ game: z.literal('trading'), call: z.enum(['up', 'down']), stake }).strict(),
]);
export type HousePlayBody = z.infer<typeof housePlayBody>;

/**
 * One spin of "ขุมทรัพย์พญานาค": stops, the 5 x 3 window (per reel, top to bottom, symbol ids), the
 * winning lines (NAGA_LINES numbering; `symbols` of a kind from reel 1; `pays` in total bets before the
 * multiplier), the lotuses and their pay in total bets, the free spins awarded, and the spin's multiplier.
 */
const nagaSpin = z.object({
  stops: z.array(z.number().int()),
  window: z.array(z.array(z.string())),
  lines: z.array(
    z.object({ line: z.number().int(), symbols: z.number().int(), symbol: z.string(), pays: z.number() }),
  ),
  scatter: z.object({ count: z.number().int(), pays: z.number() }),
  awarded: z.number().int(),
  multiplier: z.number().int(),
});

/** What the seeds drew, independent of the bet (what the verification page replays). */
export const houseOutcome = z.discriminatedUnion('game', [
  z.object({
    game: z.literal('slot'),
    stops: z.array(z.number().int()),
    /** Per reel, top to bottom: symbol ids; the middle row is the pay line. */
    window: z.array(z.array(z.string())),
    line: z.array(z.string()),
    multiplier: z.number().int(),
    rule: z.string().nullable(),
  }),
  z.object({
    game: z.literal('naga'),
    ...nagaSpin.shape,
    /** The free spins the paid spin started, in order (retriggers included), each tripled. */
    freeSpins: z.array(nagaSpin),
    /** The round's whole win as a number of total bets, exact to 0.05 (win = bet x total). */
    total: z.number(),
  }),
  z.object({
    game: z.literal('baccarat'),
    /** Card labels such as "K♠", in the order each side received them. */
    player: z.array(z.string()),
    banker: z.array(z.string()),
    playerTotal: z.number().int(),
    bankerTotal: z.number().int(),
    winner: z.enum(['player', 'banker', 'tie']),
    natural: z.boolean(),
    playerPair: z.boolean(),
    bankerPair: z.boolean(),
  }),
  z.object({
    game: z.literal('trading'),
    /** Start price, then the price after each tick. */
    prices: z.array(z.number()),
    move: z.enum(['up', 'down', 'flat']),
  }),
]);
export type HouseOutcome = z.infer<typeof houseOutcome>;

/** The seeds of the member's current pair: the server seed only as its SHA-256 commitment. */
export const houseFairness = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int(),
});

export const houseRound = z.object({
  id: z.string(),
  game: houseGame,
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Revealed once the member rotated away from this seed pair; null until then. */
  serverSeed: z.string().nullable(),
  stake: baht,
  payout: baht,
  /** settled; placed (win still being confirmed); refused (not enough credit); cancelled (bet undone). */
  status: z.enum(['pending', 'placed', 'settled', 'refused', 'cancelled']),
  bet: housePlayBody,
  outcome: houseOutcome,
  createdAt: isoDate,
});
export type HouseRound = z.infer<typeof houseRound>;

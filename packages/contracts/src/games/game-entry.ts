import { z } from 'zod';
import { TH } from '../messages';

/** SPEC §3 "Game provider entry" categories, and the `category` filter of the catalogue. */
export const GAME_CATEGORIES = ['LIVECASINO', 'EGAMES', 'POKER', 'TRADING'] as const;
export const gameCategory = z.enum(GAME_CATEGORIES, { error: TH.invalidRequest });
export type GameCategory = z.infer<typeof gameCategory>;

/** SPEC §3 gameType: the kind of launch target (`*` is a partner's catch-all entry). */
export const GAME_TYPES = ['LIVECASINO', 'EGAMES', 'TRADING', 'LOBBY', '*'] as const;

/** A partner or entry code: also part of ledger account names and launch URLs, so kept plain. */
export const gameCodeField = z
  .string({ error: TH.invalidRequest })
  .regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: TH.invalidRequest });

/**
 * One return-to-player figure of a game (a game with several bets has one per bet), in percent. A `share`
 * is a part of the return above it (what a slot's free spins add), not the return of a bet: shown with its
 * label, never as a return of its own (the lobby's range leaves it out).
 */
export const gameRtp = z.object({ label: z.string(), percent: z.number(), share: z.boolean().optional() });
export type GameRtp = z.infer<typeof gameRtp>;

/** The lowest and highest return of a game's bets, the shares left out. */
export function returnRange(rtp: readonly GameRtp[]): [low: number, high: number] {
  const returns = rtp.filter((r) => !r.share).map((r) => r.percent);
  return [Math.min(...returns), Math.max(...returns)];
}

/**
 * What members and visitors see of one entry (SPEC §3, plus its display name). The house provider's
 * entries also carry what the sheet before the launch shows: RTP, stake limits in whole baht and the
 * rules, read from the game itself; an outside partner's entry has none of them.
 */
export const gameEntry = z.object({
  ch: z.string(),
  img: z.string(),
  gameType: z.string(),
  category: gameCategory,
  name: z.string(),
  rtp: z.array(gameRtp).optional(),
  minBet: z.number().optional(),
  maxBet: z.number().optional(),
  rules: z.array(z.string()).optional(),
});
export type GameEntry = z.infer<typeof gameEntry>;

/** The operator's view and input: the entry of one partner, with its switch and position. */
export const adminGameEntry = z
  .object({
    partner: gameCodeField,
    ch: gameCodeField,
    name: z.string().trim().min(1).max(100),
    img: z.string().max(500),
    gameType: z.enum(GAME_TYPES),
    category: gameCategory,
    active: z.boolean(),
    sortOrder: z.number().int().min(0).max(1_000_000),
  })
  .strict();
export type AdminGameEntry = z.infer<typeof adminGameEntry>;

import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht, isoDate } from '../common/fields';

/** One game round of the member (game recall); amounts in baht. */
export const gameRound = z.object({
  id: z.string(),
  /** The partner's round id. */
  roundId: z.string(),
  partner: z.string(),
  gameCode: z.string(),
  /** open: bets taken, no result yet; settled: result known; refunded: every bet rolled back. */
  status: z.enum(['open', 'settled', 'refunded']),
  result: z.enum(['win', 'lose', 'draw']).nullable(),
  bet: baht,
  win: baht,
  refund: baht,
  openedAt: isoDate,
  settledAt: isoDate.nullable(),
});
export type GameRound = z.infer<typeof gameRound>;

export const listGameRounds = defineCall({
  method: 'GET',
  path: '/game-composite/v1/rounds',
  summary: "The member's 20 latest game rounds, newest first (game recall)",
  response: okEnvelope(z.array(gameRound)),
});

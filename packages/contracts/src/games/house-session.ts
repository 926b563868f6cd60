import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht } from '../common/fields';
import { TH } from '../messages';
import { gameRtp } from './game-entry';
import { houseFairness, houseGame } from './house-round';

/** Honest odds: the return to player of every bet, shown on each game page. */
export const houseGameInfo = z.object({
  game: houseGame,
  title: z.string(),
  rtp: z.array(gameRtp),
  /** The paytable and rules in Thai, one line each. */
  rules: z.array(z.string()),
  minStake: z.number().int(),
  maxStake: z.number().int(),
});

export const houseState = z.object({
  /** The member's game username, partly masked. */
  player: z.string(),
  balance: baht,
  fairness: houseFairness,
  games: z.array(houseGameInfo),
});
export type HouseState = z.infer<typeof houseState>;

export const houseStartSession = defineCall({
  method: 'POST',
  path: '/house/api/session',
  summary:
    'House provider: trades the launch token of a launch URL (valid 2 minutes) for a house session token ' +
    '(Authorization: Bearer, valid 4 hours) and the player state',
  body: z
    .object({
      launchToken: z
        .string({ error: TH.houseSessionExpired })
        .min(1)
        .max(1000, { error: TH.houseSessionExpired }),
    })
    .strict(),
  response: okEnvelope(
    houseState.extend({
      sessionToken: z.string(),
      /** The page the launch opened: a game, or one of the client's pages that are not one game. */
      game: houseGame.or(z.enum(['lobby', 'videoPoker', 'holdem', 'live'])),
    }),
  ),
});

export const houseGetState = defineCall({
  method: 'GET',
  path: '/house/api/state',
  summary: 'House provider: balance, current seeds and the odds of every game (house session token)',
  response: okEnvelope(houseState),
});

import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { gameEntry } from './game-entry';

/** The "เล่นล่าสุด" row holds this many games. */
export const RECENT_GAMES_SIZE = 12;

export const getRecentGames = defineCall({
  method: 'GET',
  path: '/game-composite/v1/recent',
  summary:
    'The games the member launched lately, one per entry, most recent first (12 at most; every successful ' +
    'launch records one); only entries the catalogue offers now',
  response: okEnvelope(z.array(gameEntry)),
});

import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { gameEntry } from './game-entry';

export const getFavouriteGames = defineCall({
  method: 'GET',
  path: '/game-composite/v1/favourites',
  summary:
    "The member's favourite games (the heart on a tile), most recently added first: only entries the " +
    'catalogue offers now (an entry switched off or removed is left out, and comes back with it)',
  response: okEnvelope(z.array(gameEntry)),
});

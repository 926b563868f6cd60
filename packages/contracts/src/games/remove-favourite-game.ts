import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { favouriteGameBody } from './favourite-game-body';
import { gameEntry } from './game-entry';

export const removeFavouriteGame = defineCall({
  method: 'DELETE',
  path: '/game-composite/v1/favourites',
  summary:
    "Removes an entry from the member's favourites (removing one not there changes nothing). Answers the list",
  body: favouriteGameBody,
  response: okEnvelope(z.array(gameEntry)),
});

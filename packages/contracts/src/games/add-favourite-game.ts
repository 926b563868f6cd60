import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { favouriteGameBody } from './favourite-game-body';
import { gameEntry } from './game-entry';

export const addFavouriteGame = defineCall({
  method: 'PUT',
  path: '/game-composite/v1/favourites',
  summary:
    "Adds an entry of the site's catalogue to the member's favourites (adding one already there changes " +
    'nothing); refused for an entry the catalogue does not offer and past 50 favourites. Answers the list',
  body: favouriteGameBody,
  response: okEnvelope(z.array(gameEntry)),
});

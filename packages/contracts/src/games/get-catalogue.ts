import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { gameCategory, gameEntry } from './game-entry';

export const getCatalogue = defineCall({
  method: 'GET',
  path: '/game-composite/v1/catalogue',
  summary:
    "The game catalogue of the site's partner (site config `Partner`): active entries of the categories " +
    'the site offers (`Product`), in display order; `category` narrows it to one category',
  querystring: z.object({ category: gameCategory.optional() }).strict(),
  response: okEnvelope(z.array(gameEntry)),
});

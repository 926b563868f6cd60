import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { TH } from '../messages';
import { adminGameEntry } from './game-entry';

export const adminPutGamesBody = z
  .object({
    games: z
      .array(adminGameEntry)
      .max(1000)
      .refine((list) => new Set(list.map((g) => `${g.partner}\u0000${g.ch}`)).size === list.length, {
        error: TH.gameEntryDuplicate,
      }),
  })
  .strict();

export const adminPutGames = defineCall({
  method: 'PUT',
  path: '/admin/v1/games',
  summary:
    'Operator: replace the whole catalogue with `games` (what GET answered, edited); entries left out are ' +
    'removed, `active: false` hides one without removing it. Partner and ch are unique together',
  body: adminPutGamesBody,
  response: okEnvelope(z.array(adminGameEntry)),
});

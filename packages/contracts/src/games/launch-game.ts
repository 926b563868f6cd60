import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { plainText } from '../common/fields';
import { TH } from '../messages';
import { gameCodeField } from './game-entry';

export const launchGameBody = z
  .object({
    ch: plainText(
      z
        .string({ error: TH.gameNotFound })
        .min(1, { error: TH.gameNotFound })
        .max(64, { error: TH.gameNotFound }),
    ),
    /** A game inside the entry (e.g. one table of a lobby); the entry's default game when left out. */
    gameCode: gameCodeField.optional(),
  })
  .strict();

export const launchGame = defineCall({
  method: 'POST',
  path: '/game-composite/v1/launch',
  summary:
    'Opens a game of the catalogue: answers `data.url` to open (for the house partner a page of this server ' +
    'carrying a short-lived signed launch token). Refused during maintenance, for a locked member and for a ' +
    'disabled partner or entry',
  body: launchGameBody,
  response: okEnvelope(z.object({ url: z.string() })),
});

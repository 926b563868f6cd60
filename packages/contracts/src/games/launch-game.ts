import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { plainText } from '../common/fields';
import { TH } from '../messages';
import { gameCodeField } from './game-entry';

/** A page of the member app: `/user`, then plain path segments (no `..`, no other host). */
export const MEMBER_PAGE = /^\/user(?:\/[A-Za-z0-9_-]+)*\/?$/;

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
    /**
     * The member app page the game's "กลับหน้าหลัก" leads back to (the list the member launched from),
     * e.g. `/user/slot`. Only a page of this site's member app: never another site (an open redirect).
     */
    returnTo: z
      .string({ error: TH.invalidRequest })
      .max(200, { error: TH.invalidRequest })
      .regex(MEMBER_PAGE, { error: TH.invalidRequest })
      .optional(),
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

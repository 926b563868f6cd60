import { z } from 'zod';
import { plainText } from '../common/fields';
import { TH } from '../messages';

/** A member keeps at most this many favourite games. */
export const MAX_FAVOURITE_GAMES = 50;

/** The entry (its `ch` in the site's catalogue) a favourite is added or removed for. */
export const favouriteGameBody = z
  .object({
    ch: plainText(
      z
        .string({ error: TH.gameNotFound })
        .min(1, { error: TH.gameNotFound })
        .max(64, { error: TH.gameNotFound }),
    ),
  })
  .strict();

import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht } from '../common/fields';
import { TH } from '../messages';

/**
 * `bets` is checked against the table's own spots and limits on the server (live-paytables.ts liveBets):
 * an unknown code or a stake out of range is refused with 400.
 */
export const livePlaceBetsBody = z
  .object({
    tableId: z.string().min(1).max(20),
    roundId: z.uuid({ error: TH.invalidRequest }),
    bets: z.record(z.string().max(20), z.unknown()),
  })
  .strict();
export type LivePlaceBetsBody = z.infer<typeof livePlaceBetsBody>;

export const livePlaceBets = defineCall({
  method: 'POST',
  path: '/house/api/live/bets',
  summary:
    'House provider: bets on the current round of a live table (house session token), while its betting ' +
    'window is open on the server clock (409 after the close). Each call takes its stake through the ' +
    'seamless wallet at once; several calls per round add up, within each spot’s limit per round',
  body: livePlaceBetsBody,
  response: okEnvelope(
    z.object({
      betId: z.uuid(),
      roundId: z.uuid(),
      /** This call's bets and the member's whole bets on the round so far, whole baht per code. */
      bets: z.record(z.string(), z.number()),
      roundBets: z.record(z.string(), z.number()),
      balance: baht,
    }),
  ),
});

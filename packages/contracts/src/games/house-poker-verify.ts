import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { TH } from '../messages';
import { housePokerGame } from './house-poker-round';
import { houseClientSeed } from './house-rotate-seeds';

/** Every card a poker round's seeds decide, in the order the deck gives them. */
export const housePokerDeck = z.discriminatedUnion('game', [
  z.object({
    game: z.literal('videoPoker'),
    dealt: z.array(z.string()).length(5),
    /** The replacements, in the order they fill the discards left to right. */
    draws: z.array(z.string()).length(5),
  }),
  z.object({
    game: z.literal('holdem'),
    player: z.array(z.string()).length(2),
    flop: z.array(z.string()).length(3),
    turn: z.string(),
    river: z.string(),
    dealer: z.array(z.string()).length(2),
  }),
]);

export const housePokerVerify = defineCall({
  method: 'POST',
  path: '/house/api/poker/verify',
  summary:
    'House provider, open to anyone: checks that a revealed server seed hashes to its commitment and replays ' +
    "the poker deck of round `nonce` (the cards dealt, then every card a draw, a call or the dealer's hand took)",
  body: z
    .object({
      game: housePokerGame,
      serverSeed: z.string().regex(/^[0-9a-f]{64}$/, { error: TH.serverSeedInvalid }),
      serverSeedHash: z.string().regex(/^[0-9a-fA-F]{64}$/, { error: TH.serverSeedInvalid }),
      clientSeed: houseClientSeed,
      nonce: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    })
    .strict(),
  response: okEnvelope(z.object({ hashMatches: z.boolean(), deck: housePokerDeck.nullable() })),
});

import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht } from '../common/fields';

export const reloadGameWallet = defineCall({
  method: 'POST',
  path: '/game-composite/v1/reload',
  summary:
    "The member card's reload button: with a transfer-style partner, brings the member's credit back from " +
    "the partner's side; answers the playable credit (game wallet) in baht. With a seamless partner the " +
    'credit never leaves, so it only reads it',
  response: okEnvelope(z.object({ balance: baht })),
});

import { z } from 'zod';
import { defineCall } from '../common/envelope';
import { TH } from '../messages';

export const pullSlip = defineCall({
  method: 'POST',
  path: '/user-profile-composite/v1/topup-api/pullslip',
  summary:
    "Deposit by slip: `barcode` is the text of the slip's mini-QR (scanned in the browser). The transfer it names " +
    "must have reached one of the site's channels from the member's bound account, and its sender must fit this " +
    "member and no other; it is then credited once. Success: `{success: 1, message}` for the 'แจ้งเตือน' popup. " +
    "Malformed or tampered QR: 400; this member's own slip used again: 409; anything else that is not theirs to " +
    'take (not seen yet, another sender, used by another, other receiver, a mask fitting several members): one ' +
    'uniform 404, so a guessed reference tells nothing; verifier down: 503.',
  body: z
    .object({
      // An empty barcode gets SPEC §5's 'no files' from the service (the validation handler passes only Thai).
      barcode: z.string({ error: TH.slipMalformed }).max(1000, { error: TH.slipMalformed }),
    })
    .strict(),
  response: z.object({ success: z.literal(1), message: z.string() }),
});

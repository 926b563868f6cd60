import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht, plainText } from '../common/fields';
import { TH } from '../messages';

export const redeemItemCodeBody = z
  .object({
    redeem_code: plainText(
      z
        .string({ error: TH.itemCodeEmpty })
        .trim()
        .min(1, { error: TH.itemCodeEmpty })
        .max(64, { error: TH.itemCodeNotFound }),
    ),
  })
  .strict();

export const redeemItemCode = defineCall({
  method: 'POST',
  path: '/user-profile-composite/v1/topup/itemcode/redeem',
  summary:
    'Redeem an item code: credits its free credit to the game wallet (history: a DEPOSIT row with bonus id ' +
    "'ITEMCODE', not counted in totalDeposit), once per member. `data: { amount, turnover }` in baht, where " +
    '`turnover` is the condition it started (0 = none). 404 unknown code, 409 expired, used up, already ' +
    'redeemed by this member or a turnover code while a promotion still runs, 429 more than 10 tries in 10 minutes',
  body: redeemItemCodeBody,
  response: okEnvelope(z.object({ amount: baht, turnover: baht })),
});

import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht } from '../common/fields';

/** What a claim moved into the playable credit, in baht. */
export const rewardClaim = z.object({ amount: baht });

export const claimCashback = defineCall({
  method: 'GET',
  path: '/user-profile-composite/v1/users/cashback/vertify',
  summary:
    "Claim cashback (SPEC spelling 'vertify'): moves the whole cashback wallet to the game wallet (a CASHBACK row " +
    "in the history) and answers `{success: 1, data: {amount}, message: 'Success!'}`. Refusals (409): nothing to " +
    "claim 'คุณไม่มียอดเสีย ไม่สามารถกดรับได้', below site config `cashBack.minWithdraw`; 403 locked member. " +
    'Parallel claims pay once',
  response: okEnvelope(rewardClaim),
});

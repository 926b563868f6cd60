import { defineCall, okEnvelope } from '../common/envelope';
import { rewardClaim } from '../cashback/claim-cashback';

export const claimAffiliate = defineCall({
  method: 'GET',
  path: '/user-profile-composite/v1/users/affiliate/vertify',
  summary:
    "Move the affiliate income to the game wallet (SPEC spelling 'vertify'): the whole affiliate wallet, an " +
    "AFFILIATE row in the history, `{success: 1, data: {amount}, message: 'Success!'}`. Refusals (409): nothing " +
    'earned, below site config `Affiliate.minWithdraw`; 403 locked member. Parallel calls pay once',
  response: okEnvelope(rewardClaim),
});

import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { memberBanner } from './banner';

export const claimSigninPopup = defineCall({
  method: 'POST',
  path: '/v2/signin-popup',
  summary:
    "The member's sign-in popup for today: the first live banner placed `signin`, at most one a day per " +
    'member across every device (Bangkok days; a second call, or two at once, answer null), none during a ' +
    'break. The app shows it once, dismissable',
  response: okEnvelope(z.object({ popup: memberBanner.nullable() })),
});

import { defineCall, okEnvelope } from '../common/envelope';
import { playSession } from '../play-limits/get-play-session';

export const houseGetPlaySession = defineCall({
  method: 'GET',
  path: '/house/api/play-session',
  summary:
    "House provider: the player's running play session as the operator counts it (house session token), for " +
    'the reality check shown on the game page; the same numbers as /user-profile-composite/v1/play-session.',
  response: okEnvelope(playSession),
});

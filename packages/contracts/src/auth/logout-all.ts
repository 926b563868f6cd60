import { z } from 'zod';
import { defineCall } from '../common/envelope';

export const logoutAll = defineCall({
  method: 'POST',
  path: '/user-profile-composite/v1/sessions/logout-all',
  summary: 'Signs out everywhere: revokes every session of the member, this one included',
  response: z.object({ success: z.literal(1), message: z.string() }),
});

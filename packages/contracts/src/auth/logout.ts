import { z } from 'zod';
import { defineCall } from '../common/envelope';

export const logout = defineCall({
  method: 'POST',
  path: '/auth-service/v1/logout',
  summary: 'Sign out: revokes the access token carried by this request',
  response: z.object({ success: z.literal(1), message: z.string() }),
});

import { z } from 'zod';
import { defineCall } from '../common/envelope';
import { userInfo } from './user-info';

export const refresh = defineCall({
  method: 'GET',
  path: '/auth-service/v1/refresh',
  summary: "The member's user info; extends the session (sliding expiry)",
  response: z.object({ success: z.literal(1), data: userInfo, message: z.string().optional() }),
});

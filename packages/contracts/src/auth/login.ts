import { z } from 'zod';
import { defineCall } from '../common/envelope';
import { TH } from '../messages';
import { userInfo } from './user-info';

export const loginBody = z
  .object({
    phoneNumber: z.string({ error: TH.loginFailed }).regex(/^\d{10}$/, { error: TH.loginFailed }),
    Password: z
      .string({ error: TH.loginFailed })
      .min(1, { error: TH.loginFailed })
      .max(100, { error: TH.loginFailed }),
  })
  .strict();

export const login = defineCall({
  method: 'POST',
  path: '/auth-service/v1/login',
  summary: 'Log in with phone and password; answers the opaque access token as `authToken`',
  body: loginBody,
  response: z.object({
    success: z.literal(1),
    authToken: z.string(),
    data: userInfo,
    message: z.string(),
    /** Ours (issue 12): the password is a temporary one staff set; the app asks for a new one first. */
    mustChangePassword: z.boolean(),
  }),
});

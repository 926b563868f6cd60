import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { bankAccount, bankCode, checkAccountFitsBank } from '../common/fields';

export const checkBank = defineCall({
  method: 'POST',
  path: '/auth-service/v1/checkBank',
  summary: "Registration step 2: look up the account holder's name and get a short-lived bank token",
  body: z.object({ BankAccount: bankAccount, BankCode: bankCode }).strict().superRefine(checkAccountFitsBank),
  response: okEnvelope(z.object({ firstName: z.string(), lastName: z.string(), token: z.string() })),
});

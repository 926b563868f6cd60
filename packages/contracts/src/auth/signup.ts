import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { bankAccount, bankCode, newPassword, personName, phoneNumber } from '../common/fields';
import { TH } from '../messages';

/** Control characters never belong in a name or wallet id; U+0000 cannot even be stored in PostgreSQL. */
const hasControlChar = (s: string) => [...s].some((c) => c <= '\u001f' || c === '\u007f');
const storable = (schema: z.ZodString) =>
  schema.refine((s) => !hasControlChar(s), { error: TH.invalidRequest });

/** The signup payload of SPEC §3. Names are taken from the verified bank lookup, not from here. */
export const signupBody = z
  .object({
    phoneNumber,
    Password: newPassword,
    Confirm_Password: z.string({ error: TH.fillAll }).min(1, { error: TH.fillAll }),
    BankAccount: bankAccount,
    BankCode: bankCode,
    firstName: storable(personName).optional(),
    lastName: storable(personName).optional(),
    tokenBank: z.string().max(200).optional(),
    affiliateKey: z.string().max(100).optional().nullable(),
    isBonus: z.boolean().optional(),
    WalletId: storable(z.string().max(100, { error: TH.walletIdTooLong }))
      .optional()
      .nullable(),
  })
  .strict()
  .refine((b) => b.Password === b.Confirm_Password, {
    error: TH.passwordMismatch,
    path: ['Confirm_Password'],
  });
export type SignupBody = z.input<typeof signupBody>;

export const signup = defineCall({
  method: 'POST',
  path: '/auth-service/v1/signup',
  summary: 'Registration step 3: create the member (header `tokenBank` from checkBank)',
  body: signupBody,
  response: okEnvelope(z.object({ phoneNumber: z.string() })),
});

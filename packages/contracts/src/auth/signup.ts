import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import {
  bankAccount,
  bankCode,
  checkAccountFitsBank,
  newPassword,
  personName,
  phoneNumber,
  plainText,
} from '../common/fields';
import { TH } from '../messages';
import { TERMS_VERSION } from '../terms';

/**
 * Age and terms (issue 27 item 7): the member confirms being 20 or older and accepts the terms of
 * `TERMS_VERSION`. Added to the SPEC's payload as an optional field, so a signup without it still works as the
 * SPEC says; the member app always sends it. When present it must say yes to both, for the terms in force.
 */
export const signupConsent = z
  .object({
    adult: z.boolean({ error: TH.consentRequired }).refine((v) => v, { error: TH.consentRequired }),
    termsVersion: z
      .string({ error: TH.termsVersionOutdated })
      .max(20, { error: TH.termsVersionOutdated })
      .refine((v) => v === TERMS_VERSION, { error: TH.termsVersionOutdated }),
  })
  .strict();
export type SignupConsent = z.input<typeof signupConsent>;

/** The signup payload of SPEC §3. Names are taken from the verified bank lookup, not from here. */
export const signupBody = z
  .object({
    phoneNumber,
    Password: newPassword,
    Confirm_Password: z.string({ error: TH.fillAll }).min(1, { error: TH.fillAll }),
    BankAccount: bankAccount,
    BankCode: bankCode,
    firstName: personName.optional(),
    lastName: personName.optional(),
    tokenBank: plainText(z.string().max(200)).optional(),
    affiliateKey: z.string().max(100).optional().nullable(),
    isBonus: z.boolean().optional(),
    WalletId: plainText(z.string().max(100, { error: TH.walletIdTooLong }))
      .optional()
      .nullable(),
    consent: signupConsent.optional(),
  })
  .strict()
  .superRefine(checkAccountFitsBank)
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

import { z } from 'zod';
import { findBank, MEMBER_BANK_CODES, THAI_MOBILE, WALLET_BANK } from '../banks';
import { TH } from '../messages';

/**
 * Control characters (C0, DEL, C1) never belong in a member's text, and U+0000 cannot even be stored in, or
 * compared with, PostgreSQL text: refused up front with one Thai message instead of failing the query (500).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHAR = /[\u0000-\u001f\u007f-\u009f]/;
export const hasControlChar = (s: string) => CONTROL_CHAR.test(s);

/** A string without control characters; every free-text input goes through it. */
export const plainText = (schema: z.ZodString = z.string()) =>
  schema.refine((s) => !hasControlChar(s), { error: TH.controlCharacters, abort: true });

/**
 * A Thai mobile number: exactly 10 digits (SPEC §5, its message), beginning 06, 08 or 09 (ours: a landline or
 * a made-up number cannot receive the operator's calls or SMS,
 * docs/decisions/005-thai-phone-and-bank-numbers.md).
 */
export const phoneNumber = z
  .string({ error: TH.invalidPhone })
  .regex(/^\d{10}$/, { error: TH.invalidPhone, abort: true })
  .regex(THAI_MOBILE, { error: TH.mobileOnly });

export const bankCode = z
  .string({ error: TH.fillBeforeConfirm })
  .refine((c) => MEMBER_BANK_CODES.includes(c), { error: TH.fillBeforeConfirm });

/** Bank account (or wallet phone): 10 or 12 digits (SPEC §5). Dashes and spaces are tolerated and removed. */
export const bankAccount = z
  .string({ error: TH.fillBeforeConfirm })
  .max(15, { error: TH.fillBeforeConfirm })
  .transform((s) => s.replace(/[\s-]/g, ''))
  .refine((s) => /^(\d{10}|\d{12})$/.test(s), { error: TH.fillBeforeConfirm });

/**
 * The refusal for an account (digits only, already 10 or 12 of them) that is not the length its bank uses, or
 * a wallet number that is no mobile number; undefined when it fits. Checked on the {BankAccount, BankCode} pair.
 */
export function accountMismatch(code: string, account: string): string | undefined {
  const bank = findBank(code);
  if (!bank || !/^(\d{10}|\d{12})$/.test(account)) return undefined;
  if (code === WALLET_BANK.code) return THAI_MOBILE.test(account) ? undefined : TH.walletNotMobile;
  if (account.length === bank.accountLength) return undefined;
  return TH.accountLengthForBank.replace('{bank}', bank.th).replace('{digits}', String(bank.accountLength));
}

/** Adds accountMismatch's refusal to a schema of {BankAccount, BankCode}, on the BankAccount field. */
export const checkAccountFitsBank = (
  body: { BankAccount: string; BankCode: string },
  ctx: { addIssue: (issue: { code: 'custom'; message: string; path: string[]; input: unknown }) => void },
) => {
  const message = accountMismatch(body.BankCode, body.BankAccount);
  if (message) ctx.addIssue({ code: 'custom', message, path: ['BankAccount'], input: body.BankAccount });
};

/**
 * Passwords: 6 to 15 characters (SPEC §5 sets the maximum; the minimum is ours,
 * docs/decisions/003-password-lengths.md).
 */
export const newPassword = z
  .string({ error: TH.fillAll })
  .min(1, { error: TH.fillAll })
  .min(6, { error: TH.passwordTooShort })
  .max(15, { error: TH.passwordTooLong });

export const personName = plainText(z.string().trim().max(100, { error: TH.nameTooLong }));

/** Far above any site's amounts; keeps satang well inside exact float and bigint conversion. */
export const MAX_BAHT = 100_000_000;

/** A baht number that is whole satang (float noise under a millionth tolerated). */
export const hasAtMost2Decimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** Baht on the wire: a finite number with at most 2 decimals. */
export const baht = z.number().finite().refine(hasAtMost2Decimals, { error: 'at most 2 decimals' });

export const isoDate = z.string();

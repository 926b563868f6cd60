import { z } from 'zod';
import { MEMBER_BANK_CODES } from '../banks';
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

/** A Thai mobile number: exactly 10 digits (SPEC §5). */
export const phoneNumber = z.string({ error: TH.invalidPhone }).regex(/^\d{10}$/, { error: TH.invalidPhone });

export const bankCode = z
  .string({ error: TH.fillBeforeConfirm })
  .refine((c) => MEMBER_BANK_CODES.includes(c), { error: TH.fillBeforeConfirm });

/** Bank account (or wallet phone): 10 or 12 digits (SPEC §5). Dashes and spaces are tolerated and removed. */
export const bankAccount = z
  .string({ error: TH.fillBeforeConfirm })
  .max(15, { error: TH.fillBeforeConfirm })
  .transform((s) => s.replace(/[\s-]/g, ''))
  .refine((s) => /^(\d{10}|\d{12})$/.test(s), { error: TH.fillBeforeConfirm });

/** Passwords: 6 to 15 characters (SPEC §5 sets the maximum; the minimum is ours, docs/DECISIONS.md). */
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

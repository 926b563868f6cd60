import { z } from 'zod';
import { BANK_CODES } from '../banks';
import { baht, hasAtMost2Decimals, MAX_BAHT, phoneNumber } from '../common/fields';
import { TH } from '../messages';

export const CHANNEL_KINDS = ['BANK', 'WALLET', 'PROMPTPAY'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/**
 * A receiving account as the deposit dialog shows it (SPEC §3 "Deposit channel"). A wallet channel
 * has the wallet code 'TRUEMONEY' and its phone number as the account; `phoneNumber` is only on wallets.
 */
export const depositChannelView = z.object({
  BankCode: z.string(),
  BankAccount: z.string(),
  fullName: z.string(),
  phoneNumber: z.string().optional(),
  Channel: z.enum(CHANNEL_KINDS),
  BankName: z.string(),
  /**
   * Not in SPEC §3: the smallest and largest amount of one transfer (baht), present only when the operator
   * set them. SPEC clients read the fields above by name and ignore these.
   */
  MinAmount: baht.optional(),
  MaxAmount: baht.optional(),
});
export type DepositChannelView = z.infer<typeof depositChannelView>;

/** A channel as the operator manages it. */
export const adminDepositChannel = z.object({
  id: z.string(),
  channel: z.enum(CHANNEL_KINDS),
  bankCode: z.string().nullable(),
  bankAccount: z.string().nullable(),
  fullName: z.string(),
  phoneNumber: z.string().nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** One transfer's limits in baht, null: none. */
  minAmount: baht.nullable(),
  maxAmount: baht.nullable(),
  /** Shown only to members who have a credited deposit. */
  hiddenFromNew: z.boolean(),
  createdAt: z.string(),
});
export type AdminDepositChannel = z.infer<typeof adminDepositChannel>;

const invalid = { error: TH.depositChannelInvalid };
/** Digits only: dashes and spaces an operator pastes are removed. */
const digits = (pattern: RegExp) =>
  z
    .string(invalid)
    .max(20, invalid)
    .transform((s) => s.replace(/[\s-]/g, ''))
    .refine((s) => pattern.test(s), invalid);
const badLimits = { error: TH.depositChannelLimitsInvalid };
/** A limit in baht, or null for none. */
const limit = z
  .number(badLimits)
  .refine((n) => n > 0 && n <= MAX_BAHT && hasAtMost2Decimals(n), badLimits)
  .nullable()
  .default(null);
const common = {
  fullName: z.string(invalid).trim().min(1, invalid).max(200, invalid),
  active: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(100_000).default(0),
  minAmount: limit,
  maxAmount: limit,
  hiddenFromNew: z.boolean().default(false),
};
const limitsInOrder = (c: { minAmount: number | null; maxAmount: number | null }) =>
  c.minAmount === null || c.maxAmount === null || c.minAmount <= c.maxAmount;

/**
 * What the operator sends to create or replace a channel: a bank account (one of the 17 bank codes),
 * a TrueMoney wallet (its phone number) or a PromptPay id (phone or 13-digit id).
 */
export const depositChannelInput = z
  .discriminatedUnion('channel', [
    z
      .object({
        channel: z.literal('BANK'),
        bankCode: z.string(invalid).refine((c) => BANK_CODES.includes(c), invalid),
        bankAccount: digits(/^(\d{10}|\d{12})$/),
        ...common,
      })
      .strict(),
    z.object({ channel: z.literal('WALLET'), phoneNumber, ...common }).strict(),
    z
      .object({ channel: z.literal('PROMPTPAY'), bankAccount: digits(/^(\d{10}|\d{13})$/), ...common })
      .strict(),
  ])
  .refine(limitsInOrder, { ...badLimits, path: ['maxAmount'] });
export type DepositChannelInput = z.output<typeof depositChannelInput>;

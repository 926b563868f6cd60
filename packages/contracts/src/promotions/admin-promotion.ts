import { z } from 'zod';
import { hasAtMost2Decimals, isoDate, MAX_BAHT, plainText } from '../common/fields';
import { TH } from '../messages';

/** Who may take a promotion (docs/rules/promotions.md rule 2); the database checks the same four. */
export const CLAIM_RULES = ['firstDeposit', 'oncePerMember', 'oncePerDay', 'everyDeposit'] as const;

/**
 * A promotion as the operator manages it. Values follow the member list (SPEC §9): a *Type of 1 makes
 * the value a multiple ('เท่า'), otherwise baht; `turnoverAmount` takes its unit from `depositType`;
 * `maxBonus` and `maxWithdrawAmount` 0 mean unlimited.
 */
export const adminPromotion = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  minimumDeposit: z.number(),
  bonusPercent: z.number().int(),
  turnoverAmount: z.number(),
  depositType: z.number().int(),
  maxBonus: z.number(),
  maxBonusType: z.number().int(),
  maxWithdrawAmount: z.number(),
  maxWithdrawType: z.number().int(),
  claimRule: z.enum(CLAIM_RULES),
  startsAt: isoDate.nullable(),
  endsAt: isoDate.nullable(),
  maxClaimsPerMember: z.number().int().nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: isoDate,
});
export type AdminPromotion = z.infer<typeof adminPromotion>;

/** Trimmed text without control characters (`plainText`: a NUL cannot even be stored). */
const text = (min: number, max: number) => plainText(z.string().trim().min(min).max(max));
/** Baht or hundredths of a multiple: at most 2 decimals, 0 up to 100 million. */
const amount = z
  .number({ error: TH.invalidAmount })
  .refine((n) => n >= 0 && n <= MAX_BAHT && hasAtMost2Decimals(n), {
    error: TH.invalidAmount,
  });
const valueType = z.union([z.literal(0), z.literal(1)]);
const instant = z.iso.datetime({ offset: true, error: TH.promotionInstantInvalid }).nullable();

/** Every field the operator may set; PATCH takes any of them, POST needs title, percent and rule. */
export const promotionFields = {
  title: plainText(
    z
      .string({ error: TH.promotionTitleInvalid })
      .trim()
      .min(1, { error: TH.promotionTitleInvalid })
      .max(200, { error: TH.promotionTitleInvalid }),
  ),
  imageUrl: text(0, 500),
  minimumDeposit: amount,
  /** The bonus as a percent of the deposit. */
  bonusPercent: z
    .number({ error: TH.promotionPercentInvalid })
    .int({ error: TH.promotionPercentInvalid })
    .min(1, { error: TH.promotionPercentInvalid })
    .max(1000, { error: TH.promotionPercentInvalid }),
  turnoverAmount: amount,
  depositType: valueType,
  maxBonus: amount,
  maxBonusType: valueType,
  maxWithdrawAmount: amount,
  maxWithdrawType: valueType,
  claimRule: z.enum(CLAIM_RULES),
  /** ISO date-times; the window is [startsAt, endsAt) on the database's clock; null: open. */
  startsAt: instant,
  endsAt: instant,
  /** How many times one member may take it in all; null: as often as the rule allows. */
  maxClaimsPerMember: z
    .number({ error: TH.promotionMaxClaimsInvalid })
    .int({ error: TH.promotionMaxClaimsInvalid })
    .min(1, { error: TH.promotionMaxClaimsInvalid })
    .max(1_000_000, { error: TH.promotionMaxClaimsInvalid })
    .nullable(),
  active: z.boolean(),
  sortOrder: z
    .number({ error: TH.promotionOrderInvalid })
    .int({ error: TH.promotionOrderInvalid })
    .min(0, { error: TH.promotionOrderInvalid })
    .max(100_000, { error: TH.promotionOrderInvalid }),
};

/** The `:id` path parameter (checked by the handler: contracts carry no params schema). */
export const promotionParams = z.object({ id: z.uuid() });

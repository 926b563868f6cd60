import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht } from '../common/fields';
import { siteConfig } from '../config/site-config';
import { transactionRow } from '../history/transaction';

/** A member the caller referred, directly (level 1) or through one of theirs (level 2). */
export const referredMember = z.object({
  /** Masked: 081-xxx-5678. */
  phoneNumber: z.string(),
  level: z.union([z.literal(1), z.literal(2)]),
  /** Signup time, ISO. */
  regisdate: z.string(),
});

/** One commission credited for a finished period and level. */
export const affiliateIncome = z.object({
  _id: z.string(),
  /** Period key, e.g. `day:2026-11-23`, and its range (ISO, end exclusive). */
  period: z.string(),
  start: z.string(),
  end: z.string(),
  level: z.union([z.literal(1), z.literal(2)]),
  /** The referred members' net loss or turnover the percent applied to (see `setting.basis`). */
  base: baht,
  percent: z.number(),
  /** How many referred members played in the period. */
  members: z.number().int(),
  Amount: baht,
  createdAt: z.string(),
});

/** SPEC §3 "Affiliate data"; amounts in baht. */
export const affiliateData = z.object({
  /** The affiliate wallet: income not yet moved to the game wallet. */
  balance: baht,
  /** Moves of affiliate income to the game wallet, newest first (20). */
  transaction: z.array(transactionRow),
  /** Referred members, newest first (at most 200 per level). */
  Users: z.array(referredMember),
  /** Commission income per period and level, newest first (50). */
  transaction_incomes: z.array(affiliateIncome),
  /** Site config `Affiliate`, plus `basis`: what the percents apply to. */
  setting: siteConfig.shape.Affiliate.extend({ basis: z.enum(['loss', 'turnover']) }),
});
export type AffiliateData = z.infer<typeof affiliateData>;

export const getAffiliate = defineCall({
  method: 'GET',
  path: '/user-profile-composite/v1/users/affiliate',
  summary:
    'The refer-a-friend dialog: `data: { balance, transaction, Users, transaction_incomes, setting }` (SPEC §3). ' +
    'Commissions are paid per finished period into the affiliate wallet: level 1 on the play of members the ' +
    'caller referred, level 2 on the play of members they referred, each with its percent of site config ' +
    '`Affiliate.percent`, on net loss (`Affiliate.turnover` 0) or turnover (`Affiliate.turnover` above 0). The ' +
    'referral link is the site origin plus `/?shareToken={affiliateKey}`',
  response: okEnvelope(affiliateData),
});

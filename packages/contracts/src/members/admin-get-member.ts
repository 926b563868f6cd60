import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { shownAccount } from './member-common';

const wallet = z.object({ balance: z.number(), held: z.number(), available: z.number() });

/** The member page's head: profile, bound bank, money, and how many rows each list holds. */
export const adminMemberPage = z.object({
  profile: z.object({
    id: z.string(),
    phoneNumber: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    gameUsername: z.string(),
    affiliateKey: z.string(),
    referrer: z.object({ id: z.string(), phoneNumber: z.string() }).nullable(),
    isBonus: z.boolean(),
    locked: z.boolean(),
    mustChangePassword: z.boolean(),
    signupIp: z.string().nullable(),
    createdAt: z.string(),
    passwordChangedAt: z.string().nullable(),
    /**
     * Age and terms at signup (issue 27 item 7): which terms the member accepted, and when they accepted them
     * and confirmed being 20 or older; all null for a signup without the consent (the SPEC's payload).
     */
    consent: z
      .object({ termsVersion: z.string(), termsAcceptedAt: z.string(), adultConfirmedAt: z.string() })
      .nullable(),
  }),
  bank: shownAccount,
  /** Each of the seven wallets in baht (spinWallet in tickets): balance, held by pending holds, available. */
  wallets: z.record(z.string(), wallet),
  totals: z.object({ totalDeposit: z.number(), totalWithdraw: z.number() }),
  turnover: z.object({
    /** Settled turnover of every round, baht. */
    settledTotal: z.number(),
    /** The running bonus's condition; null when none runs. */
    activeBonus: z
      .object({ promotionId: z.string(), needTurnover: z.number(), nowTurnover: z.number() })
      .nullable(),
  }),
  counts: z.object({
    ledgerEntries: z.number().int(),
    deposits: z.number().int(),
    withdrawals: z.number().int(),
    bonuses: z.number().int(),
    gameRounds: z.number().int(),
    referralsLevel1: z.number().int(),
    referralsLevel2: z.number().int(),
    logins: z.number().int(),
    notes: z.number().int(),
  }),
});
export type AdminMemberPage = z.infer<typeof adminMemberPage>;

export const adminGetMember = defineCall({
  method: 'GET',
  path: '/admin/v1/members/:id',
  summary:
    'Back office: one member: profile, bound bank (in full only to roles that may move money), wallets, ' +
    'turnover and the size of each list; the lists are paged calls of their own',
  response: okEnvelope(adminMemberPage),
});

import { z } from 'zod';
import { MEMBER_BANK_CODES, PROMPTPAY_BANK } from '../banks';
import { baht, plainText } from '../common/fields';
import { TH } from '../messages';

/**
 * An operator's own bank logo: an image path on this site (e.g. /uploads/kbank.png) or a small data:image URL;
 * the page's CSP loads images from this site only.
 */
const bankLogoUrl = z
  .string()
  .max(20_000)
  .regex(/^(\/(?!\/)[^\s"'<>\\]*|data:image\/(png|webp|jpeg|gif|svg\+xml)[;,][^\s"'<>]*)$/, {
    error: 'a path on this site (/…) or a data:image URL',
  });

/** The members' maintenance notice: plain text, short enough to read on a phone. */
export const maintenanceMessage = plainText(z.string().trim().max(500, { error: TH.maintenanceMessageLong }));
export const maintenanceUntil = z.iso.datetime({ offset: true, error: TH.maintenanceUntilInvalid });

const levelPercent = z.object({ enable: z.boolean(), percent: z.number().min(0).max(100) }).strict();

/** Site config ("prefix") with every field of SPEC §3. Amounts are baht. */
export const siteConfig = z
  .object({
    appId: z.string().max(100),
    LineId: z.string().max(200),
    logoUrl: z.string().max(500),
    theme: z.string().max(50),
    alertyImage: z.string().max(500),
    alertyMessage: z.string().max(2000),
    /** The game partner whose catalogue the site shows (SPEC §7). */
    Partner: z.string().max(50),
    /** Whether promotions are offered at all. */
    Promotion: z.boolean(),
    Maintenance: z.boolean(),
    /**
     * While `Maintenance` is on: the operator's Thai notice (empty or absent: the catalogue's) and the planned
     * end, shown to members; informational, nothing switches off by itself (issue 12).
     */
    MaintenanceMessage: maintenanceMessage.optional(),
    MaintenanceUntil: maintenanceUntil.nullable().optional(),
    Disabled: z.boolean(),
    /** Product categories the site offers. */
    Product: z.array(z.enum(['LIVECASINO', 'EGAMES', 'POKER', 'TRADING'])),
    /** Whether signup names come from the bank-name lookup. */
    getNameBank: z.boolean(),
    /** Logos the operator puts in place of the built-in ones (/banks/<code>.webp), by bank code (issue 17). */
    bankLogos: z.partialRecord(z.enum([PROMPTPAY_BANK.code, ...MEMBER_BANK_CODES]), bankLogoUrl).optional(),
    cashBack: z
      .object({
        Image: z.string().max(500),
        Payout: z.number().min(0).max(100),
        minWithdraw: baht.min(0),
        usecashBack: z.boolean(),
      })
      .strict(),
    Affiliate: z
      .object({
        Image: z.string().max(500),
        useAffiliate: z.boolean(),
        minWithdraw: baht.min(0),
        turnover: z.number().min(0),
        percent: z.object({ level1: levelPercent, level2: levelPercent }).strict(),
        autoWithdraw: z.boolean(),
      })
      .strict(),
    Withdraw: z
      .object({
        canWithdraw: z.boolean(),
        minWithdraw: baht.min(0),
        maxWithdraw: baht.min(0),
        autoWithdraw: z.object({ useautoWithdraw: z.boolean(), maxautoWithdraw: baht.min(0) }).strict(),
      })
      .strict(),
  })
  .strict();

export type SiteConfig = z.infer<typeof siteConfig>;

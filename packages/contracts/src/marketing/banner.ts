import { z } from 'zod';
import { plainText } from '../common/fields';
import { TH } from '../messages';

/**
 * The marketing surface's banners (issue 28 item 1): an image the operator uploads, a link on this site, a
 * schedule and a place in the carousel. docs/decisions/107-marketing-banners.md.
 */

/** The largest upload the back office accepts, bytes, and the sides an image may have, pixels. */
export const MARKETING_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const MARKETING_IMAGE_MIN_WIDTH = 600;
export const MARKETING_IMAGE_MIN_HEIGHT = 200;
export const MARKETING_IMAGE_MAX_SIDE = 4000;
/** At most this many banners are live at once: a carousel longer than that is not read. */
export const MAX_LIVE_BANNERS = 10;

/**
 * A re-encoded image as a page shows it: `srcset`s of the same picture in WebP and in JPEG (the fallback) at
 * a few widths, `src` a middle JPEG, and the sides for the page to reserve its box (no layout shift).
 */
export const marketingPicture = z.object({
  width: z.number().int(),
  height: z.number().int(),
  webp: z.string(),
  jpeg: z.string(),
  src: z.string(),
});
export type MarketingPicture = z.infer<typeof marketingPicture>;

/** A path on this site (a promotion, a game page, any page): never another site. */
export const bannerHref = z
  .string({ error: TH.bannerLink })
  .max(200, { error: TH.bannerLink })
  .regex(/^\/(?![/\\])[A-Za-z0-9/_\-.~?=&#%]*$/, { error: TH.bannerLink });

/** A banner as a member's page shows it: live now, in carousel order. */
export const memberBanner = z.object({
  id: z.string(),
  /** What the picture says, for screen readers (its alt text). */
  title: z.string(),
  href: z.string(),
  picture: marketingPicture,
});
export type MemberBanner = z.infer<typeof memberBanner>;

/**
 * Where a banner shows: in the carousel of the landing and the home, or as the popup a member sees once a
 * day after signing in (claimSigninPopup).
 */
export const BANNER_PLACEMENTS = ['carousel', 'signin'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];

/** Where a banner stands by the server's clock: before its start, showing, or past its end. */
export const BANNER_STATUSES = ['scheduled', 'showing', 'ended'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

/** A banner as the operator sees it: with its schedule and where it stands now. */
export const adminBanner = memberBanner.extend({
  placement: z.enum(BANNER_PLACEMENTS),
  imageId: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  sortOrder: z.number().int(),
  status: z.enum(BANNER_STATUSES),
});
export type AdminBanner = z.infer<typeof adminBanner>;

const instant = z.iso.datetime({ offset: true, error: TH.bannerSchedule });

/** What the operator sends to create or replace a banner. */
export const bannerInput = z
  .object({
    title: plainText(
      z
        .string({ error: TH.bannerTitle })
        .trim()
        .min(1, { error: TH.bannerTitle })
        .max(100, { error: TH.bannerTitle }),
    ),
    href: bannerHref,
    placement: z.enum(BANNER_PLACEMENTS).default('carousel'),
    imageId: z.uuid({ error: TH.bannerImage }),
    startsAt: instant,
    /** null: shows until taken down. */
    endsAt: instant.nullable(),
    sortOrder: z
      .number({ error: TH.bannerOrder })
      .int({ error: TH.bannerOrder })
      .min(0, { error: TH.bannerOrder })
      .max(999, { error: TH.bannerOrder }),
  })
  .strict()
  .refine((b) => b.endsAt === null || Date.parse(b.endsAt) > Date.parse(b.startsAt), {
    error: TH.bannerSchedule,
    path: ['endsAt'],
  });
export type BannerInput = z.output<typeof bannerInput>;

/** The `:id` path parameter (checked by the handler: contracts carry no params schema). */
export const bannerParams = z.object({ id: z.uuid({ error: TH.bannerNotFound }) });

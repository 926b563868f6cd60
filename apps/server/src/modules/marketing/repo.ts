import { and, asc, eq, sql } from 'drizzle-orm';
import { marketingBanners, marketingImageFiles, marketingImages, marketingPopupViews } from '../../db/schema';
import type { Executor } from '../../db/types';
import type { BannerPlacement, BannerStatus } from '@chokdee/contracts';
import type { EncodedPicture, PictureFormat } from './picture';

export type BannerRow = Omit<typeof marketingBanners.$inferSelect, 'placement'> & {
  placement: BannerPlacement;
  width: number;
  height: number;
  status: BannerStatus;
};
export type BannerValues = Pick<
  typeof marketingBanners.$inferInsert,
  'title' | 'href' | 'placement' | 'imageId' | 'startsAt' | 'endsAt' | 'sortOrder'
>;

/** Stores a checked picture and its files; answers its id. */
export async function insertPicture(
  tx: Executor,
  picture: EncodedPicture,
  about: { fileName: string; sha256: string; createdBy: string },
): Promise<string> {
  const [row] = await tx
    .insert(marketingImages)
    .values({ width: picture.width, height: picture.height, ...about })
    .returning({ id: marketingImages.id });
  const id = row!.id;
  await tx.insert(marketingImageFiles).values(picture.files.map((f) => ({ imageId: id, ...f })));
  return id;
}

/** A picture's sides, or undefined when there is no such picture. */
export async function findPicture(ex: Executor, id: string) {
  const [row] = await ex
    .select({ width: marketingImages.width, height: marketingImages.height })
    .from(marketingImages)
    .where(eq(marketingImages.id, id));
  return row;
}

/** One stored file of a picture, or undefined. */
export async function findPictureFile(ex: Executor, imageId: string, width: number, format: PictureFormat) {
  const [row] = await ex
    .select({ bytes: marketingImageFiles.bytes })
    .from(marketingImageFiles)
    .where(
      and(
        eq(marketingImageFiles.imageId, imageId),
        eq(marketingImageFiles.width, width),
        eq(marketingImageFiles.format, format),
      ),
    );
  return row?.bytes;
}

/**
 * Where a banner stands at the database's now (one clock for every process of the site): before its start,
 * showing, or at or past its end. Live means showing.
 */
const status = sql<BannerStatus>`case when ${marketingBanners.startsAt} > now() then 'scheduled'
  when ${marketingBanners.endsAt} <= now() then 'ended' else 'showing' end`;
const live = sql`${status} = 'showing'`;

const bannerWithSides = {
  id: marketingBanners.id,
  title: marketingBanners.title,
  href: marketingBanners.href,
  placement: sql<BannerPlacement>`${marketingBanners.placement}`,
  imageId: marketingBanners.imageId,
  startsAt: marketingBanners.startsAt,
  endsAt: marketingBanners.endsAt,
  sortOrder: marketingBanners.sortOrder,
  createdAt: marketingBanners.createdAt,
  updatedAt: marketingBanners.updatedAt,
  width: marketingImages.width,
  height: marketingImages.height,
  status,
};

const bannerOrder = [
  asc(marketingBanners.sortOrder),
  asc(marketingBanners.startsAt),
  asc(marketingBanners.id),
];

/** Every banner, in carousel order. */
export function listBanners(ex: Executor): Promise<BannerRow[]> {
  return ex
    .select(bannerWithSides)
    .from(marketingBanners)
    .innerJoin(marketingImages, eq(marketingImages.id, marketingBanners.imageId))
    .orderBy(...bannerOrder);
}

/** The banners of `placement` showing now, at most `limit`. */
export function listLiveBanners(
  ex: Executor,
  placement: BannerPlacement,
  limit: number,
): Promise<BannerRow[]> {
  return ex
    .select(bannerWithSides)
    .from(marketingBanners)
    .innerJoin(marketingImages, eq(marketingImages.id, marketingBanners.imageId))
    .where(and(live, eq(marketingBanners.placement, placement)))
    .orderBy(...bannerOrder)
    .limit(limit);
}

export async function findBanner(ex: Executor, id: string): Promise<BannerRow | undefined> {
  const [row] = await ex
    .select(bannerWithSides)
    .from(marketingBanners)
    .innerJoin(marketingImages, eq(marketingImages.id, marketingBanners.imageId))
    .where(eq(marketingBanners.id, id));
  return row;
}

export async function insertBanner(tx: Executor, values: BannerValues): Promise<string> {
  const [row] = await tx.insert(marketingBanners).values(values).returning({ id: marketingBanners.id });
  return row!.id;
}

/** Replaces a banner's fields; false when there is no such banner. */
export async function updateBanner(tx: Executor, id: string, values: BannerValues): Promise<boolean> {
  const rows = await tx
    .update(marketingBanners)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(marketingBanners.id, id))
    .returning({ id: marketingBanners.id });
  return rows.length > 0;
}

export async function deleteBanner(tx: Executor, id: string): Promise<boolean> {
  const rows = await tx
    .delete(marketingBanners)
    .where(eq(marketingBanners.id, id))
    .returning({ id: marketingBanners.id });
  return rows.length > 0;
}

/**
 * Today's sign-in popup for a member, claimed in one statement: the first live `signin` banner, recorded as
 * the member's one for this Bangkok day. Undefined when there is none, or the day's was already claimed
 * (by this call's twin on another device too: the primary key decides).
 */
export async function claimPopup(ex: Executor, memberId: string): Promise<string | undefined> {
  const [first] = await ex
    .select({ id: marketingBanners.id })
    .from(marketingBanners)
    .where(and(live, eq(marketingBanners.placement, 'signin')))
    .orderBy(...bannerOrder)
    .limit(1);
  if (!first) return undefined;
  const claimed = await ex
    .insert(marketingPopupViews)
    .values({ memberId, day: sql`(now() at time zone 'Asia/Bangkok')::date`, bannerId: first.id })
    .onConflictDoNothing()
    .returning({ bannerId: marketingPopupViews.bannerId });
  return claimed[0]?.bannerId;
}

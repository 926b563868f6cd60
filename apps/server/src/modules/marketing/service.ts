import { createHash } from 'node:crypto';
import {
  type AdminBanner,
  type BannerInput,
  MAX_LIVE_BANNERS,
  type MarketingPicture,
  type MemberBanner,
} from '@chokdee/contracts';
import type { AppContext } from '../../context';
import { fail } from '../../lib/app-error';
import type { Executor } from '../../db/types';
import { onBreakNow } from '../play-limits';
import { audit, type Acting } from '../staff';
import { encodePicture, pictureView, type PictureFormat } from './picture';
import * as repo from './repo';

/**
 * The marketing surface the operator runs (issue 28 item 1): pictures, the banner carousel and the sign-in
 * popups. Every change is audited; members read only what shows now, and nothing during a break.
 * docs/decisions/107-marketing-banners.md.
 */
export function createMarketingService(ctx: Pick<AppContext, 'db'>) {
  const memberView = (b: repo.BannerRow): MemberBanner => ({
    id: b.id,
    title: b.title,
    href: b.href,
    picture: pictureView(b.imageId, b.width, b.height),
  });
  /** A banner's terms: what the audit log keeps (what members see, where and when). */
  const termsOf = (b: repo.BannerRow) => ({
    title: b.title,
    href: b.href,
    placement: b.placement,
    imageId: b.imageId,
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt?.toISOString() ?? null,
    sortOrder: b.sortOrder,
  });
  const adminView = (b: repo.BannerRow): AdminBanner => ({
    ...memberView(b),
    ...termsOf(b),
    status: b.status,
  });
  const values = (input: BannerInput): repo.BannerValues => ({
    ...input,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
  });
  async function requirePicture(ex: Executor, imageId: string) {
    if (!(await repo.findPicture(ex, imageId))) throw fail('VALIDATION', 'bannerImageMissing');
  }
  async function found(ex: Executor, id: string) {
    const banner = await repo.findBanner(ex, id);
    if (!banner) throw fail('NOT_FOUND', 'bannerNotFound');
    return banner;
  }

  return {
    /** Checks, re-encodes and stores an upload: a refusal throws before anything is written. */
    async uploadPicture(
      upload: { fileName: string; data: string },
      who: Acting,
    ): Promise<{ id: string; picture: MarketingPicture }> {
      const data = Buffer.from(upload.data, 'base64');
      const picture = await encodePicture(data);
      const sha256 = createHash('sha256').update(data).digest('hex');
      const id = await ctx.db.transaction(async (tx) => {
        const id = await repo.insertPicture(tx, picture, {
          fileName: upload.fileName,
          sha256,
          createdBy: who.actor,
        });
        await audit(tx, {
          ...who,
          action: 'marketing.picture.upload',
          target: `marketing-picture:${id}`,
          after: { fileName: upload.fileName, sha256, width: picture.width, height: picture.height },
        });
        return id;
      });
      return { id, picture: pictureView(id, picture.width, picture.height) };
    },

    /** One file of a picture (immutable), or undefined. */
    pictureFile: (imageId: string, width: number, format: PictureFormat) =>
      repo.findPictureFile(ctx.db, imageId, width, format),

    /** The live banners; none for a member on a break (decision 105: no marketing to them). */
    async liveBanners(memberId?: string): Promise<MemberBanner[]> {
      if (memberId !== undefined && (await onBreakNow(ctx.db, memberId))) return [];
      return (await repo.listLiveBanners(ctx.db, 'carousel', MAX_LIVE_BANNERS)).map(memberView);
    },

    /** Today's sign-in popup, claimed: at most one a day per member, none on a break. */
    async claimSigninPopup(memberId: string): Promise<MemberBanner | null> {
      if (await onBreakNow(ctx.db, memberId)) return null;
      const id = await repo.claimPopup(ctx.db, memberId);
      const banner = id === undefined ? undefined : await repo.findBanner(ctx.db, id);
      return banner ? memberView(banner) : null;
    },

    async banners(): Promise<AdminBanner[]> {
      return (await repo.listBanners(ctx.db)).map(adminView);
    },

    async createBanner(input: BannerInput, who: Acting): Promise<AdminBanner> {
      return ctx.db.transaction(async (tx) => {
        await requirePicture(tx, input.imageId);
        const banner = await found(tx, await repo.insertBanner(tx, values(input)));
        await audit(tx, {
          ...who,
          action: 'marketing.banner.create',
          target: `banner:${banner.id}`,
          after: termsOf(banner),
        });
        return adminView(banner);
      });
    },

    async updateBanner(id: string, input: BannerInput, who: Acting): Promise<AdminBanner> {
      return ctx.db.transaction(async (tx) => {
        const before = await found(tx, id);
        await requirePicture(tx, input.imageId);
        await repo.updateBanner(tx, id, values(input));
        const after = await found(tx, id);
        await audit(tx, {
          ...who,
          action: 'marketing.banner.update',
          target: `banner:${id}`,
          before: termsOf(before),
          after: termsOf(after),
        });
        return adminView(after);
      });
    },

    async deleteBanner(id: string, who: Acting): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        const before = await found(tx, id);
        await repo.deleteBanner(tx, id);
        await audit(tx, {
          ...who,
          action: 'marketing.banner.delete',
          target: `banner:${id}`,
          before: termsOf(before),
        });
      });
    },
  };
}
export type MarketingService = ReturnType<typeof createMarketingService>;

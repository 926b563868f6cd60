import {
  adminCreateBanner,
  adminDeleteBanner,
  adminListBanners,
  adminUpdateBanner,
  adminUploadMarketingImage,
  bannerParams,
  claimSigninPopup,
  getBanners,
  MARKETING_IMAGE_MAX_BYTES,
  TH,
} from '@chokdee/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fail } from '../../lib/app-error';
import { addRoute, ok } from '../../lib/route';
import { memberOf, whoOf } from '../../plugins/access';
import type { MarketingService } from './service';

/** A base64 upload at the size limit, with room for its JSON: the server names the limit itself. */
const UPLOAD_BODY_LIMIT = Math.ceil((MARKETING_IMAGE_MAX_BYTES * 2) / 3) * 4 + 4096;

const pictureFile = z.object({
  id: z.uuid(),
  file: z.string().regex(/^\d{1,4}\.(webp|jpeg)$/),
});

const bannerId = (req: FastifyRequest) => {
  const parsed = bannerParams.safeParse(req.params);
  if (!parsed.success) throw fail('NOT_FOUND', 'bannerNotFound');
  return parsed.data.id;
};

export function marketingRoutes(app: FastifyInstance, marketing: MarketingService) {
  addRoute(app, getBanners, 'siteOrMember', async ({ req }) =>
    ok({ banners: await marketing.liveBanners(req.member?.memberId) }),
  );

  addRoute(app, claimSigninPopup, 'member', async ({ req }) =>
    ok({ popup: await marketing.claimSigninPopup(memberOf(req).memberId) }),
  );

  addRoute(app, adminListBanners, { staff: 'settings.read' }, async () =>
    ok({ banners: await marketing.banners() }),
  );
  addRoute(app, adminCreateBanner, { staff: 'settings.write' }, async ({ body, req }) =>
    ok(await marketing.createBanner(body, whoOf(req)), TH.bannerSaved),
  );
  addRoute(app, adminUpdateBanner, { staff: 'settings.write' }, async ({ body, req }) =>
    ok(await marketing.updateBanner(bannerId(req), body, whoOf(req)), TH.bannerSaved),
  );
  addRoute(app, adminDeleteBanner, { staff: 'settings.write' }, async ({ req }) => {
    const id = bannerId(req);
    await marketing.deleteBanner(id, whoOf(req));
    return ok({ id }, TH.bannerDeleted);
  });
  addRoute(
    app,
    adminUploadMarketingImage,
    { staff: 'settings.write' },
    async ({ body, req }) => ok(await marketing.uploadPicture(body, whoOf(req)), TH.marketingImageSaved),
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );

  // A picture's file never changes under its name (a new upload is a new id): cached for a year, open like
  // the web app's own files (an <img> carries no key).
  app.get(
    '/media/marketing/:id/:file',
    {
      config: { access: 'open' },
      schema: { summary: 'A marketing picture at one width, WebP or JPEG (immutable)', tags: ['media'] },
    },
    async (req, reply) => {
      const parsed = pictureFile.safeParse(req.params);
      const [width, format] = parsed.success ? parsed.data.file.split('.') : [];
      const bytes = parsed.success
        ? await marketing.pictureFile(parsed.data.id, Number(width), format as 'webp' | 'jpeg')
        : undefined;
      if (!bytes) return reply.code(404).send({ success: 0, message: TH.notFound });
      return reply
        .type(`image/${format}`)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
}

import {
  adminCreateBanner,
  adminDeleteBanner,
  adminListBanners,
  adminUpdateBanner,
  adminUploadMarketingImage,
  bannerParams,
  claimSigninPopup,
  getBanners,
  MARKETING_UPLOAD_MAX_CHARS,
  TH,
} from '@chokdee/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fail } from '../../lib/app-error';
import { addRoute, ok } from '../../lib/route';
import { memberOf, whoOf } from '../../plugins/access';
import { parsePictureFileName } from './picture';
import type { MarketingService } from './service';

/** The longest upload the call takes, with room for its JSON. */
const UPLOAD_BODY_LIMIT = MARKETING_UPLOAD_MAX_CHARS + 4096;

const pictureParams = z.object({ id: z.uuid(), file: z.string() });

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
      const params = pictureParams.safeParse(req.params);
      const file = params.success ? parsePictureFileName(params.data.file) : undefined;
      const bytes =
        params.success && file
          ? await marketing.pictureFile(params.data.id, file.width, file.format)
          : undefined;
      if (!file || !bytes) return reply.code(404).send({ success: 0, message: TH.notFound });
      return reply
        .type(`image/${file.format}`)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
}

import {
  adminCreatePromotion,
  adminListPromotionClaims,
  adminListPromotions,
  adminUpdatePromotion,
  getPromotions,
  promotionParams,
  TH,
  updateBonusSetting,
} from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { fail } from '../../lib/app-error';
import { addRoute, ok } from '../../lib/route';
import { seesMembers } from '../../lib/mask';
import { memberOf, staffOf, whoOf } from '../../plugins/access';
import { doneOrPending, type Approvals } from '../approvals';
import type { ConfigService } from '../config';
import { createPromotionAdminService } from './admin-service';
import { createPromotionService } from './service';

/** Path parameters are not part of the contracts: an id that cannot exist is simply not found. */
function idOf(params: unknown): string {
  const parsed = promotionParams.safeParse(params);
  if (!parsed.success) throw fail('NOT_FOUND', 'notFound');
  return parsed.data.id;
}

export function promotionRoutes(app: FastifyInstance, db: Db, config: ConfigService, approvals: Approvals) {
  const promotions = createPromotionService(db, config);
  const operator = createPromotionAdminService(db, approvals);

  // Visitors see promotions too (SPEC §6), so the site key is enough; a signed-in member also learns
  // which they can still take.
  addRoute(app, getPromotions, 'siteOrMember', async ({ req }) =>
    ok(await promotions.list(req.member?.memberId ?? null)),
  );

  addRoute(app, updateBonusSetting, 'member', async ({ body, req }) =>
    ok(await promotions.setPreference(memberOf(req).memberId, body.isBonus), TH.promotionUpdated),
  );

  addRoute(app, adminListPromotions, { staff: 'promotions.read' }, async () => ok(await operator.list()));

  addRoute(app, adminCreatePromotion, { staff: 'promotions.write' }, async ({ body, req, reply }) =>
    doneOrPending(reply, await operator.create(body, whoOf(req)), TH.promotionSaved),
  );

  addRoute(app, adminUpdatePromotion, { staff: 'promotions.write' }, async ({ body, req, reply }) =>
    doneOrPending(reply, await operator.update(idOf(req.params), body, whoOf(req)), TH.promotionSaved),
  );

  addRoute(app, adminListPromotionClaims, { staff: 'promotions.read' }, async ({ query, req }) =>
    ok(await operator.claims(idOf(req.params), query.page, query.pageSize, seesMembers(staffOf(req)))),
  );
}

import { getPromotions, TH, updateBonusSetting } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { addRoute, ok } from '../../lib/route';
import { memberOf } from '../../plugins/access';
import type { ConfigService } from '../config/service';
import { createPromotionService } from './service';

export function promotionRoutes(app: FastifyInstance, db: Db, config: ConfigService) {
  const promotions = createPromotionService(db, config);

  // Visitors see promotions too (SPEC §6), so the site key is enough.
  addRoute(app, getPromotions, 'site', async () => ok(await promotions.list()));

  addRoute(app, updateBonusSetting, 'member', async ({ body, req }) =>
    ok(await promotions.setPreference(memberOf(req).memberId, body.isBonus), TH.promotionUpdated),
  );
}

import { adminCreateItemCode, redeemItemCode, TH } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { addRoute, ok } from '../../lib/route';
import { memberOf } from '../../plugins/access';
import { createItemCodeService } from './service';

/** Item codes: the operator creates them, members redeem them for free credit (docs/DECISIONS.md). */
export function itemCodeRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createItemCodeService(ctx);

  addRoute(app, adminCreateItemCode, 'admin', async ({ body }) =>
    ok(await service.create(body), TH.itemCodeCreated),
  );

  addRoute(app, redeemItemCode, 'member', async ({ body, req }) => {
    const { data, message } = await service.redeem(memberOf(req).memberId, body.redeem_code);
    return ok(data, message);
  });
}

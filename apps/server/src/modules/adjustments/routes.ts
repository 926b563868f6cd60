import {
  adjustmentParams,
  adminApproveAdjustment,
  adminCreateAdjustment,
  adminListAdjustments,
  adminRejectAdjustment,
} from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { fail } from '../../lib/app-error';
import { addRoute, ok } from '../../lib/route';
import { whoOf } from '../../plugins/access';
import { createAdjustmentService } from './service';

/** Path parameters are not part of the contracts: an id that cannot exist is simply not found. */
function idOf(params: unknown): string {
  const parsed = adjustmentParams.safeParse(params);
  if (!parsed.success) throw fail('NOT_FOUND', 'notFound');
  return parsed.data.id;
}

export function adjustmentRoutes(app: FastifyInstance, ctx: AppContext) {
  const adjustments = createAdjustmentService(ctx.db, ctx.env.ADJUSTMENT_APPROVAL_BAHT);

  addRoute(app, adminListAdjustments, { staff: 'money.adjust' }, async ({ query }) =>
    ok(await adjustments.list(query)),
  );

  addRoute(app, adminCreateAdjustment, { staff: 'money.adjust' }, async ({ body, req }) => {
    const { data, message } = await adjustments.create(body, whoOf(req));
    return ok(data, message);
  });

  addRoute(app, adminApproveAdjustment, { staff: 'money.adjust' }, async ({ req }) => {
    const { data, message } = await adjustments.approve(idOf(req.params), whoOf(req));
    return ok(data, message);
  });

  addRoute(app, adminRejectAdjustment, { staff: 'money.adjust' }, async ({ req }) => {
    const { data, message } = await adjustments.reject(idOf(req.params), whoOf(req));
    return ok(data, message);
  });
}

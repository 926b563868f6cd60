import {
  adminCreateItemCode,
  adminCreateItemCodeBatch,
  adminListItemCodeBatches,
  adminListItemCodes,
  fillMessage,
  redeemItemCode,
  roleMay,
  TH,
} from '@chokdee/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { fail } from '../../lib/app-error';
import { seesMembers } from '../../lib/mask';
import { addRoute, ok } from '../../lib/route';
import { memberOf, staffOf, whoOf } from '../../plugins/access';
import { doneOrPending, type Approvals } from '../approvals';
import { sendCsv } from '../reports';
import { createItemCodeBatchService } from './batch-service';
import { createItemCodeService } from './service';

/**
 * Item codes: the operator creates them, members redeem them for free credit
 * (docs/decisions/041-item-codes.md).
 */
export function itemCodeRoutes(app: FastifyInstance, ctx: AppContext, approvals: Approvals) {
  const service = createItemCodeService(ctx, approvals);
  const batches = createItemCodeBatchService(ctx, approvals);

  addRoute(app, adminCreateItemCode, { staff: 'promotions.write' }, async ({ body, req, reply }) =>
    doneOrPending(reply, await service.create(body, whoOf(req)), TH.itemCodeCreated),
  );

  addRoute(app, adminCreateItemCodeBatch, { staff: 'promotions.write' }, async ({ body, req, reply }) =>
    doneOrPending(
      reply,
      await batches.create(body, whoOf(req)),
      fillMessage(TH.itemCodeBatchCreated, { count: body.count }),
    ),
  );

  addRoute(app, adminListItemCodeBatches, { staff: 'promotions.read' }, async ({ query }) =>
    ok(await batches.batches(query.page, query.pageSize)),
  );

  addRoute(app, adminListItemCodes, { staff: 'promotions.read' }, async ({ query, req, reply }) => {
    const members = seesMembers(staffOf(req));
    if (query.format === 'json') return ok(await batches.codes(query, mayMakeCodes(req), members));
    // The file is every code in full: only for those who may make codes anyway.
    if (!mayMakeCodes(req)) throw fail('FORBIDDEN', 'staffNotPermitted');
    if (!query.batch) throw fail('VALIDATION', 'itemCodeBatchCsvOnly');
    const { batch, body } = await batches.csv(query.batch, members);
    const day = batch.createdAt.slice(0, 10);
    return sendCsv(reply, `itemcodes-${batch.prefix ?? 'batch'}-${day}.csv`, body);
  });

  addRoute(app, redeemItemCode, 'member', async ({ body, req }) => {
    const { data, message } = await service.redeem(memberOf(req).memberId, body.redeem_code);
    return ok(data, message);
  });
}

/**
 * Readers of promotions (finance, support) see codes masked: a code with uses left is free credit to
 * whoever reads it; those who may make codes (owner, marketing, the operator key) see them whole.
 */
function mayMakeCodes(req: FastifyRequest): boolean {
  const caller = staffOf(req);
  return caller.kind === 'api-key' || roleMay(caller.role, 'promotions.write');
}

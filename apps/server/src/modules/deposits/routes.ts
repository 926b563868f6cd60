import {
  adminAssignBankStatement,
  adminCreateDepositChannel,
  adminListBankStatements,
  adminListDepositChannels,
  adminMarkStatementNotOurs,
  adminOrderDepositChannels,
  adminUpdateDepositChannel,
  bankStatementParams,
  depositChannelParams,
  getDepositChannels,
  pullSlip,
  TH,
} from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { fail } from '../../lib/app-error';
import { addRoute, ok } from '../../lib/route';
import { memberOf, whoOf } from '../../plugins/access';
import { doneOrPending, type Approvals } from '../approvals';
import type { ConfigService } from '../config';
import { createChannelService } from './channel-service';
import { bankFeedRoutes } from './feed-routes';
import { createFeedService } from './feed-service';
import { createSlipService } from './slip-service';
import { createStatementService } from './statement-service';

/** Path parameters are not part of the contracts: an id that cannot exist is simply not found. */
function paramsOf<S extends z.ZodType>(schema: S, params: unknown): z.output<S> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw fail('NOT_FOUND', 'notFound');
  return parsed.data;
}

export function depositRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  config: ConfigService,
  approvals: Approvals,
) {
  const channels = createChannelService(ctx.db);
  const slips = createSlipService(ctx, config, channels);
  const statements = createStatementService(ctx, config, approvals);
  bankFeedRoutes(app, createFeedService(ctx, config, channels), ctx.env.BANK_FEED_SECRET);

  addRoute(app, getDepositChannels, 'member', async ({ req }) =>
    ok(await channels.listForMember(memberOf(req).memberId)),
  );

  addRoute(app, pullSlip, 'member', async ({ body, req }) => ({
    success: 1 as const,
    message: await slips.pullSlip(memberOf(req).memberId, body.barcode),
  }));

  addRoute(app, adminListDepositChannels, { staff: 'channels.read' }, async () =>
    ok(await channels.listForOperator()),
  );

  addRoute(app, adminCreateDepositChannel, { staff: 'channels.write' }, async ({ body, req }) =>
    ok(await channels.create(body, whoOf(req)), TH.depositChannelSaved),
  );

  // Registered before `/:id`'s PUT for readers; Fastify prefers the static segment either way.
  addRoute(app, adminOrderDepositChannels, { staff: 'channels.write' }, async ({ body, req }) =>
    ok(await channels.reorder(body.ids, whoOf(req)), TH.depositChannelsOrdered),
  );

  addRoute(app, adminUpdateDepositChannel, { staff: 'channels.write' }, async ({ body, req }) =>
    ok(
      await channels.update(paramsOf(depositChannelParams, req.params).id, body, whoOf(req)),
      TH.depositChannelSaved,
    ),
  );

  addRoute(app, adminListBankStatements, { staff: 'deposits.read' }, async ({ query }) =>
    ok(await statements.list(query)),
  );

  addRoute(app, adminAssignBankStatement, { staff: 'deposits.act' }, async ({ body, req, reply }) =>
    doneOrPending(
      reply,
      await statements.assign(paramsOf(bankStatementParams, req.params).ref, body, whoOf(req)),
      TH.statementAssigned,
    ),
  );

  addRoute(app, adminMarkStatementNotOurs, { staff: 'deposits.act' }, async ({ body, req }) =>
    ok(
      await statements.markNotOurs(paramsOf(bankStatementParams, req.params).ref, body.reason, whoOf(req)),
      TH.statementNotOursDone,
    ),
  );
}

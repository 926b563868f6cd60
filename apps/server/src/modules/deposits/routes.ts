import {
  adminAssignBankStatement,
  adminCreateDepositChannel,
  adminListBankStatements,
  adminListDepositChannels,
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
import { memberOf } from '../../plugins/access';
import type { ConfigService } from '../config/service';
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

export function depositRoutes(app: FastifyInstance, ctx: AppContext, config: ConfigService) {
  const channels = createChannelService(ctx.db);
  const slips = createSlipService(ctx, config, channels);
  const statements = createStatementService(ctx, config);
  bankFeedRoutes(app, createFeedService(ctx, config, channels), ctx.env.BANK_FEED_SECRET);

  addRoute(app, getDepositChannels, 'member', async () => ok(await channels.listForMembers()));

  addRoute(app, pullSlip, 'member', async ({ body, req }) => ({
    success: 1 as const,
    message: await slips.pullSlip(memberOf(req).memberId, body.barcode),
  }));

  addRoute(app, adminListDepositChannels, 'admin', async () => ok(await channels.listForOperator()));

  addRoute(app, adminCreateDepositChannel, 'admin', async ({ body }) =>
    ok(await channels.create(body), TH.depositChannelSaved),
  );

  addRoute(app, adminUpdateDepositChannel, 'admin', async ({ body, req }) =>
    ok(await channels.update(paramsOf(depositChannelParams, req.params).id, body), TH.depositChannelSaved),
  );

  addRoute(app, adminListBankStatements, 'admin', async ({ query }) => ok(await statements.list(query)));

  addRoute(app, adminAssignBankStatement, 'admin', async ({ body, req }) =>
    ok(
      await statements.assign(paramsOf(bankStatementParams, req.params).ref, body.phoneNumber),
      TH.statementAssigned,
    ),
  );
}

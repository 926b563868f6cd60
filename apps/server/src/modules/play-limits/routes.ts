import {
  confirmPlayLimit,
  getPlayLimits,
  getPlaySession,
  putPlayLimits,
  takePlayBreak,
  TH,
} from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute, ok } from '../../lib/route';
import { memberOf } from '../../plugins/access';
import type { PlayLimitsService } from './service';

export function playLimitsRoutes(app: FastifyInstance, service: PlayLimitsService) {
  addRoute(app, getPlayLimits, 'member', async ({ req }) => ok(await service.get(memberOf(req).memberId)));

  addRoute(app, getPlaySession, 'member', async ({ req }) =>
    ok(await service.session(memberOf(req).memberId)),
  );

  addRoute(app, putPlayLimits, 'member', async ({ req, body }) =>
    ok(await service.set(memberOf(req).memberId, body), TH.ok),
  );

  addRoute(app, confirmPlayLimit, 'member', async ({ req, body }) =>
    ok(await service.confirm(memberOf(req).memberId, body.field), TH.ok),
  );

  addRoute(app, takePlayBreak, 'member', async ({ req, body }) =>
    ok(await service.takeBreak(memberOf(req).memberId, body.kind, body.period), TH.ok),
  );
}

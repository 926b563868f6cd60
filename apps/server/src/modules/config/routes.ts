import { TH, adminGetConfig, adminPutConfig, adminPutMaintenance, getPrefix } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute, ok } from '../../lib/route';
import { whoOf } from '../../plugins/access';
import { pendingApproval } from '../approvals';
import type { ConfigService } from './service';

export function configRoutes(app: FastifyInstance, config: ConfigService) {
  // The hottest call: answered from a pre-serialised string (the schema still documents it), without a
  // promise while the process's copy is fresh (docs/decisions/009-short-per-process-copies.md).
  addRoute(app, getPrefix, 'site', ({ reply }) => {
    reply.type('application/json; charset=utf-8');
    const fresh = config.freshPrefixJson();
    return fresh === undefined ? config.prefixJson().then((json) => reply.send(json)) : reply.send(fresh);
  });

  addRoute(app, adminGetConfig, { staff: 'settings.read' }, async () => ok(await config.get()));

  addRoute(app, adminPutConfig, { staff: 'settings.write' }, async ({ body, req, reply }) => {
    const { config: stored, pending } = await config.update(body, whoOf(req));
    // The rest is saved; a raised money setting waits for a second person (issue 23).
    return pending ? pendingApproval(reply, pending) : ok(stored, TH.configUpdated);
  });

  addRoute(app, adminPutMaintenance, { staff: 'settings.write' }, async ({ body, req }) =>
    ok(await config.setMaintenance(body, whoOf(req)), body.on ? TH.maintenanceOn : TH.maintenanceOff),
  );
}

import { TH, adminGetConfig, adminPutConfig, getPrefix } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute, ok } from '../../lib/route';
import type { ConfigService } from './service';

export function configRoutes(app: FastifyInstance, config: ConfigService) {
  // The hottest call: answered from a pre-serialised string (the schema still documents it), without a
  // promise while the process's copy is fresh (DECISIONS Foundation 13).
  addRoute(app, getPrefix, 'site', ({ reply }) => {
    reply.type('application/json; charset=utf-8');
    const fresh = config.freshPrefixJson();
    return fresh === undefined ? config.prefixJson().then((json) => reply.send(json)) : reply.send(fresh);
  });

  addRoute(app, adminGetConfig, 'admin', async () => ok(await config.get()));

  addRoute(app, adminPutConfig, 'admin', async ({ body }) => ok(await config.update(body), TH.configUpdated));
}

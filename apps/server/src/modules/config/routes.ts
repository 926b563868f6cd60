import { TH, adminGetConfig, adminPutConfig, getPrefix } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute, ok } from '../../lib/route';
import type { ConfigService } from './service';

export function configRoutes(app: FastifyInstance, config: ConfigService) {
  // The hottest call: answered from a pre-serialised string (the schema still documents it).
  addRoute(app, getPrefix, 'site', async ({ reply }) =>
    reply.type('application/json; charset=utf-8').send(await config.prefixJson()),
  );

  addRoute(app, adminGetConfig, 'admin', async () => ok(await config.get()));

  addRoute(app, adminPutConfig, 'admin', async ({ body }) => ok(await config.update(body), TH.configUpdated));
}

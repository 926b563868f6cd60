import { adminGetMemberProtection, adminListProtectionFlags, memberParams } from '@chokdee/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../../lib/app-error';
import { addRoute, ok } from '../../lib/route';
import { whoOf } from '../../plugins/access';
import type { ProtectionAdmin } from './admin-service';

/**
 * The back office's player protection (issue 27): two reads under `protection.read`, and on purpose no
 * write: nobody, staff or operator, ends, shortens or lifts a member's break or limit.
 */
export function protectionAdminRoutes(app: FastifyInstance, admin: ProtectionAdmin) {
  const who = (req: FastifyRequest) => {
    const { actor, ip } = whoOf(req);
    return { actor, ip };
  };

  addRoute(app, adminListProtectionFlags, { staff: 'protection.read' }, async ({ req, query }) =>
    ok(await admin.flags(query, who(req))),
  );

  addRoute(app, adminGetMemberProtection, { staff: 'protection.read' }, async ({ req }) => {
    const parsed = memberParams.safeParse(req.params);
    if (!parsed.success) throw fail('NOT_FOUND', 'memberIdNotFound');
    return ok(await admin.member(parsed.data.id, who(req)));
  });
}

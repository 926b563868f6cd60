import { adminCreateStaff, adminListAudit, TH } from '@chokdee/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { addRoute, ok } from '../../lib/route';
import type { AuditWho } from './audit';
import { createStaffService } from './service';

/** Every admin call today is made with the operator key; staff sessions will name their account. */
const whoOf = (req: FastifyRequest): AuditWho => ({ actor: 'api-key', ip: req.ip ?? null });

export function staffRoutes(app: FastifyInstance, db: Db) {
  const staff = createStaffService(db);

  addRoute(app, adminCreateStaff, 'admin', async ({ body, req }) =>
    ok(await staff.create(body, whoOf(req)), TH.staffCreated),
  );

  addRoute(app, adminListAudit, 'admin', async ({ query }) => ok(await staff.auditLog(query)));
}

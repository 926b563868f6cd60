import { adminListMembers } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { addRoute, ok } from '../../lib/route';
import { listMembers } from './repo';

export function authAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  addRoute(app, adminListMembers, 'admin', async ({ query }) => {
    const { total, items } = await listMembers(ctx.db, query);
    return ok({
      total,
      items: items.map(({ member: m, referrerPhone }) => ({
        id: m.id,
        phoneNumber: m.phoneNumber,
        bankCode: m.bankCode,
        bankAccount: m.bankAccount,
        fullName: `${m.firstName} ${m.lastName}`,
        affiliateKey: m.affiliateKey,
        referrerPhone,
        isBonus: m.isBonus,
        locked: m.locked,
        createdAt: m.createdAt.toISOString(),
      })),
    });
  });
}

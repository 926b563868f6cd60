import { adminCheckLedger, getBalance } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { withLongTimeouts } from '../../db/timeouts';
import { addRoute, ok } from '../../lib/route';
import { memberOf } from '../../plugins/access';
import { memberBalanceView } from './balances';
import { checkInvariants } from './invariants';

export function ledgerRoutes(app: FastifyInstance, db: Db) {
  // Always the caller's own wallets: the member id comes from the session, never from the request.
  addRoute(app, getBalance, 'member', async ({ req }) =>
    ok(await memberBalanceView(db, memberOf(req).memberId)),
  );

  // A failed invariant is still a 200: the check itself worked, and `ok: false` is its finding.
  // A report over the whole ledger: one read-only transaction with the long limits (db/client.ts).
  addRoute(app, adminCheckLedger, 'admin', async () =>
    ok(
      await db.transaction(async (tx) => {
        await withLongTimeouts(tx);
        return checkInvariants(tx);
      }),
    ),
  );
}

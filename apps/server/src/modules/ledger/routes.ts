import { adminCheckLedger, getBalance } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { withLongTimeouts } from '../../db/timeouts';
import { addRoute, ok } from '../../lib/route';
import { memberOf } from '../../plugins/access';
import { memberBalanceView } from './balances';
import { checkInvariants, type InvariantReport } from './invariants';

/** Who hears of a finished check: the staff notifications' `ledgerChecked`, passed in by app.ts. */
export interface LedgerCheckListener {
  ledgerChecked(report: InvariantReport): unknown;
}

export function ledgerRoutes(app: FastifyInstance, db: Db, notify: LedgerCheckListener) {
  // Always the caller's own wallets: the member id comes from the session, never from the request.
  addRoute(app, getBalance, 'member', async ({ req }) =>
    ok(await memberBalanceView(db, memberOf(req).memberId)),
  );

  // A failed invariant is still a 200: the check itself worked, and `ok: false` is its finding.
  // A report over the whole ledger: one read-only transaction with the long limits (db/client.ts).
  // Staff hear of a failure (modules/notifications) once the read is over.
  addRoute(app, adminCheckLedger, { staff: 'ledger.check' }, async () => {
    const report = await db.transaction(async (tx) => {
      await withLongTimeouts(tx);
      return checkInvariants(tx);
    });
    notify.ledgerChecked(report);
    return ok(report);
  });
}

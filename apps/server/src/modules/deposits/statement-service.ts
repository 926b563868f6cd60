import type { AdminBankStatement } from '@chokdee/contracts';
import type { AppContext } from '../../context';
import { fail } from '../../lib/app-error';
import { toBaht } from '../../lib/money';
import type { ConfigService } from '../config/service';
import { creditDeposit, creditSettings } from './credit';
import { findMemberIdByPhone } from './member-repo';
import {
  listStatements,
  lockStatement,
  markCredited,
  type StatementRow,
  type StatementStatus,
} from './statement-repo';

export function toAdminStatement(s: StatementRow, memberPhone: string | null): AdminBankStatement {
  return {
    ref: s.ref,
    source: s.source as AdminBankStatement['source'],
    status: s.status as StatementStatus,
    reason: s.reason,
    channelId: s.channelId,
    toAccount: s.toAccount,
    amount: toBaht(s.amount),
    time: s.transferredAt.toISOString(),
    fromBankCode: s.fromBankCode,
    fromAccount: s.fromAccount,
    fromName: s.fromName,
    memberPhone,
    creditedVia: s.creditedVia as AdminBankStatement['creditedVia'],
    creditedAt: s.creditedAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
  };
}

/** The operator's view of received transfers, and crediting one that waits for its member. */
export function createStatementService(ctx: AppContext, config: ConfigService) {
  return {
    async list(opts: { status?: StatementStatus; page: number; pageSize: number }) {
      const { total, items } = await listStatements(ctx.db, opts);
      return { total, items: items.map((i) => toAdminStatement(i.statement, i.memberPhone)) };
    },

    /** Credits an unmatched statement to the member with this phone; parallel calls credit it once. */
    async assign(ref: string, phoneNumber: string) {
      const settings = await creditSettings(config);
      const credited = await ctx.db.transaction(async (tx) => {
        const memberId = await findMemberIdByPhone(tx, phoneNumber);
        if (!memberId) throw fail('NOT_FOUND', 'memberNotFound');
        const row = await lockStatement(tx, ref);
        if (!row) throw fail('NOT_FOUND', 'notFound');
        if (row.status === 'credited') throw fail('CONFLICT', 'alreadyProcessed');
        if (row.status === 'rejected' || !row.channelId) throw fail('CONFLICT', 'notOurChannel');
        // The operator's own transfers and a transfer already held under another reference are nobody's deposit.
        if (row.status !== 'unmatched') throw fail('CONFLICT', 'statementNotAssignable');
        const updated = (await markCredited(tx, row.id, memberId, 'operator'))!;
        const credit = {
          ref,
          channelId: row.channelId,
          memberId,
          amount: row.amount,
          via: 'operator' as const,
        };
        await creditDeposit(tx, credit, settings);
        return updated;
      });
      ctx.metrics.depositsCredited.inc();
      return toAdminStatement(credited, phoneNumber);
    },
  };
}
export type StatementService = ReturnType<typeof createStatementService>;

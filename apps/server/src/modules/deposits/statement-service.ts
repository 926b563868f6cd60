import type { AdminBankStatement, StatementCandidate } from '@chokdee/contracts';
import type { AppContext } from '../../context';
import { fail } from '../../lib/app-error';
import { toBaht } from '../../lib/money';
import type { ConfigService } from '../config/service';
import { audit, type AuditWho } from '../staff/audit';
import { creditDeposit, creditSettings } from './credit';
import { findMemberIdByPhone } from './member-repo';
import { MIN_VISIBLE_DIGITS } from './sender';
import {
  listStatements,
  lockStatement,
  markCredited,
  markNotOurs,
  waitingCandidates,
  type StatementRow,
  type StatementStatus,
} from './statement-repo';

/** Candidates shown per waiting statement: enough to compare names, few enough to read at a glance. */
const CANDIDATES_PER_ROW = 3;

interface QueueExtras {
  sameAsRef?: string | null;
  candidates?: StatementCandidate[];
  moreCandidates?: boolean;
}

export function toAdminStatement(
  s: StatementRow,
  memberPhone: string | null,
  extras: QueueExtras = {},
): AdminBankStatement {
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
    sameAsRef: extras.sameAsRef ?? null,
    candidates: extras.candidates ?? [],
    moreCandidates: extras.moreCandidates ?? false,
    limitBreach: s.limitBreach as AdminBankStatement['limitBreach'],
  };
}

/**
 * What the audit log keeps of a statement: its state, not the sender's account (a member's bank account
 * number never goes into the log).
 */
function auditView(s: StatementRow) {
  return {
    ref: s.ref,
    status: s.status,
    amount: toBaht(s.amount),
    channelId: s.channelId,
    memberId: s.memberId,
    reason: s.reason,
    creditedVia: s.creditedVia,
  };
}

/** The back office's deposit queue: received transfers, crediting one to a member, or setting it aside. */
export function createStatementService(ctx: AppContext, config: ConfigService) {
  return {
    /** One page of statements; waiting ones carry the members who fit their sender (one query per page). */
    async list(opts: { status?: StatementStatus; page: number; pageSize: number }) {
      const { total, items } = await listStatements(ctx.db, opts);
      const ids = items.map((i) => i.statement.id);
      const rows = await waitingCandidates(ctx.db, ids, {
        minDigits: MIN_VISIBLE_DIGITS,
        perRow: CANDIDATES_PER_ROW + 1,
      });
      const byStatement = new Map<string, StatementCandidate[]>();
      for (const r of rows) {
        const list = byStatement.get(r.statement_id) ?? [];
        list.push({
          memberId: r.member_id,
          phoneNumber: r.phone_number,
          firstName: r.first_name,
          lastName: r.last_name,
          bankAccount: r.bank_account,
        });
        byStatement.set(r.statement_id, list);
      }
      return {
        total,
        items: items.map((i) => {
          const fits = byStatement.get(i.statement.id) ?? [];
          return toAdminStatement(i.statement, i.memberPhone, {
            sameAsRef: i.sameAsRef,
            candidates: fits.slice(0, CANDIDATES_PER_ROW),
            moreCandidates: fits.length > CANDIDATES_PER_ROW,
          });
        }),
      };
    },

    /**
     * Credits a waiting statement to the member with this phone; parallel calls credit it once (row lock).
     * A duplicate (one transfer seen under two references) only when staff say they checked it is not.
     */
    async assign(ref: string, body: { phoneNumber: string; duplicateChecked?: boolean }, who: AuditWho) {
      const settings = await creditSettings(config);
      const credited = await ctx.db.transaction(async (tx) => {
        const memberId = await findMemberIdByPhone(tx, body.phoneNumber);
        if (!memberId) throw fail('NOT_FOUND', 'memberNotFound');
        const row = await lockStatement(tx, ref);
        if (!row) throw fail('NOT_FOUND', 'notFound');
        if (row.status === 'credited') throw fail('CONFLICT', 'alreadyProcessed');
        if (row.status === 'rejected' || !row.channelId) throw fail('CONFLICT', 'notOurChannel');
        if (row.status === 'not_ours') throw fail('CONFLICT', 'statementMarkedNotOurs');
        if (row.status === 'duplicate' && !body.duplicateChecked)
          throw fail('CONFLICT', 'statementDuplicateUnchecked');
        // The operator's own transfers are nobody's deposit.
        if (row.status !== 'unmatched' && row.status !== 'duplicate')
          throw fail('CONFLICT', 'statementNotAssignable');
        const updated = (await markCredited(tx, row.id, memberId, 'operator', ['unmatched', 'duplicate']))!;
        const credit = {
          ref,
          channelId: row.channelId,
          memberId,
          amount: row.amount,
          via: 'operator' as const,
        };
        await creditDeposit(tx, credit, settings);
        await audit(tx, {
          ...who,
          action: 'deposits.assign',
          target: `statement:${ref}`,
          before: auditView(row),
          after: { ...auditView(updated), duplicateChecked: row.status === 'duplicate' },
        });
        return updated;
      });
      ctx.metrics.depositsCredited.inc();
      ctx.notify.depositCredited({ memberId: credited.memberId!, amount: credited.amount, via: 'operator' });
      return toAdminStatement(credited, body.phoneNumber);
    },

    /** Sets a waiting statement aside as no member's deposit: nothing credits it afterwards. */
    async markNotOurs(ref: string, reason: string, who: AuditWho) {
      return ctx.db.transaction(async (tx) => {
        const row = await lockStatement(tx, ref);
        if (!row) throw fail('NOT_FOUND', 'notFound');
        if (row.status === 'credited' || row.status === 'not_ours')
          throw fail('CONFLICT', 'alreadyProcessed');
        // Rejected and internal ones are never credited already.
        if (row.status !== 'unmatched' && row.status !== 'duplicate')
          throw fail('CONFLICT', 'statementNotAssignable');
        const updated = (await markNotOurs(tx, row.id, reason))!;
        await audit(tx, {
          ...who,
          action: 'deposits.not-ours',
          target: `statement:${ref}`,
          before: auditView(row),
          after: auditView(updated),
        });
        return toAdminStatement(updated, null);
      });
    },
  };
}
export type StatementService = ReturnType<typeof createStatementService>;

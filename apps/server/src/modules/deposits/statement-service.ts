import type { AdminBankStatement, StatementCandidate } from '@chokdee/contracts';
import type { AppContext } from '../../context';
import { fail } from '../../lib/app-error';
import { toBaht } from '../../lib/money';
import type { ConfigService } from '../config';
import type { Tx } from '../../db/types';
import { maskAccount } from '../../lib/mask';
import type { Approvals, Submitted } from '../approvals';
import { audit, type Acting, type AuditWho } from '../staff';
import { creditDeposit, creditSettings } from './credit';
import { findBoundAccount, findMemberIdByPhone } from './member-repo';
import { MIN_VISIBLE_DIGITS, sentFrom } from './sender';
import {
  creditedFromSender,
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

interface Assignment {
  phoneNumber: string;
  duplicateChecked?: boolean;
}

/** Why a statement cannot be credited to a member (now, or when its assignment is approved). */
function checkAssignable(row: StatementRow, body: Assignment) {
  if (row.status === 'credited') throw fail('CONFLICT', 'alreadyProcessed');
  if (row.status === 'rejected' || !row.channelId) throw fail('CONFLICT', 'notOurChannel');
  if (row.status === 'not_ours') throw fail('CONFLICT', 'statementMarkedNotOurs');
  if (row.status === 'duplicate' && !body.duplicateChecked)
    throw fail('CONFLICT', 'statementDuplicateUnchecked');
  // The operator's own transfers are nobody's deposit.
  if (row.status !== 'unmatched' && row.status !== 'duplicate')
    throw fail('CONFLICT', 'statementNotAssignable');
}

/** The member's own sender: their bound account, or an account a credited deposit of theirs came from. */
async function isKnownSender(tx: Tx, row: StatementRow, memberId: string) {
  const bound = await findBoundAccount(tx, memberId);
  if (bound && sentFrom(row, bound)) return true;
  return creditedFromSender(tx, memberId, row);
}

/** The back office's deposit queue: received transfers, crediting one to a member, or setting it aside. */
export function createStatementService(ctx: AppContext, config: ConfigService, approvals: Approvals) {
  /** Credits the statement to the member, audited as `who`: the assignment done alone or approved. */
  async function credit(tx: Tx, { ref, ...body }: Assignment & { ref: string }, who: AuditWho) {
    const settings = await creditSettings(config, tx);
    const memberId = await findMemberIdByPhone(tx, body.phoneNumber);
    if (!memberId) throw fail('NOT_FOUND', 'memberNotFound');
    const row = await lockStatement(tx, ref);
    if (!row) throw fail('NOT_FOUND', 'notFound');
    checkAssignable(row, body);
    const updated = (await markCredited(tx, row.id, memberId, 'operator', ['unmatched', 'duplicate']))!;
    await creditDeposit(
      tx,
      { ref, channelId: row.channelId!, memberId, amount: row.amount, via: 'operator' },
      settings,
    );
    await ctx.notify.depositCredited({ memberId, amount: row.amount, via: 'operator' }, tx);
    await audit(tx, {
      ...who,
      action: 'deposits.assign',
      target: `statement:${ref}`,
      before: auditView(row),
      after: { ...auditView(updated), duplicateChecked: row.status === 'duplicate' },
    });
    return {
      result: `statement:${ref}`,
      answer: toAdminStatement(updated, body.phoneNumber),
      afterCommit: () => ctx.metrics.depositsCredited.inc(),
    };
  }
  approvals.handle<Assignment & { ref: string }>('deposits.assign', { apply: credit });

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
     * Credits a waiting statement to the member with this phone: at once when its sender is the member's
     * own (their bound account, or one they deposited from before) and it fits the maker's daily
     * allowance; else it waits for a second staff member (issue 23, modules/approvals). Either way the
     * credit runs under the statement's row lock, so parallel calls credit it once.
     */
    async assign(ref: string, body: Assignment, who: Acting): Promise<Submitted<AdminBankStatement>> {
      const outcome = await ctx.db.transaction(async (tx): Promise<Submitted<AdminBankStatement>> => {
        const memberId = await findMemberIdByPhone(tx, body.phoneNumber);
        if (!memberId) throw fail('NOT_FOUND', 'memberNotFound');
        const row = await lockStatement(tx, ref);
        if (!row) throw fail('NOT_FOUND', 'notFound');
        checkAssignable(row, body);
        const known = await isKnownSender(tx, row, memberId);
        return approvals.submitIn<AdminBankStatement>(tx, {
          kind: 'deposits.assign',
          maker: who,
          payload: { ref, ...body },
          value: row.amount,
          alwaysWaits: !known,
          subject: `statement:${ref}`,
          memberId,
          after: {
            ref,
            amount: toBaht(row.amount),
            memberPhone: body.phoneNumber,
            fromBankCode: row.fromBankCode,
            fromAccount: maskAccount(row.fromAccount),
            knownSender: known,
            duplicateChecked: body.duplicateChecked ?? false,
          },
        });
      });
      if ('done' in outcome) outcome.done.afterCommit?.();
      return outcome;
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

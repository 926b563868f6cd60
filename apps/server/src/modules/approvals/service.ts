import {
  fillMessage,
  roleMay,
  TH,
  type ApprovalKind,
  type ApprovalRequest,
  type ApprovalStatus,
} from '@chokdee/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/types';
import { fail } from '../../lib/app-error';
import { toBaht, toSatang } from '../../lib/money';
import { audit, type Acting, type AuditWho } from '../staff';
import {
  aloneWithin,
  approvedWithin,
  decideApproval,
  insertApproval,
  listApprovals,
  lockApproval,
  lockMaker,
  setResult,
  staffNames,
  type ApprovalRow,
} from './repo';

/** The window over which a maker's actions alone, and a checker's approvals, add up against their limits. */
const DAY_HOURS = 24;

type Fields = Record<string, unknown>;

/** What an action did: the record it made or changed, the call's answer, and work for after the commit. */
export interface Applied<A = unknown> {
  result: string | null;
  answer: A;
  afterCommit?: () => void;
}

/** How a module does one kind of request: now (alone) or when a second person approves. */
export interface ApprovalHandler<P> {
  /**
   * Does what the request asks, in the caller's transaction, audited as `who` (the maker when alone, the
   * checker when approved); `made` names the maker and the request.
   */
  apply(tx: Tx, payload: P, who: AuditWho, made: Made): Promise<Applied>;
  /** Whether the subject is still as the request's `before`; absent: there is nothing to compare. */
  unchanged?(tx: Tx, payload: P, before: Fields | null): Promise<boolean>;
}

/** Who asked for an action, and the request that records it. */
export interface Made {
  by: string;
  approvalId: string;
}

export interface Submission<P> {
  kind: ApprovalKind;
  maker: Acting;
  payload: P;
  /** Satang it can pay out at most; null: no bound, it always waits. */
  value: bigint | null;
  /** Waits for a second person whatever its value (e.g. a transfer from a sender the member never used). */
  alwaysWaits?: boolean;
  subject?: string | null;
  /** The member it pays, when one (a statement assigned). */
  memberId?: string | null;
  before?: Fields | null;
  after: Fields;
}

export type Submitted<A> = { done: Applied<A> } | { pending: ApprovalRequest };

export function toApprovalView(
  row: ApprovalRow,
  names: { maker: string | null; checker: string | null },
  caller: Acting,
): ApprovalRequest {
  return {
    id: row.id,
    kind: row.kind as ApprovalKind,
    status: row.status as ApprovalStatus,
    value: row.value === null ? null : toBaht(row.value),
    subject: row.subject,
    before: row.before as Fields | null,
    after: row.after as Fields,
    requestedBy: row.requestedBy,
    requestedByName: names.maker,
    createdAt: row.createdAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedByName: names.checker,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    note: row.note,
    result: row.result,
    mayDecide: row.status === 'pending' && row.requestedBy !== caller.actor && mayApprove(caller),
  };
}

/** Roles that decide requests; the operator key holds every permission. */
const mayApprove = (who: Acting) => who.role === 'api-key' || roleMay(who.role, 'approvals.decide');
/** Owners and finance (and the operator key) see every request; others their own. */
const seesAll = mayApprove;

/** What the audit log keeps of a request: what and how much, never its payload (codes in full). */
const auditView = (row: ApprovalRow) => ({
  kind: row.kind,
  status: row.status,
  value: row.value === null ? null : toBaht(row.value),
  subject: row.subject,
  requestedBy: row.requestedBy,
  result: row.result,
});

/**
 * Four eyes on money (issue 23; docs/decisions/081-four-eyes-approvals.md). A module hands every
 * staff action that can create withdrawable value or change how money leaves to `submit`: done at once while
 * its maker's actions alone over 24 hours stay within their role's allowance (FOUR_EYES_ALONE_BAHT), else
 * stored `pending` for a second staff member, who approves it (the module's handler does it then, in the
 * same transaction) within their role's daily limit (FOUR_EYES_APPROVE_BAHT). The maker never approves
 * their own; the database holds that too.
 */
export function createApprovals(ctx: Pick<AppContext, 'db' | 'env'>) {
  const handlers = new Map<ApprovalKind, ApprovalHandler<never>>();
  const allowance = (who: Acting) => toSatang(ctx.env.FOUR_EYES_ALONE_BAHT[who.role] ?? 0);
  const approveLimit = (who: Acting) => {
    const baht = ctx.env.FOUR_EYES_APPROVE_BAHT[who.role];
    return baht === undefined ? null : toSatang(baht);
  };
  const handlerOf = (kind: string) => {
    const handler = handlers.get(kind as ApprovalKind);
    if (!handler) throw new Error(`approvals: no handler for ${kind}`);
    return handler as ApprovalHandler<unknown>;
  };

  /** One request as `who` sees it, with the names of its maker and checker. */
  async function viewOf(row: ApprovalRow, who: Acting): Promise<ApprovalRequest> {
    const names = await staffNames(ctx.db, [row.requestedBy, row.decidedBy]);
    return toApprovalView(
      row,
      { maker: names.get(row.requestedBy) ?? null, checker: names.get(row.decidedBy ?? '') ?? null },
      who,
    );
  }

  async function submitIn<A>(tx: Tx, s: Submission<unknown>): Promise<Submitted<A>> {
    const handler = handlerOf(s.kind);
    let alone = false;
    if (s.value !== null && !s.alwaysWaits) {
      await lockMaker(tx, s.maker.actor);
      alone = (await aloneWithin(tx, s.maker.actor, DAY_HOURS)) + s.value <= allowance(s.maker);
    }
    const row = await insertApproval(tx, {
      kind: s.kind,
      status: alone ? 'alone' : 'pending',
      payload: s.payload as object,
      before: s.before ?? null,
      after: s.after,
      value: s.value,
      subject: s.subject ?? null,
      memberId: s.memberId ?? null,
      requestedBy: s.maker.actor,
      requestedRole: s.maker.role,
    });
    if (!row) throw fail('CONFLICT', 'approvalAlreadyPending');
    if (alone) {
      const applied = await handler.apply(tx, s.payload, s.maker, { by: s.maker.actor, approvalId: row.id });
      await setResult(tx, row.id, applied.result);
      return { done: applied as Applied<A> };
    }
    await audit(tx, {
      ...s.maker,
      action: 'approvals.request',
      target: `approval:${row.id}`,
      before: s.before ?? null,
      after: { ...auditView(row), ...s.after },
    });
    return { pending: toApprovalView(row, { maker: s.maker.name, checker: null }, s.maker) };
  }

  return {
    /** Registers how a module does one kind (at boot, by the module's routes). */
    handle<P>(kind: ApprovalKind, handler: ApprovalHandler<P>) {
      handlers.set(kind, handler as ApprovalHandler<never>);
    },

    /** Submits inside the caller's transaction; the caller runs `afterCommit` of what was done. */
    submitIn,

    /** Submits in a transaction of its own: done now (its after-commit work run), or pending. */
    async submit<A>(s: Submission<unknown>): Promise<Submitted<A>> {
      const outcome = await ctx.db.transaction((tx) => submitIn<A>(tx, s));
      if ('done' in outcome) outcome.done.afterCommit?.();
      return outcome;
    },

    /** Does what a pending request asks, as `who`: never its maker, within the approver's daily limit. */
    async approve(id: string, who: Acting): Promise<ApprovalRequest> {
      const { row, applied } = await ctx.db.transaction(async (tx) => {
        const row = await lockApproval(tx, id);
        if (!row) throw fail('NOT_FOUND', 'notFound');
        if (row.status !== 'pending') throw fail('CONFLICT', 'alreadyProcessed');
        if (row.requestedBy === who.actor) throw fail('FORBIDDEN', 'approvalOwnRequest');
        if (!mayApprove(who)) throw fail('FORBIDDEN', 'staffNotPermitted');
        const limit = approveLimit(who);
        if (limit !== null && row.value !== null) {
          if ((await approvedWithin(tx, who.actor, DAY_HOURS)) + row.value > limit) {
            throw fail(
              'FORBIDDEN',
              'approvalDailyLimit',
              fillMessage(TH.approvalDailyLimit, { limit: toBaht(limit) }),
            );
          }
        }
        const handler = handlerOf(row.kind);
        if (handler.unchanged && !(await handler.unchanged(tx, row.payload, row.before as Fields | null))) {
          throw fail('CONFLICT', 'approvalStale');
        }
        const applied = await handler.apply(tx, row.payload, who, { by: row.requestedBy, approvalId: id });
        const decided = await decideApproval(tx, id, {
          status: 'approved',
          by: who.actor,
          result: applied.result,
        });
        await audit(tx, {
          ...who,
          action: 'approvals.approve',
          target: `approval:${id}`,
          before: auditView(row),
          after: auditView(decided),
        });
        return { row: decided, applied };
      });
      applied.afterCommit?.();
      return viewOf(row, who);
    },

    /** Refuses a pending request: nothing is done. Its maker may withdraw it; else a role that approves. */
    async reject(id: string, who: Acting, note: string | undefined): Promise<ApprovalRequest> {
      const row = await ctx.db.transaction(async (tx) => {
        const row = await lockApproval(tx, id);
        if (!row) throw fail('NOT_FOUND', 'notFound');
        if (row.status !== 'pending') throw fail('CONFLICT', 'alreadyProcessed');
        if (row.requestedBy !== who.actor && !mayApprove(who)) throw fail('FORBIDDEN', 'staffNotPermitted');
        const decided = await decideApproval(tx, id, {
          status: 'rejected',
          by: who.actor,
          note: note ?? null,
        });
        await audit(tx, {
          ...who,
          action: 'approvals.reject',
          target: `approval:${id}`,
          before: auditView(row),
          after: { ...auditView(decided), note: note ?? null },
        });
        return decided;
      });
      return viewOf(row, who);
    },

    async list(q: { status: ApprovalStatus; page: number; pageSize: number }, who: Acting) {
      const { total, items } = await listApprovals(ctx.db, {
        statuses: [q.status],
        onlyBy: seesAll(who) ? undefined : who.actor,
        page: q.page,
        pageSize: q.pageSize,
      });
      return {
        total,
        items: items.map((i) =>
          toApprovalView(i.request, { maker: i.makerName, checker: i.checkerName }, who),
        ),
      };
    },
  };
}
export type Approvals = ReturnType<typeof createApprovals>;

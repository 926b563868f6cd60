import {
  fillMessage,
  TH,
  type AdjustmentStatus,
  type AdminAdjustment,
  type AdminCreateAdjustmentBody,
} from '@chokdee/contracts';
import type { Db, Tx } from '../../db/types';
import { fail } from '../../lib/app-error';
import { toBaht, toSatang } from '../../lib/money';
import { houseAccount, memberAccount, PLAYABLE_WALLET, transfer } from '../ledger';
import { memberPhoneOf } from '../members';
import { audit, type AuditWho } from '../staff';
import {
  appliedAloneWithin,
  decide,
  findByRequestId,
  insertAdjustment,
  listAdjustments,
  lockAdjustment,
  lockMaker,
  type AdjustmentRow,
} from './repo';

/** The window over which one maker's adjustments without a checker add up against the limit. */
const ALONE_WINDOW_HOURS = 24;

export function toAdminAdjustment(a: AdjustmentRow, memberPhone: string): AdminAdjustment {
  return {
    id: a.id,
    memberId: a.memberId,
    memberPhone,
    direction: a.direction as AdminAdjustment['direction'],
    amount: toBaht(a.amount),
    reason: a.reason,
    status: a.status as AdjustmentStatus,
    needsApproval: a.needsApproval,
    requestedBy: a.requestedBy,
    decidedBy: a.decidedBy,
    decidedAt: a.decidedAt?.toISOString() ?? null,
    transferId: a.transferId,
    createdAt: a.createdAt.toISOString(),
  };
}

/** What the audit log keeps: the record as staff see it, without the member's phone. */
function auditView(a: AdjustmentRow) {
  const { memberPhone: _, createdAt: __, ...view } = toAdminAdjustment(a, '');
  return view;
}

/**
 * Manual credits and debits (docs/decisions/080-adjustments.md): money
 * moves between the member's playable wallet and `house:adjustments`, key `adjustment:<id>`, in the
 * transaction that makes the adjustment `applied` and writes its audit entry. When it would take what its maker
 * applied alone in the last 24 hours above the approval limit, it waits for someone other than its maker.
 */
export function createAdjustmentService(db: Db, approvalLimitBaht: number) {
  const approvalLimit = toSatang(approvalLimitBaht);

  /** Moves the money of a pending adjustment and marks it applied by `by`; the ledger guards a debit. */
  async function apply(tx: Tx, a: AdjustmentRow, by: string) {
    const member = memberAccount(a.memberId, PLAYABLE_WALLET);
    const house = houseAccount('adjustments');
    const credit = a.direction === 'credit';
    const moved = await transfer(tx, {
      from: credit ? house : member,
      to: credit ? member : house,
      amount: a.amount,
      kind: 'adjustment',
      reference: `adjustment:${a.id}`,
      idempotencyKey: `adjustment:${a.id}`,
      meta: { adjustmentId: a.id, direction: a.direction, by },
    });
    return (await decide(tx, a.id, { status: 'applied', transferId: moved.transferId, by }))!;
  }

  /** The answer's message: what happened, and for a pending one why it waits. */
  const messageOf = (a: AdjustmentRow) =>
    a.status === 'pending'
      ? fillMessage(TH.adjustmentPending, { limit: approvalLimitBaht })
      : a.status === 'rejected'
        ? TH.adjustmentRejected
        : TH.adjustmentApplied;

  return {
    async create(body: AdminCreateAdjustmentBody, who: AuditWho) {
      const amount = toSatang(body.amount);
      const result = await db.transaction(async (tx) => {
        const phone = await memberPhoneOf(tx, body.memberId);
        if (!phone) throw fail('NOT_FOUND', 'memberNotFound');
        // The limit is what one maker may apply alone in a day, not per request: five credits of 5,000 in a
        // row (or to five accounts) need a checker like one of 25,000 (docs/ABUSE.md 13).
        await lockMaker(tx, who.actor);
        const alone = await appliedAloneWithin(tx, who.actor, ALONE_WINDOW_HOURS);
        const wanted = {
          requestId: body.requestId,
          memberId: body.memberId,
          direction: body.direction,
          amount,
          reason: body.reason,
          requestedBy: who.actor,
        };
        const row = await insertAdjustment(tx, {
          ...wanted,
          status: 'pending',
          needsApproval: alone + amount > approvalLimit,
        });
        if (!row) return { adjustment: await replayOf(tx, wanted), phone };
        const made = row.needsApproval ? row : await apply(tx, row, who.actor);
        await audit(tx, {
          ...who,
          action: 'adjustments.create',
          target: `adjustment:${made.id}`,
          after: auditView(made),
        });
        return { adjustment: made, phone };
      });
      return {
        data: toAdminAdjustment(result.adjustment, result.phone),
        message: messageOf(result.adjustment),
      };
    },

    /** Applies a pending adjustment; never by its maker (the operator key is one maker). */
    async approve(id: string, who: AuditWho) {
      const result = await db.transaction(async (tx) => {
        const row = await lockAdjustment(tx, id);
        if (!row) throw fail('NOT_FOUND', 'notFound');
        if (row.status !== 'pending') throw fail('CONFLICT', 'alreadyProcessed');
        if (row.requestedBy === who.actor) throw fail('FORBIDDEN', 'adjustmentOwnApproval');
        const applied = await apply(tx, row, who.actor);
        await audit(tx, {
          ...who,
          action: 'adjustments.approve',
          target: `adjustment:${id}`,
          before: auditView(row),
          after: auditView(applied),
        });
        return applied;
      });
      return {
        data: toAdminAdjustment(result, (await memberPhoneOf(db, result.memberId))!),
        message: messageOf(result),
      };
    },

    /** Refuses a pending adjustment: nothing moves. Its maker may withdraw it this way. */
    async reject(id: string, who: AuditWho) {
      const result = await db.transaction(async (tx) => {
        const row = await lockAdjustment(tx, id);
        if (!row) throw fail('NOT_FOUND', 'notFound');
        if (row.status !== 'pending') throw fail('CONFLICT', 'alreadyProcessed');
        const rejected = (await decide(tx, id, { status: 'rejected', by: who.actor }))!;
        await audit(tx, {
          ...who,
          action: 'adjustments.reject',
          target: `adjustment:${id}`,
          before: auditView(row),
          after: auditView(rejected),
        });
        return rejected;
      });
      return {
        data: toAdminAdjustment(result, (await memberPhoneOf(db, result.memberId))!),
        message: messageOf(result),
      };
    },

    async list(q: { status?: AdjustmentStatus; memberId?: string; page: number; pageSize: number }) {
      const { total, items } = await listAdjustments(db, q);
      return { total, items: items.map((i) => toAdminAdjustment(i.adjustment, i.memberPhone)) };
    },
  };
}
export type AdjustmentService = ReturnType<typeof createAdjustmentService>;

/**
 * The same request sent again (a double click, a retried call): the first adjustment, if it is the same
 * one; a request id reused for anything else is refused. Nothing moves a second time.
 */
async function replayOf(
  tx: Tx,
  wanted: {
    requestId: string;
    memberId: string;
    direction: string;
    amount: bigint;
    reason: string;
    requestedBy: string;
  },
) {
  const first = (await findByRequestId(tx, wanted.requestId))!;
  const same =
    first.memberId === wanted.memberId &&
    first.direction === wanted.direction &&
    first.amount === wanted.amount &&
    first.reason === wanted.reason &&
    first.requestedBy === wanted.requestedBy;
  if (!same) throw fail('CONFLICT', 'idempotencyKeyReused');
  return first;
}

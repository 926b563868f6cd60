import { randomUUID } from 'node:crypto';
import { fillMessage, TH, type AdminCreateItemCodeBody } from '@chokdee/contracts';
import type { AppContext } from '../../context';
import type { Executor, Tx } from '../../db/types';
import { fail } from '../../lib/app-error';
import { findMemberById } from '../auth';
import { toBaht, toSatang } from '../../lib/money';
import { houseAccount, memberAccount, PLAYABLE_WALLET, transfer } from '../ledger';
import { endSpentBonus, findActiveBonus, ITEM_CODE_BONUS_PREFIX, startBonus } from '../promotions';
import type { Approvals } from '../approvals';
import { audit, type Acting, type AuditWho } from '../staff';
import { refuseDuringBreak } from '../play-limits';
import { batchRedeemersAmong, lockBatch } from './batch-repo';
import {
  hasRedeemed,
  insertHiddenPromotion,
  findItemCode,
  insertItemCode,
  lockItemCode,
  recordRedemption,
  type ItemCodeRow,
} from './repo';

/**
 * Redeem tries per member per window (docs/decisions/041-item-codes.md): codes cannot be guessed by trying.
 */
export const REDEEM_TRIES = 10;
export const REDEEM_WINDOW_SEC = 600;

export const normaliseCode = (code: string) => code.trim().toUpperCase();

export function itemCodeView(row: ItemCodeRow) {
  return {
    id: row.id,
    code: row.code,
    amount: toBaht(row.amount),
    turnover: toBaht(row.turnover),
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A turnover code starts a bonus condition (member_bonuses) like a promotion does, so the withdrawal
 * rules apply it unchanged. A running bonus whose credit is spent (promotions' `endSpentBonus`) ends
 * first, as at a deposit; one still in play refuses the code (two conditions cannot run at once).
 */
async function startTurnover(tx: Executor, code: ItemCodeRow, memberId: string, key: string) {
  // The same "spent" as at a deposit: open rounds and partners' credit count (docs/ABUSE.md 2).
  if ((await findActiveBonus(tx, memberId)) && !(await endSpentBonus(tx, memberId))) {
    throw fail('CONFLICT', 'itemCodeBonusRunning');
  }
  const started = await startBonus(tx, {
    memberId,
    promotionId: code.promotionId!,
    depositRef: key,
    depositAmount: code.amount,
    bonusAmount: code.amount,
    turnoverType: 0,
    needTurnover: code.turnover,
    maxWithdrawType: 0,
    maxWithdraw: null,
  });
  // A deposit of this member started a promotion in the meantime.
  if (!started) throw fail('CONFLICT', 'itemCodeBonusRunning');
}

/**
 * One code of a batch per person (docs/ABUSE.md 14): the batch's row lock queues every redeem of the batch
 * (the code's own lock does not: two codes are two rows), so this sees each earlier redeem of the member
 * and of the accounts linked to the member (modules/links). The unique key (batch, member) backs the first.
 */
async function checkBatchOnce(tx: Executor, batchId: string, memberId: string) {
  await lockBatch(tx, batchId);
  const redeemers = await batchRedeemersAmong(tx, batchId, memberId);
  if (redeemers.includes(memberId)) throw fail('CONFLICT', 'itemCodeBatchRedeemed');
  if (redeemers.length > 0) throw fail('CONFLICT', 'itemCodeBatchLinked');
}

/**
 * The code as the audit log keeps it: its first quarter, the rest starred. The log is kept forever and
 * read far from the code's table, and a code that still has uses is money to whoever reads it in full
 * (docs/decisions/072-audit-log.md).
 */
export function maskItemCode(code: string): string {
  const shown = Math.floor(code.length / 4);
  return code.slice(0, shown) + '*'.repeat(code.length - shown);
}

/** The most a code can pay out, satang: its amount times its uses; null when its uses are unlimited. */
export const codeValue = (body: AdminCreateItemCodeBody) =>
  body.maxUses === undefined ? null : toSatang(body.amount) * BigInt(body.maxUses);

/** The terms as the approvals queue and the audit log show them: the code masked. */
const codeTerms = (body: AdminCreateItemCodeBody) => ({
  code: maskItemCode(normaliseCode(body.code)),
  amount: body.amount,
  turnover: body.turnover ?? 0,
  maxUses: body.maxUses ?? null,
  expiresAt: body.expiresAt ?? null,
});

export function createItemCodeService(ctx: AppContext, approvals: Approvals) {
  /** Makes the code: alone within the maker's allowance, or when a second person approves (issue 23). */
  async function make(tx: Tx, body: AdminCreateItemCodeBody, who: AuditWho) {
    const code = normaliseCode(body.code);
    const turnover = toSatang(body.turnover ?? 0);
    const promotionId = turnover > 0n ? await insertHiddenPromotion(tx, code, turnover) : null;
    const row = await insertItemCode(tx, {
      code,
      amount: toSatang(body.amount),
      turnover,
      maxUses: body.maxUses ?? null,
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      promotionId,
    });
    if (!row) throw fail('CONFLICT', 'itemCodeDuplicate');
    const view = itemCodeView(row);
    await audit(tx, {
      ...who,
      action: 'itemcodes.create',
      target: `itemcode:${row.id}`,
      after: { ...view, code: maskItemCode(code), promotionId },
    });
    return { result: `itemcode:${row.id}`, answer: view };
  }
  approvals.handle<AdminCreateItemCodeBody>('itemcodes.create', { apply: make });

  return {
    async create(body: AdminCreateItemCodeBody, who: Acting) {
      // Known at once rather than at approval: the code is taken.
      if (await findItemCode(ctx.db, normaliseCode(body.code))) throw fail('CONFLICT', 'itemCodeDuplicate');
      return approvals.submit<ReturnType<typeof itemCodeView>>({
        kind: 'itemcodes.create',
        maker: who,
        payload: body,
        value: codeValue(body),
        after: codeTerms(body),
      });
    },

    /** Credits the code's free credit once; answers the popup text and the amounts in baht. */
    async redeem(memberId: string, typed: string) {
      if ((await ctx.limiter.hit(`itemcode:${memberId}`, REDEEM_WINDOW_SEC)) > REDEEM_TRIES) {
        throw fail('RATE_LIMITED', 'tooManyRequests');
      }
      // Locked members are refused like at withdrawals (docs/decisions/001-contracts-and-envelope.md: 403).
      if ((await findMemberById(ctx.db, memberId))?.locked) throw fail('FORBIDDEN', 'memberLocked');
      // No free credit during a break (docs/PLAYER-PROTECTION.md): the code keeps its uses.
      await refuseDuringBreak(ctx.db, memberId);
      const code = normaliseCode(typed);
      const row = await ctx.db.transaction(async (tx) => {
        // Parallel redeems of one code queue on this lock, so the checks below see every earlier redeem.
        const row = await lockItemCode(tx, code);
        if (!row) throw fail('NOT_FOUND', 'itemCodeNotFound');
        if (await hasRedeemed(tx, row.id, memberId)) throw fail('CONFLICT', 'itemCodeAlreadyRedeemed');
        if (row.batchId) await checkBatchOnce(tx, row.batchId, memberId);
        if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) throw fail('CONFLICT', 'itemCodeExpired');
        if (row.maxUses !== null && row.usedCount >= row.maxUses) throw fail('CONFLICT', 'itemCodeUsedUp');
        // One redeem per member and code: the key names both, so even the ledger would refuse a second.
        const key = `${ITEM_CODE_BONUS_PREFIX}${row.id}:${memberId}`;
        if (row.turnover > 0n) await startTurnover(tx, row, memberId, key);
        const { transferId } = await transfer(tx, {
          from: houseAccount('itemCodeExpense'),
          to: memberAccount(memberId, PLAYABLE_WALLET),
          amount: row.amount,
          kind: 'itemcode',
          reference: `itemcode:${row.id}`,
          idempotencyKey: key,
          meta: { code: row.code },
        });
        await recordRedemption(tx, {
          id: randomUUID(),
          itemCodeId: row.id,
          memberId,
          amount: row.amount,
          transferId,
          batchId: row.batchId,
        });
        return row;
      });
      return {
        data: { amount: toBaht(row.amount), turnover: toBaht(row.turnover) },
        message: fillMessage(TH.itemCodeRedeemed, { amount: toBaht(row.amount) }),
      };
    },
  };
}
export type ItemCodeService = ReturnType<typeof createItemCodeService>;

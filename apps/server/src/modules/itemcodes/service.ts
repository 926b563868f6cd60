import { randomUUID } from 'node:crypto';
import { fillMessage, TH, type AdminCreateItemCodeBody } from '@chokdee/contracts';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/types';
import { fail } from '../../lib/app-error';
import { findMemberById } from '../auth/repo';
import { toBaht, toSatang } from '../../lib/money';
import { houseAccount, memberAccount, PLAYABLE_WALLET, transfer } from '../ledger';
import { findActiveBonus } from '../promotions/bonus-repo';
import { endBonusIfSpent } from '../promotions/bonus-spent';
import { beginBonus } from '../promotions/begin-bonus';
import { audit, type AuditWho } from '../staff/audit';
import { batchRedeemersAmong, lockBatch } from './batch-repo';
import {
  hasRedeemed,
  insertHiddenPromotion,
  insertItemCode,
  lockItemCode,
  recordRedemption,
  type ItemCodeRow,
} from './repo';

/** Redeem tries per member per window (docs/DECISIONS.md "Item codes"): codes cannot be guessed by trying. */
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
 * rules apply it unchanged. A running bonus whose credit is spent (promotions' `endBonusIfSpent`) ends
 * first, as at a deposit; one still in play refuses the code (two conditions cannot run at once).
 */
async function startTurnover(tx: Executor, code: ItemCodeRow, memberId: string, key: string) {
  // The same "spent" as at a deposit: open rounds and partners' credit count (docs/ABUSE.md 2).
  if ((await findActiveBonus(tx, memberId)) && !(await endBonusIfSpent(tx, memberId))) {
    throw fail('CONFLICT', 'itemCodeBonusRunning');
  }
  const started = await beginBonus(tx, {
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
 * (docs/DECISIONS.md "Back office: audit coverage").
 */
export function maskItemCode(code: string): string {
  const shown = Math.floor(code.length / 4);
  return code.slice(0, shown) + '*'.repeat(code.length - shown);
}

export function createItemCodeService(ctx: AppContext) {
  return {
    async create(body: AdminCreateItemCodeBody, who: AuditWho) {
      const code = normaliseCode(body.code);
      const turnover = toSatang(body.turnover ?? 0);
      return ctx.db.transaction(async (tx) => {
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
        return view;
      });
    },

    /** Credits the code's free credit once; answers the popup text and the amounts in baht. */
    async redeem(memberId: string, typed: string) {
      if ((await ctx.limiter.hit(`itemcode:${memberId}`, REDEEM_WINDOW_SEC)) > REDEEM_TRIES) {
        throw fail('RATE_LIMITED', 'tooManyRequests');
      }
      // Locked members are refused like at withdrawals (Foundation 2: 403).
      if ((await findMemberById(ctx.db, memberId))?.locked) throw fail('FORBIDDEN', 'memberLocked');
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
        const key = `itemcode:${row.id}:${memberId}`;
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

import {
  ITEM_CODE_COLUMNS,
  ITEM_CODE_STATUS,
  type AdminCreateItemCodeBatchBody,
  type AdminItemCodeBatch,
  type AdminListedItemCode,
} from '@chokdee/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/types';
import { fail } from '../../lib/app-error';
import { maskPhone } from '../../lib/mask';
import { toBaht, toSatang } from '../../lib/money';
import { toCsv } from '../reports';
import type { Approvals, Made } from '../approvals';
import { audit, type Acting, type AuditWho } from '../staff';
import {
  findBatch,
  insertBatch,
  insertBatchCodes,
  listBatches,
  listCodes,
  type BatchRow,
} from './batch-repo';
import { generateCodes } from './generate';
import { insertHiddenPromotion } from './repo';
import { maskItemCode } from './service';

export function batchView(batch: BatchRow, redeemed: number): AdminItemCodeBatch {
  return {
    id: batch.id,
    prefix: batch.prefix,
    count: batch.count,
    redeemed,
    amount: toBaht(batch.amount),
    turnover: toBaht(batch.turnover),
    expiresAt: batch.expiresAt?.toISOString() ?? null,
    note: batch.note,
    createdBy: batch.createdBy,
    createdAt: batch.createdAt.toISOString(),
  };
}

type CodeListRow = Awaited<ReturnType<typeof listCodes>>['items'][number];

/** `fullCode`: the code unmasked; `members`: the redeemer's phone unmasked (lib/mask.ts seesMembers). */
function listedCode(row: CodeListRow, fullCode: boolean, members: boolean): AdminListedItemCode {
  const c = row.code;
  return {
    id: c.id,
    code: fullCode ? c.code : maskItemCode(c.code),
    batchId: c.batchId,
    amount: toBaht(c.amount),
    turnover: toBaht(c.turnover),
    maxUses: c.maxUses,
    usedCount: c.usedCount,
    expiresAt: c.expiresAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    redeemedBy:
      row.redeemerId && row.redeemedAt
        ? {
            memberId: row.redeemerId,
            phoneNumber: members ? (row.redeemerPhone ?? '') : maskPhone(row.redeemerPhone ?? ''),
            redeemedAt: row.redeemedAt.toISOString(),
          }
        : null,
  };
}

/** A spreadsheet-friendly Bangkok time (UTC+7, no daylight saving): "2025-11-22 09:05:09". */
const bangkokTime = (iso: string | null | undefined) =>
  iso ? new Date(Date.parse(iso) + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ') : '';

/** Draws beyond this many repeats mean something is wrong with the generator, not bad luck. */
const MAX_DRAWS = 5;

/**
 * Item-code batches (docs/decisions/042-item-code-batches.md): generated, listed,
 * exported. Redeeming a batch code is the item-code service's `redeem` (one per member and person).
 */
export function createItemCodeBatchService(ctx: AppContext, approvals: Approvals) {
  /** Generates the batch: alone within the maker's allowance, or when a second person approves (issue 23). */
  async function make(tx: Tx, body: AdminCreateItemCodeBatchBody, who: AuditWho, made: Made) {
    const prefix = body.prefix?.toUpperCase() ?? null;
    const turnover = toSatang(body.turnover ?? 0);
    // One hidden promotion carries the turnover of every code of the batch
    // (docs/decisions/042-item-code-batches.md).
    const label = `${prefix ?? 'BATCH'} x${body.count}`;
    const promotionId = turnover > 0n ? await insertHiddenPromotion(tx, label, turnover) : null;
    const batch = await insertBatch(tx, {
      prefix,
      count: body.count,
      amount: toSatang(body.amount),
      turnover,
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      note: body.note,
      promotionId,
      createdBy: made.by,
    });
    let missing = body.count;
    for (let draw = 0; missing > 0; draw += 1) {
      if (draw === MAX_DRAWS) throw new Error('item-code batch: codes keep colliding');
      missing -= (await insertBatchCodes(tx, batch, generateCodes(missing, prefix ?? undefined))).length;
    }
    const view = batchView(batch, 0);
    // The terms and the count, never the codes: the log is read far from them (audit coverage 5).
    await audit(tx, {
      ...who,
      action: 'itemcodes.batch',
      target: `itemcode-batch:${batch.id}`,
      after: { ...view, promotionId },
    });
    return { result: `itemcode-batch:${batch.id}`, answer: view };
  }
  approvals.handle<AdminCreateItemCodeBatchBody>('itemcodes.batch', { apply: make });

  return {
    /** The batch's value is every code redeemed: amount × count (issue 23). */
    async create(body: AdminCreateItemCodeBatchBody, who: Acting) {
      if (body.expiresAt && new Date(body.expiresAt).getTime() <= Date.now()) {
        throw fail('VALIDATION', 'itemCodeBatchExpired');
      }
      return approvals.submit<AdminItemCodeBatch>({
        kind: 'itemcodes.batch',
        maker: who,
        payload: body,
        value: toSatang(body.amount) * BigInt(body.count),
        after: {
          prefix: body.prefix?.toUpperCase() ?? null,
          count: body.count,
          amount: body.amount,
          turnover: body.turnover ?? 0,
          expiresAt: body.expiresAt ?? null,
          note: body.note,
        },
      });
    },

    async batches(page: number, pageSize: number) {
      const { total, items } = await listBatches(ctx.db, page, pageSize);
      return { total, items: items.map((r) => batchView(r.batch, r.redeemed)) };
    },

    /** Codes in full for those who may make them; masked for readers (a code with uses left is money). */
    async codes(
      query: { batch?: string; page: number; pageSize: number },
      fullCodes: boolean,
      members: boolean,
    ) {
      if (query.batch && !(await findBatch(ctx.db, query.batch))) throw fail('NOT_FOUND', 'notFound');
      const { total, items } = await listCodes(ctx.db, { batchId: query.batch }, query);
      return { total, items: items.map((r) => listedCode(r, fullCodes, members)) };
    },

    /** The whole batch as CSV (UTF-8 BOM, Thai headings), and the batch for the file's name. */
    async csv(batchId: string, members: boolean) {
      const found = await findBatch(ctx.db, batchId);
      if (!found) throw fail('NOT_FOUND', 'notFound');
      const { items } = await listCodes(ctx.db, { batchId }, null);
      const rows = items.map((r) => {
        const c = listedCode(r, true, members);
        return [
          c.code,
          c.amount.toFixed(2),
          c.turnover.toFixed(2),
          bangkokTime(c.expiresAt),
          c.redeemedBy ? ITEM_CODE_STATUS.redeemed : ITEM_CODE_STATUS.unused,
          c.redeemedBy?.phoneNumber ?? '',
          bangkokTime(c.redeemedBy?.redeemedAt),
        ];
      });
      const headings = Object.values(ITEM_CODE_COLUMNS);
      return { batch: batchView(found.batch, found.redeemed), body: toCsv(headings, rows) };
    },
  };
}

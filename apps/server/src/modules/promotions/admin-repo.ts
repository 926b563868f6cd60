import { and, asc, count, desc, eq } from 'drizzle-orm';
import { memberBonuses, members, promotions } from '../../db/schema';
import type { Executor } from '../../db/types';
import type { PromotionRow } from './promotion-repo';

export type NewPromotion = typeof promotions.$inferInsert;

/** Every promotion but the hidden ones (item codes' turnover carriers), in display order. */
export function listOperatorPromotions(ex: Executor): Promise<PromotionRow[]> {
  return ex
    .select()
    .from(promotions)
    .where(eq(promotions.hidden, false))
    .orderBy(asc(promotions.sortOrder), asc(promotions.createdAt), asc(promotions.id));
}

export async function insertPromotion(ex: Executor, values: NewPromotion): Promise<PromotionRow> {
  const [row] = await ex.insert(promotions).values(values).returning();
  return row!;
}

const shown = (id: string) => and(eq(promotions.id, id), eq(promotions.hidden, false));

/** The promotion unless it is unknown or hidden. */
export async function findOperatorPromotion(ex: Executor, id: string): Promise<PromotionRow | undefined> {
  const [row] = await ex.select().from(promotions).where(shown(id));
  return row;
}

/** The promotion locked for a change; undefined when there is none, or it is hidden. */
export async function lockOperatorPromotion(ex: Executor, id: string): Promise<PromotionRow | undefined> {
  const [row] = await ex.select().from(promotions).where(shown(id)).for('update');
  return row;
}

export async function updatePromotion(ex: Executor, id: string, set: Partial<NewPromotion>) {
  const [row] = await ex.update(promotions).set(set).where(eq(promotions.id, id)).returning();
  return row!;
}

/** One page of a promotion's claims, newest first, with the member's phone and signup address. */
export async function listClaims(ex: Executor, promotionId: string, page: number, pageSize: number) {
  const b = memberBonuses;
  const [items, [total]] = await Promise.all([
    ex
      .select({
        memberId: b.memberId,
        phoneNumber: members.phoneNumber,
        signupIp: members.signupIp,
        depositRef: b.depositRef,
        depositAmount: b.depositAmount,
        bonusAmount: b.bonusAmount,
        receivedAt: b.receivedAt,
        status: b.status,
        endReason: b.endReason,
      })
      .from(b)
      .innerJoin(members, eq(members.id, b.memberId))
      .where(eq(b.promotionId, promotionId))
      .orderBy(desc(b.receivedAt), desc(b.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ex.select({ n: count() }).from(b).where(eq(b.promotionId, promotionId)),
  ]);
  return { total: total!.n, items };
}

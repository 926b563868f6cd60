import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { members, promotions } from '../../db/schema';
import type { Executor } from '../../db/types';
import { linkedIdsOf } from '../links';
import { bangkokDay, type ClaimFacts } from './claim-rules';

export type PromotionRow = typeof promotions.$inferSelect;

const displayOrder = [asc(promotions.sortOrder), asc(promotions.createdAt), asc(promotions.id)];

/** The promotions members see and deposits may earn (a hidden one is never active: a check says so). */
export function listActivePromotions(ex: Executor): Promise<PromotionRow[]> {
  return ex
    .select()
    .from(promotions)
    .where(eq(promotions.active, true))
    .orderBy(...displayOrder);
}

/** An active promotion with what its claim rule needs to know about one member. */
export type PromotionWithFacts = PromotionRow &
  Omit<ClaimFacts, 'firstDeposit'> & {
    /** The member has been credited a deposit before (members.first_deposit_ref is set). */
    hasDeposited: boolean;
    /** Today's Bangkok date on the database's clock, 'YYYY-MM-DD' (a oncePerDay claim's key). */
    today: string;
  };

/**
 * The active promotions with the member's claims of each, in one statement: the count, whether one was
 * today (Bangkok), the same of the member's linked accounts, and the window judged on the database's clock. Inside a deposit's transaction it
 * is what the bonus decision reads; `claimKeys` and the unique indexes make a parallel deposit that
 * read the same counts fail to insert rather than take a second claim.
 */
export function listPromotionsWithFacts(ex: Executor, memberId: string): Promise<PromotionWithFacts[]> {
  const p = promotions;
  // Written out: a single-table select prints its own columns unqualified, and `id` would be the bonus's.
  const ofMember = sql`b.member_id = ${memberId}::uuid and b.promotion_id = promotions.id`;
  const ofLinked = sql`b.member_id in ${linkedIdsOf(memberId)} and b.promotion_id = promotions.id`;
  return ex
    .select({
      ...getTableColumns(p),
      claims: sql<number>`(select count(*) from member_bonuses b where ${ofMember})`.mapWith(Number),
      claimedToday: sql<boolean>`exists (select 1 from member_bonuses b
        where ${ofMember} and b.claim_day = ${bangkokDay()})`.mapWith(Boolean),
      linkedClaims: sql<number>`(select count(*) from member_bonuses b where ${ofLinked})`.mapWith(Number),
      linkedClaimedToday: sql<boolean>`exists (select 1 from member_bonuses b
        where ${ofLinked} and b.claim_day = ${bangkokDay()})`.mapWith(Boolean),
      beforeStart: sql<boolean>`coalesce(now() < ${p.startsAt}, false)`.mapWith(Boolean),
      afterEnd: sql<boolean>`coalesce(now() >= ${p.endsAt}, false)`.mapWith(Boolean),
      hasDeposited: sql<boolean>`exists (select 1 from members m
        where m.id = ${memberId}::uuid and m.first_deposit_ref is not null)`.mapWith(Boolean),
      today: sql<string>`${bangkokDay()}::text`,
    })
    .from(p)
    .where(eq(p.active, true))
    .orderBy(...displayOrder);
}

/**
 * Marks `ref` as the member's first credited deposit unless one was marked before: true when this
 * deposit is the first. A guarded update: of parallel first deposits the later ones wait on the row
 * lock, then find the marker set and answer false, so exactly one deposit is ever the first.
 */
export async function markFirstDeposit(ex: Executor, memberId: string, ref: string): Promise<boolean> {
  const rows = await ex
    .update(members)
    .set({ firstDepositRef: ref })
    .where(and(eq(members.id, memberId), isNull(members.firstDepositRef)))
    .returning({ id: members.id });
  return rows.length > 0;
}

/** The member's promotion preference (SPEC §4); false when there is no such member. */
export async function setIsBonus(ex: Executor, memberId: string, isBonus: boolean): Promise<boolean> {
  const rows = await ex
    .update(members)
    .set({ isBonus })
    .where(eq(members.id, memberId))
    .returning({ id: members.id });
  return rows.length > 0;
}

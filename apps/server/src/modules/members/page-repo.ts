import { and, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  bankStatements,
  gameRounds,
  memberBonuses,
  memberLogins,
  memberNotes,
  members,
  promotions,
  withdrawals,
} from '../../db/schema';
import type { Executor } from '../../db/types';
import { memberEntriesPage, memberEntryCountSql } from '../ledger';

/**
 * Reads of the member page (the back office). Each list is one statement for its rows and one for its
 * count, never a statement per row. Other modules' tables are only read here.
 */

export interface Paging {
  page: number;
  pageSize: number;
}

const offsetOf = (p: Paging) => (p.page - 1) * p.pageSize;
/** A count as a JS number whatever the driver (count(*) is int8). */
const countOf = (query: SQL) => sql<number>`(${query})::int`;

/** The member's deposits: statements credited to them (the other statuses name no member). */
const depositsOf = (memberId: SQLWrapper | string) =>
  and(eq(bankStatements.memberId, memberId), eq(bankStatements.status, 'credited'));

export async function memberExists(ex: Executor, memberId: string): Promise<boolean> {
  const [row] = await ex.select({ id: members.id }).from(members).where(eq(members.id, memberId));
  return row !== undefined;
}

/** The member row, their referrer, settled turnover and the size of each list, in one statement. */
export async function memberHead(ex: Executor, memberId: string) {
  const referrer = alias(members, 'referrer');
  const m = members.id;
  const [row] = await ex
    .select({
      member: members,
      referrerId: referrer.id,
      referrerPhone: referrer.phoneNumber,
      settledTurnover: sql<string>`(select coalesce(sum(${gameRounds.turnover}), 0)::text from ${gameRounds}
        where ${gameRounds.memberId} = ${m} and ${gameRounds.status} = 'settled')`,
      ledgerEntries: countOf(memberEntryCountSql(m)),
      deposits: countOf(sql`select count(*) from ${bankStatements} where ${depositsOf(m)}`),
      withdrawals: countOf(sql`select count(*) from ${withdrawals} where ${withdrawals.memberId} = ${m}`),
      bonuses: countOf(sql`select count(*) from ${memberBonuses} where ${memberBonuses.memberId} = ${m}`),
      gameRounds: countOf(sql`select count(*) from ${gameRounds} where ${gameRounds.memberId} = ${m}`),
      referralsLevel1: countOf(sql`select count(*) from ${members} r1 where r1.referrer_id = ${m}`),
      referralsLevel2: countOf(sql`select count(*) from ${members} r1
        join ${members} r2 on r2.referrer_id = r1.id where r1.referrer_id = ${m}`),
      logins: countOf(sql`select count(*) from ${memberLogins} where ${memberLogins.memberId} = ${m}`),
      notes: countOf(sql`select count(*) from ${memberNotes} where ${memberNotes.memberId} = ${m}`),
    })
    .from(members)
    .leftJoin(referrer, eq(referrer.id, members.referrerId))
    .where(eq(members.id, memberId));
  return row;
}

/** Ledger entries of all the member's wallets, newest first (the ledger's read). */
export const ledgerPage = (ex: Executor, memberId: string, p: Paging) =>
  memberEntriesPage(ex, memberId, p.pageSize, offsetOf(p));

export async function depositPage(ex: Executor, memberId: string, p: Paging) {
  const s = bankStatements;
  const where = depositsOf(memberId);
  const [items, [total]] = await Promise.all([
    ex
      .select()
      .from(s)
      .where(where)
      .orderBy(desc(s.transferredAt), desc(s.id))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    ex.select({ n: count() }).from(s).where(where),
  ]);
  return { total: total?.n ?? 0, items };
}

export async function withdrawalPage(ex: Executor, memberId: string, p: Paging) {
  const w = withdrawals;
  const where = eq(w.memberId, memberId);
  const [items, [total]] = await Promise.all([
    ex
      .select()
      .from(w)
      .where(where)
      .orderBy(desc(w.createdAt), desc(w.id))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    ex.select({ n: count() }).from(w).where(where),
  ]);
  return { total: total?.n ?? 0, items };
}

export async function bonusPage(ex: Executor, memberId: string, p: Paging) {
  const b = memberBonuses;
  const where = eq(b.memberId, memberId);
  const [items, [total]] = await Promise.all([
    ex
      .select({ bonus: b, title: promotions.title })
      .from(b)
      .innerJoin(promotions, eq(promotions.id, b.promotionId))
      .where(where)
      .orderBy(desc(b.receivedAt), desc(b.id))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    ex.select({ n: count() }).from(b).where(where),
  ]);
  return { total: total?.n ?? 0, items };
}

export async function roundPage(ex: Executor, memberId: string, p: Paging) {
  const g = gameRounds;
  const where = eq(g.memberId, memberId);
  const [items, [total]] = await Promise.all([
    ex
      .select()
      .from(g)
      .where(where)
      .orderBy(desc(g.openedAt), desc(g.id))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    ex.select({ n: count() }).from(g).where(where),
  ]);
  return { total: total?.n ?? 0, items };
}

/** Level 1: members the member referred; level 2: members those referred (with who, `via`). */
export async function referralPage(ex: Executor, memberId: string, level: number, p: Paging) {
  const referred = alias(members, 'referred');
  const via = alias(members, 'via');
  const where = level === 1 ? eq(referred.referrerId, memberId) : eq(via.referrerId, memberId);
  const join = level === 1 ? undefined : eq(via.id, referred.referrerId);
  const rows = ex
    .select({
      id: referred.id,
      phoneNumber: referred.phoneNumber,
      firstName: referred.firstName,
      lastName: referred.lastName,
      createdAt: referred.createdAt,
      viaId: level === 1 ? sql<string | null>`null` : via.id,
      viaPhone: level === 1 ? sql<string | null>`null` : via.phoneNumber,
    })
    .from(referred)
    .$dynamic();
  const total = ex.select({ n: count() }).from(referred).$dynamic();
  if (join) {
    rows.innerJoin(via, join);
    total.innerJoin(via, join);
  }
  const [items, [n]] = await Promise.all([
    rows
      .where(where)
      .orderBy(desc(referred.createdAt), desc(referred.id))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    total.where(where),
  ]);
  return { total: n?.n ?? 0, items };
}

export async function loginPage(ex: Executor, memberId: string, p: Paging) {
  const l = memberLogins;
  const where = eq(l.memberId, memberId);
  const [items, [total]] = await Promise.all([
    ex.select().from(l).where(where).orderBy(desc(l.at), desc(l.id)).limit(p.pageSize).offset(offsetOf(p)),
    ex.select({ n: count() }).from(l).where(where),
  ]);
  return { total: total?.n ?? 0, items };
}

export async function notePage(ex: Executor, memberId: string, p: Paging) {
  const n = memberNotes;
  const where = eq(n.memberId, memberId);
  const [items, [total]] = await Promise.all([
    ex
      .select()
      .from(n)
      .where(where)
      .orderBy(desc(n.createdAt), desc(n.id))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    ex.select({ n: count() }).from(n).where(where),
  ]);
  return { total: total?.n ?? 0, items };
}

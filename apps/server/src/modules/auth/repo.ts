import { and, count, desc, eq, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { members } from '../../db/schema';
import type { Executor } from '../../db/types';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

export async function findMemberByPhone(db: Executor, phone: string) {
  const [row] = await db.select().from(members).where(eq(members.phoneNumber, phone));
  return row;
}

export async function findMemberById(db: Executor, id: string) {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row;
}

export async function phoneExists(db: Executor, phone: string) {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.phoneNumber, phone));
  return Boolean(row);
}

export async function bankAccountExists(db: Executor, bankCode: string, bankAccount: string) {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.bankCode, bankCode), eq(members.bankAccount, bankAccount)));
  return Boolean(row);
}

export async function findMemberIdByAffiliateKey(db: Executor, key: string) {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.affiliateKey, key));
  return row?.id;
}

export async function insertMember(db: Executor, member: NewMember) {
  const [row] = await db.insert(members).values(member).returning();
  return row!;
}

export async function updatePasswordHash(db: Executor, id: string, passwordHash: string) {
  await db
    .update(members)
    .set({ passwordHash, passwordChangedAt: sql`now()` })
    .where(eq(members.id, id));
}

export async function listMembers(db: Executor, opts: { q?: string; page: number; pageSize: number }) {
  const referrer = alias(members, 'referrer');
  const where = opts.q ? like(members.phoneNumber, `${opts.q}%`) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select({ member: members, referrerPhone: referrer.phoneNumber })
      .from(members)
      .leftJoin(referrer, eq(referrer.id, members.referrerId))
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ n: count() }).from(members).where(where),
  ]);
  return { total: total?.n ?? 0, items };
}

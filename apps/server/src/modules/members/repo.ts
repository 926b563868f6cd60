import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { memberNotes, members } from '../../db/schema';
import type { Executor } from '../../db/types';
import { memberSearch } from './search';

/**
 * The members module's writes and member reads. Sessions are the auth module's (its session store
 * revokes them); login history rows are written by the auth service through login-history.ts.
 */

export type MemberRow = typeof members.$inferSelect;

/** Page through members, newest first, matching the back office's search (search.ts). */
export async function searchMembers(ex: Executor, opts: { q?: string; page: number; pageSize: number }) {
  const referrer = alias(members, 'referrer');
  const where = opts.q ? memberSearch(opts.q) : undefined;
  const [items, [total]] = await Promise.all([
    ex
      .select({ member: members, referrerPhone: referrer.phoneNumber })
      .from(members)
      .leftJoin(referrer, eq(referrer.id, members.referrerId))
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    ex.select({ n: count() }).from(members).where(where),
  ]);
  return { total: total?.n ?? 0, items };
}

/** The member row, locked for the rest of the transaction: two staff acting at once act in turn. */
export async function memberForUpdate(ex: Executor, id: string): Promise<MemberRow | undefined> {
  const [row] = await ex.select().from(members).where(eq(members.id, id)).for('update');
  return row;
}

export async function setLocked(ex: Executor, id: string, locked: boolean): Promise<void> {
  await ex.update(members).set({ locked }).where(eq(members.id, id));
}

/** A temporary password: live sessions of games launched before now end (password_changed_at). */
export async function setTemporaryPassword(ex: Executor, id: string, passwordHash: string): Promise<void> {
  await ex
    .update(members)
    .set({ passwordHash, passwordChangedAt: sql`now()`, mustChangePassword: true })
    .where(eq(members.id, id));
}

/** Fails with a unique violation on `members_bank_account_key` when another member holds the account. */
export async function setBank(ex: Executor, id: string, bankCode: string, bankAccount: string) {
  await ex.update(members).set({ bankCode, bankAccount }).where(eq(members.id, id));
}

/** Another member bound to this account (the unique index decides a race; this names the common case). */
export async function bankHolderOtherThan(ex: Executor, id: string, bankCode: string, bankAccount: string) {
  const [row] = await ex
    .select({ id: members.id })
    .from(members)
    .where(
      and(eq(members.bankCode, bankCode), eq(members.bankAccount, bankAccount), sql`${members.id} <> ${id}`),
    );
  return row?.id;
}

export async function insertNote(ex: Executor, note: { memberId: string; author: string; text: string }) {
  const [row] = await ex.insert(memberNotes).values(note).returning();
  return row!;
}

/** A member's phone number, or undefined when no such member (adjustments' answers, notifications). */
export async function memberPhoneOf(ex: Executor, memberId: string): Promise<string | undefined> {
  const [row] = await ex.select({ phone: members.phoneNumber }).from(members).where(eq(members.id, memberId));
  return row?.phone;
}

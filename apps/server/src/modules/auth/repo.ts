import { and, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { members } from '../../db/schema';
import { mapRowsOnce } from '../../db/rows-mapped-once';
import type { Db, Executor } from '../../db/types';
import type { MemberMoney, MemberMoneyQuery, MoneyFields } from '../ledger';

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

/** The member columns the user info shows (plus `locked`); never the password hash. */
const userInfoColumns = {
  phoneNumber: members.phoneNumber,
  bankCode: members.bankCode,
  bankAccount: members.bankAccount,
  firstName: members.firstName,
  lastName: members.lastName,
  affiliateKey: members.affiliateKey,
  isBonus: members.isBonus,
  gameUsername: members.gameUsername,
  locked: members.locked,
  createdAt: members.createdAt,
};
export type UserInfoMember = Pick<MemberRow, keyof typeof userInfoColumns>;

/**
 * The member rows and the money of the user info in ONE prepared statement
 * (docs/decisions/011-user-info-one-statement.md): the money query's subqueries are left-joined laterally to
 * each member row. Prepared once (named), so PostgreSQL parses and plans it once per connection, not on every
 * refresh. It reads several members at once (docs/decisions/011-user-info-one-statement.md); a member that
 * does not exist is missing from the answer.
 */
export function prepareMembersWithMoney<F extends MoneyFields>(db: Db, money: MemberMoneyQuery<F>) {
  // The money fields stay top-level groups (drizzle types a select two levels deep); `member` is ours.
  const fields: SelectedFields = { ...money.fields, memberId: members.id, member: userInfoColumns };
  let query = db.select(fields).from(members).$dynamic();
  for (const sub of money.joins) query = query.leftJoinLateral(sub, sql`true`);
  const statement = mapRowsOnce(
    query.where(sql`${members.id} = any(${sql.placeholder('memberIds')}::uuid[])`).prepare('user_info'),
  );
  return async (memberIds: string[]) => {
    const rows = await statement.execute({ memberIds });
    const found = new Map<string, { member: UserInfoMember; money: MemberMoney }>();
    for (const row of rows) {
      const { memberId, member, ...values } = row as { memberId: string; member: UserInfoMember };
      found.set(memberId, { member, money: money.read(values as SelectResultFields<F>) });
    }
    return found;
  };
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

/**
 * `consent`: the member confirmed being 20 or older and accepted these terms, both now (the transaction's
 * time, the same as `created_at`); without it the three consent columns stay null.
 */
export async function insertMember(db: Executor, member: NewMember, consent?: { termsVersion: string }) {
  const consented = consent && {
    adultConfirmedAt: sql`now()`,
    termsVersion: consent.termsVersion,
    termsAcceptedAt: sql`now()`,
  };
  const [row] = await db
    .insert(members)
    .values({ ...member, ...consented })
    .returning();
  return row!;
}

export async function updatePasswordHash(db: Executor, id: string, passwordHash: string) {
  await db
    .update(members)
    // The member's own change ends a temporary password staff set (members module).
    .set({ passwordHash, passwordChangedAt: sql`now()`, mustChangePassword: false })
    .where(eq(members.id, id));
}

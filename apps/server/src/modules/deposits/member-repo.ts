import { eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { Executor } from '../../db/types';

/** The bank and account a member bound at signup: deposits are accepted only from it. */
export async function findBoundAccount(ex: Executor, memberId: string) {
  const [row] = await ex
    .select({ bankCode: members.bankCode, bankAccount: members.bankAccount })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

export async function findMemberIdByPhone(ex: Executor, phoneNumber: string) {
  const [row] = await ex.select({ id: members.id }).from(members).where(eq(members.phoneNumber, phoneNumber));
  return row?.id;
}

/** Has any member bound this account number (at any bank)? A channel may not take it (docs/ABUSE.md 6). */
export async function isMemberAccount(ex: Executor, account: string) {
  const [row] = await ex
    .select({ id: members.id })
    .from(members)
    .where(eq(members.bankAccount, account))
    .limit(1);
  return row !== undefined;
}

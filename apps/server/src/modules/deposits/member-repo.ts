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

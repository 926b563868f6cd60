import { eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { Executor } from '../../db/types';

/** The member's phone number (masked before it goes into any message), or null when there is no such member. */
export async function memberPhoneOf(ex: Executor, memberId: string): Promise<string | null> {
  const [row] = await ex.select({ phone: members.phoneNumber }).from(members).where(eq(members.id, memberId));
  return row?.phone ?? null;
}

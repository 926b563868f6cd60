import { eq, sql } from 'drizzle-orm';
import { spinTicketProgress } from '../../db/schema';
import type { Executor } from '../../db/types';

/**
 * Adds `turnover` satang to the member's progress toward spin tickets and answers how many whole tickets
 * that made, carrying the rest. One upsert: the member's row lock orders parallel settles, and its SET
 * reads the row as the previous one left it, so no satang is counted twice or lost.
 */
export async function addTicketTurnover(
  ex: Executor,
  memberId: string,
  turnover: bigint,
  satangPerTicket: bigint,
): Promise<bigint> {
  const total = sql`(${spinTicketProgress.carried} + ${turnover}::bigint)`;
  const [row] = await ex
    .insert(spinTicketProgress)
    .values({ memberId, carried: turnover % satangPerTicket, lastGranted: turnover / satangPerTicket })
    .onConflictDoUpdate({
      target: spinTicketProgress.memberId,
      set: {
        carried: sql`${total} % ${satangPerTicket}::bigint`,
        lastGranted: sql`${total} / ${satangPerTicket}::bigint`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ granted: spinTicketProgress.lastGranted });
  return row!.granted;
}

/** Satang of turnover counted toward the member's next ticket (0 before their first counted round). */
export async function ticketProgressOf(ex: Executor, memberId: string): Promise<bigint> {
  const [row] = await ex
    .select({ carried: spinTicketProgress.carried })
    .from(spinTicketProgress)
    .where(eq(spinTicketProgress.memberId, memberId));
  return row?.carried ?? 0n;
}

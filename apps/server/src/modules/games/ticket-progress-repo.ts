import { eq, sql } from 'drizzle-orm';
import { spinTicketProgress } from '../../db/schema';
import { arrayParam } from '../../db/array-param';
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

/**
 * `addTicketTurnover` for several members in one upsert (each member once), rows taken in member id order.
 * The inserted row carries the turnover split as a new row would keep it (`carried`, `last_granted`), from
 * which the update rebuilds it. Answers the tickets each member made.
 */
export async function addTicketTurnoverMany(
  ex: Executor,
  turnovers: readonly { memberId: string; turnover: bigint }[],
  satangPerTicket: bigint,
): Promise<Map<string, bigint>> {
  if (turnovers.length === 0) return new Map();
  const per = sql`${satangPerTicket}::bigint`;
  const result = await ex.execute(sql`
    insert into spin_ticket_progress as p (member_id, carried, last_granted)
    select m, t % ${per}, t / ${per}
    from unnest(${arrayParam(
      turnovers.map((x) => x.memberId),
      'uuid',
    )}, ${arrayParam(
      turnovers.map((x) => x.turnover),
      'bigint',
    )}) as x(m, t)
    order by m
    on conflict (member_id) do update set
      carried = (p.carried + excluded.last_granted * ${per} + excluded.carried) % ${per},
      last_granted = (p.carried + excluded.last_granted * ${per} + excluded.carried) / ${per},
      updated_at = now()
    returning member_id, last_granted::text`);
  // node-postgres and PGlite both answer `{ rows }`.
  const rows = (result as unknown as { rows: { member_id: string; last_granted: string }[] }).rows;
  return new Map(rows.map((r) => [r.member_id, BigInt(r.last_granted)]));
}

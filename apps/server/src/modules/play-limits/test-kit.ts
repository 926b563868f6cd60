import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/types';

export { playGate } from './service';

/**
 * The database's clock moved on for one member's protection: every pending change requested, and the
 * running break started, `hours` earlier (tests wait no real time).
 */
export async function movePlayClock(ex: Executor, memberId: string, hours: number) {
  const by = sql`${`${hours} hours`}::interval`;
  await ex.execute(
    sql`update play_limit_pending set requested_at = requested_at - ${by}, effective_at = effective_at - ${by} where member_id = ${memberId}::uuid`,
  );
  await ex.execute(
    sql`update play_limits set break_until = break_until - ${by} where member_id = ${memberId}::uuid and break_until is not null`,
  );
  await ex.execute(
    sql`update play_breaks set started_at = started_at - ${by}, until = until - ${by} where member_id = ${memberId}::uuid`,
  );
}

/**
 * The database's clock moved on `minutes` for one member's play session: their rounds opened and settled
 * that much earlier (the session is read from them, session-repo.ts).
 */
export async function movePlaySession(ex: Executor, memberId: string, minutes: number) {
  const by = sql`${`${minutes} minutes`}::interval`;
  await ex.execute(
    sql`update game_rounds set opened_at = opened_at - ${by}, settled_at = settled_at - ${by} where member_id = ${memberId}::uuid`,
  );
}

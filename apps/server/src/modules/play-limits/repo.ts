import { and, eq, sql, type SQL } from 'drizzle-orm';
import { playBreaks, playLimitPending, playLimits, playProtectionFlags } from '../../db/schema';
import type { Executor } from '../../db/types';

export type LimitsRow = typeof playLimits.$inferSelect;
export type PendingRow = typeof playLimitPending.$inferSelect;
/** The columns a member sets through the PUT body (the same names). */
export type LimitColumn =
  | 'depositDay'
  | 'depositWeek'
  | 'depositMonth'
  | 'lossDay'
  | 'lossWeek'
  | 'lossMonth'
  | 'sessionMinutes'
  | 'realityCheckMinutes';

/**
 * The member's limits and break with the database's clock, in one statement (a member without a row, which
 * most are, costs a wallet bet this one statement); `share` locks the row against a change committing
 * meanwhile (a wallet bet: a limit set while it runs applies to the next bet).
 */
export async function readLimits(
  ex: Executor,
  memberId: string,
  lock?: 'share' | 'update',
): Promise<{ row: LimitsRow; now: Date } | { row: undefined; now: undefined }> {
  const q = ex
    .select({ row: playLimits, now: sql<string>`now()` })
    .from(playLimits)
    .where(eq(playLimits.memberId, memberId));
  const rows = await (lock === 'share' ? q.for('share') : lock === 'update' ? q.for('update') : q);
  const [found] = rows;
  return found ? { row: found.row, now: new Date(found.now) } : { row: undefined, now: undefined };
}

/**
 * Whether the member set any protection (a limits row), as the column `has_play_limits` over the member id
 * `memberId`: the bank feed's statement reads it in its own round trip, and a deposit of a member without
 * limits costs no more statements (deposits/round-trips.pg.int.test.ts).
 */
export const hasLimitsColumn = (memberId: SQL) =>
  sql`exists (select 1 from play_limits l where l.member_id = ${memberId}) as has_play_limits`;

/** Creates the member's row with no limits (the default reality check) if there is none. */
export async function ensureLimitsRow(ex: Executor, memberId: string) {
  await ex.insert(playLimits).values({ memberId }).onConflictDoNothing();
}

export async function updateLimits(
  ex: Executor,
  memberId: string,
  set: Partial<Record<LimitColumn, bigint | number | null>>,
) {
  await ex
    .update(playLimits)
    .set({ ...(set as Partial<LimitsRow>), updatedAt: sql`now()` })
    .where(eq(playLimits.memberId, memberId));
}

export const pendingOf = (ex: Executor, memberId: string): Promise<PendingRow[]> =>
  ex
    .select()
    .from(playLimitPending)
    .where(eq(playLimitPending.memberId, memberId))
    .orderBy(playLimitPending.field);

/** A raise or removal of `field` waiting 24 hours from now; a new request restarts the wait. */
export async function putPending(ex: Executor, memberId: string, field: LimitColumn, value: bigint | null) {
  const effectiveAt = sql`now() + interval '24 hours'`;
  await ex
    .insert(playLimitPending)
    .values({ memberId, field, value, effectiveAt })
    .onConflictDoUpdate({
      target: [playLimitPending.memberId, playLimitPending.field],
      set: { value, requestedAt: sql`now()`, effectiveAt },
    });
}

export async function deletePending(ex: Executor, memberId: string, field: LimitColumn) {
  await ex
    .delete(playLimitPending)
    .where(and(eq(playLimitPending.memberId, memberId), eq(playLimitPending.field, field)));
}

/** The pending change of `field`, locked, with whether its wait is over by the database's clock. */
export async function lockPending(ex: Executor, memberId: string, field: LimitColumn) {
  const [row] = await ex
    .select({ pending: playLimitPending, due: sql<boolean>`${playLimitPending.effectiveAt} <= now()` })
    .from(playLimitPending)
    .where(and(eq(playLimitPending.memberId, memberId), eq(playLimitPending.field, field)))
    .for('update');
  return row;
}

const BREAK_INTERVAL = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
} as const;
export type BreakPeriodKey = keyof typeof BREAK_INTERVAL;

/** When a break of `period` taken now would end, by the database's clock. */
export async function breakEnd(ex: Executor, period: BreakPeriodKey): Promise<Date> {
  const result = await ex.execute(sql`select now() + ${BREAK_INTERVAL[period]}::interval as until`);
  const [row] = (result as unknown as { rows: Array<{ until: string | Date }> }).rows;
  return new Date(row!.until);
}

/** Records the break and sets it as the member's running one (the caller holds the row's lock). */
export async function startBreak(
  ex: Executor,
  b: { memberId: string; kind: 'timeout' | 'exclusion'; period: BreakPeriodKey; until: Date },
) {
  await ex.insert(playBreaks).values(b);
  await ex
    .update(playLimits)
    .set({ breakKind: b.kind, breakUntil: b.until, updatedAt: sql`now()` })
    .where(eq(playLimits.memberId, b.memberId));
}

export async function flagDeposit(
  ex: Executor,
  f: { memberId: string; reason: 'depositLimit' | 'break'; ref: string; amount: bigint },
) {
  await ex.insert(playProtectionFlags).values(f);
}

import { eq, sql, type SQL } from 'drizzle-orm';
import { withdrawalRules, withdrawals } from '../../db/schema';
import type { Executor } from '../../db/types';
import { DEFAULT_AUTO_RULES, type AutoRules, type ReviewFacts } from './auto-rules';

type RulesRow = typeof withdrawalRules.$inferSelect;

const rulesOfRow = (row: Pick<RulesRow, 'autoMaxPerDay' | 'firstNeedsApproval' | 'largeAmount'>) => ({
  autoMaxPerDay: row.autoMaxPerDay > 0n ? row.autoMaxPerDay : null,
  firstNeedsApproval: row.firstNeedsApproval,
  largeAmount: row.largeAmount,
});

/** The saved rules, or the defaults while none were saved. `forUpdate` row-locks them (a replacement). */
export async function readAutoRules(ex: Executor, { forUpdate = false } = {}): Promise<AutoRules> {
  const query = ex.select().from(withdrawalRules).where(eq(withdrawalRules.id, 1));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? rulesOfRow(row) : DEFAULT_AUTO_RULES;
}

export async function writeAutoRules(ex: Executor, rules: AutoRules) {
  const values = {
    autoMaxPerDay: rules.autoMaxPerDay ?? 0n,
    firstNeedsApproval: rules.firstNeedsApproval,
    largeAmount: rules.largeAmount,
  };
  await ex
    .insert(withdrawalRules)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: withdrawalRules.id, set: { ...values, updatedAt: sql`now()` } });
}

/**
 * Midnight of today's Bangkok date (UTC+7 all year, no daylight saving) on the database's clock, as a
 * timestamptz: the start of the day the daily maximum counts.
 */
const BANGKOK_DAY_START = sql`((date_trunc('day', (now() at time zone 'UTC') + interval '7 hours') - interval '7 hours') at time zone 'UTC')`;

/**
 * The rules and the member's facts they judge, as columns of the withdrawal facts statement (repo.ts, one
 * round trip): whether a withdrawal of the member was ever paid (or is being paid), and what the member
 * asked to withdraw today and was not refused. Read under the member's wallet lock (service.ts), so
 * parallel requests of one member see each other's rows.
 */
export function reviewColumns(memberId: SQL) {
  const saved = (column: string) => sql.raw(`(select ${column} from withdrawal_rules where id = 1)`);
  return {
    autoMaxPerDay: sql<string | null>`${saved('auto_max_per_day::text')}`,
    firstNeedsApproval: sql<boolean | null>`${saved('first_needs_approval')}`,
    largeAmount: sql<string | null>`${saved('large_amount::text')}`,
    paidBefore: sql<boolean>`exists (select 1 from ${withdrawals} w
      where w.member_id = ${memberId} and w.status in ('paying', 'paid'))`,
    askedToday: sql<string>`(select coalesce(sum(w.amount), 0) from ${withdrawals} w
      where w.member_id = ${memberId} and w.status in ('pending', 'paying', 'paid')
        and w.created_at >= ${BANGKOK_DAY_START})::text`,
  };
}

type ReviewColumns = {
  [K in keyof ReturnType<typeof reviewColumns>]: ReturnType<typeof reviewColumns>[K]['_']['type'];
};

/** The rules (the defaults while none were saved) and the facts, from `reviewColumns`' values. */
export function toReview(row: ReviewColumns): { rules: AutoRules; facts: Omit<ReviewFacts, 'linkedBonus'> } {
  const rules =
    row.autoMaxPerDay === null
      ? DEFAULT_AUTO_RULES
      : rulesOfRow({
          autoMaxPerDay: BigInt(row.autoMaxPerDay),
          firstNeedsApproval: Boolean(row.firstNeedsApproval),
          largeAmount: BigInt(row.largeAmount ?? 0),
        });
  return { rules, facts: { paidBefore: Boolean(row.paidBefore), askedToday: BigInt(row.askedToday) } };
}

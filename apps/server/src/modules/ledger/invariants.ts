import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/types';

/**
 * The ledger's invariants, each as one query listing what breaks it (`subject`). Every transfer
 * keeps them by construction; these queries prove it against the stored rows, so a bug or a manual
 * edit of the tables shows up (GET /admin/v1/ledger/check, and the tests after every operation).
 */
const CHECKS = {
  /** Per asset, money only moves between accounts: all balances together are zero. */
  balancesSumToZero: sql`
    select asset || ' ' || sum(balance)::text as subject
    from ledger_accounts group by asset having sum(balance) <> 0`,
  /** Every stored balance is the sum of its account's entries. */
  balancesMatchEntries: sql`
    select a.id as subject
    from ledger_accounts a
    left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e
      on e.account_id = a.id
    where a.balance <> coalesce(e.total, 0)`,
  /** Each entry's balance-after is the running sum of its account's entries up to it. */
  entryChainsMatch: sql`
    select account_id || ' #' || id::text as subject
    from (
      select account_id, id, balance_after,
             sum(amount) over (partition by account_id order by id) as running
      from ledger_entries
    ) x
    where running <> balance_after`,
  /** Each transfer has exactly its two legs: -amount on the source, +amount on the target. */
  transfersBalanced: sql`
    select t.id::text as subject
    from ledger_transfers t
    left join (
      select e.transfer_id, count(*) as legs,
             sum(e.amount) filter (where e.account_id = x.from_account_id) as debit,
             sum(e.amount) filter (where e.account_id = x.to_account_id) as credit
      from ledger_entries e join ledger_transfers x on x.id = e.transfer_id
      group by e.transfer_id
    ) e on e.transfer_id = t.id
    where e.legs is distinct from 2 or e.debit is distinct from -t.amount or e.credit is distinct from t.amount`,
  /** No member account below zero, nor reserving more than it holds. */
  noNegativeMemberBalance: sql`
    select id as subject from ledger_accounts
    where owner = 'member' and (balance < 0 or held < 0 or balance < held)`,
  /** What an account reserves is exactly the sum of its pending holds. */
  heldMatchesPendingHolds: sql`
    select a.id as subject
    from ledger_accounts a
    left join (select account_id, sum(amount) as total from ledger_holds where status = 'pending' group by account_id) h
      on h.account_id = a.id
    where a.held <> coalesce(h.total, 0)`,
  /** A posted hold moved exactly what it reserved, between its own accounts. */
  postedHoldsMatchTransfers: sql`
    select h.id::text as subject
    from ledger_holds h left join ledger_transfers t on t.id = h.transfer_id
    where h.status = 'posted' and (t.id is null or t.amount <> h.amount
       or t.from_account_id <> h.account_id or t.to_account_id <> h.to_account_id)`,
  /** An idempotency key names one transfer (and, separately, one hold) at most. */
  idempotencyKeysUnique: sql`
    select 'transfer ' || idempotency_key as subject from ledger_transfers group by idempotency_key having count(*) > 1
    union all
    select 'hold ' || idempotency_key from ledger_holds group by idempotency_key having count(*) > 1`,
} satisfies Record<string, SQL>;

export type InvariantName = keyof typeof CHECKS;

export interface CheckResult {
  ok: boolean;
  /** How many rows break the invariant. */
  problems: number;
  /** A few of them (account ids, transfer ids, keys) for the operator to look at. */
  examples: string[];
}

export interface InvariantReport {
  ok: boolean;
  checks: Record<InvariantName, CheckResult>;
}

const EXAMPLES = 5;

export async function checkInvariants(ex: Executor): Promise<InvariantReport> {
  const checks = {} as Record<InvariantName, CheckResult>;
  // One query at a time: `ex` may be a transaction on a single connection.
  for (const [name, query] of Object.entries(CHECKS) as [InvariantName, SQL][]) {
    const result = await ex.execute(sql`
      select subject, (count(*) over ())::text as problems from (${query}) broken
      order by subject limit ${EXAMPLES}`);
    // node-postgres and PGlite both answer `{ rows }`.
    const { rows } = result as unknown as { rows: { subject: string; problems: string }[] };
    const problems = Number(rows[0]?.problems ?? 0);
    checks[name] = { ok: problems === 0, problems, examples: rows.map((r) => r.subject) };
  }
  return { ok: Object.values(checks).every((c) => c.ok), checks };
}

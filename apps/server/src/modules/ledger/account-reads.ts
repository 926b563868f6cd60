import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Reads of the ledger as SQL expressions, for other modules' statements that must see the ledger in the
 * same snapshot as their own tables (the promotions module's "spent" and own money, a withdrawal's
 * forfeit). The ledger tables are read here only; every write goes through the ledger's services.
 */

/** Satang the account can spend (balance − held), 0 when it does not exist yet. */
export const availableSql = (accountId: string): SQL =>
  sql`coalesce((select a.balance - a.held from ledger_accounts a where a.id = ${accountId}), 0)`;

/** The account's last entry id (0 when none): later entries have larger ids (commit order, one account). */
export const lastEntryIdSql = (accountId: string): SQL =>
  sql`coalesce((select max(e.id) from ledger_entries e where e.account_id = ${accountId}), 0)`;

/**
 * Satang credited to the account after entry `afterEntryId` by transfers of `kinds`, leaving out the
 * transfers keyed `exceptKeys` and any transfer that was reversed.
 */
export function creditsAfterSql(
  accountId: string,
  afterEntryId: SQL,
  kinds: readonly string[],
  exceptKeys: SQL,
) {
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  return sql`coalesce((
    select sum(e.amount) from ledger_entries e
    join ledger_transfers t on t.id = e.transfer_id
    where e.account_id = ${accountId} and e.id > ${afterEntryId} and e.amount > 0
      and t.kind in (${kindList})
      and t.idempotency_key not in (${exceptKeys})
      and not exists (select 1 from ledger_transfers r where r.reverses_transfer_id = t.id)
  ), 0)`;
}

/** Whether the account has a hold of `kind`, not voided, made since `since`, other than `exceptReference`'s. */
export const holdSinceSql = (accountId: string, kind: string, exceptReference: string, since: string): SQL =>
  sql`exists (select 1 from ledger_holds h
    where h.account_id = ${accountId} and h.kind = ${kind} and h.reference <> ${exceptReference}
      and h.status <> 'voided' and h.created_at >= ${since}::timestamptz)`;

/** The transfer's amount while it stands, 0 once reversed or when there is none (`transferId` null). */
export const standingAmountSql = (transferId: SQLWrapper): SQL<bigint> =>
  sql<bigint>`coalesce((select case when exists (select 1 from ledger_transfers r
      where r.reverses_transfer_id = t.id) then 0 else t.amount end
    from ledger_transfers t where t.id = ${transferId}), 0)`;

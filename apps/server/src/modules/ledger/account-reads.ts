import { sql, type SQL } from 'drizzle-orm';

/**
 * Reads of one ledger account as SQL expressions, for other modules' statements that must see the
 * account in the same snapshot as their own tables (the promotions module's "spent" and own money).
 * The ledger tables are read here only; every write goes through the ledger's services.
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

import { and, asc, eq, exists, or, sql } from 'drizzle-orm';
import { bankStatements, depositChannels } from '../../db/schema';
import type { Executor } from '../../db/types';
import { accountNumber } from './account-number';

export type ChannelRow = typeof depositChannels.$inferSelect;
export type NewChannel = typeof depositChannels.$inferInsert;

const inDisplayOrder = [
  asc(depositChannels.sortOrder),
  asc(depositChannels.createdAt),
  asc(depositChannels.id),
];

/** Every channel, active or not, in display order. */
export function listChannels(ex: Executor): Promise<ChannelRow[]> {
  return ex
    .select()
    .from(depositChannels)
    .orderBy(...inDisplayOrder);
}

/**
 * The active channels one member is shown, in one statement: those hidden from new members only when the
 * member has a credited deposit (bank_statements_member_id_idx answers the `exists`).
 */
export function listChannelsShownTo(ex: Executor, memberId: string): Promise<ChannelRow[]> {
  const hasDeposited = exists(
    ex
      .select({ one: sql`1` })
      .from(bankStatements)
      .where(and(eq(bankStatements.memberId, memberId), eq(bankStatements.status, 'credited'))),
  );
  return ex
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.active, true), or(eq(depositChannels.hiddenFromNew, false), hasDeposited)))
    .orderBy(...inDisplayOrder);
}

/**
 * Locks every channel row until the transaction ends, then reads them in display order. Two statements: a
 * `FOR UPDATE` that waited for another reorder returns the new rows but sorted by the old order, so the order
 * is read again once the locks are held.
 */
export async function lockAllChannels(ex: Executor): Promise<ChannelRow[]> {
  await ex.select({ id: depositChannels.id }).from(depositChannels).for('update');
  return listChannels(ex);
}

/** Sets `sort_order` to each id's position in `ids` (0, 1, 2…), in one statement. */
export async function setDisplayOrder(ex: Executor, ids: readonly string[]): Promise<void> {
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await ex.execute(sql`
    update ${depositChannels} set sort_order = o.ord - 1
    from unnest(array[${list}]) with ordinality as o(id, ord)
    where ${depositChannels.id} = o.id`);
}

export async function insertChannel(ex: Executor, row: NewChannel): Promise<ChannelRow> {
  const [inserted] = await ex.insert(depositChannels).values(row).returning();
  return inserted!;
}

/** The channel row, locked until the transaction ends: its audit entry's `before` is what was replaced. */
export async function lockChannel(ex: Executor, id: string): Promise<ChannelRow | undefined> {
  const [row] = await ex.select().from(depositChannels).where(eq(depositChannels.id, id)).for('update');
  return row;
}

export async function updateChannel(
  ex: Executor,
  id: string,
  row: NewChannel,
): Promise<ChannelRow | undefined> {
  const [updated] = await ex.update(depositChannels).set(row).where(eq(depositChannels.id, id)).returning();
  return updated;
}

/**
 * Is this number one of the site's receiving accounts, active or not? A member may never bind one: the
 * operator's own transfers between its accounts would be credited to them (docs/ABUSE.md 6).
 */
export async function isSiteAccount(ex: Executor, account: string): Promise<boolean> {
  const [row] = await ex
    .select({ found: sql<boolean>`true` })
    .from(depositChannels)
    .where(eq(depositChannels.receivingNumber, accountNumber(account)))
    .limit(1);
  return row !== undefined;
}

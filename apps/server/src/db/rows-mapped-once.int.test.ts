import { eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { registerMember } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { feedOutcomes, feedTx } from '../modules/deposits/test-kit';
import { moneyWithBonusQuery } from '../modules/promotions/bonus-info';
import { mapRowsOnce } from './rows-mapped-once';
import { memberBonuses, members } from './schema';

const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });
let statements = 0;

/** What drizzle's own mapping and mapRowsOnce answer for the same select, prepared under fresh names. */
async function bothWays(query: { prepare(name: string): { execute(): Promise<unknown> } }) {
  statements += 1;
  const byDrizzle = await query.prepare(`rows_drizzle_${statements}`).execute();
  const mappedOnce = await mapRowsOnce(query.prepare(`rows_once_${statements}`)).execute();
  return { byDrizzle, mappedOnce };
}

describe('rows mapped once', () => {
  it('answers what drizzle answers: nested groups, lateral subqueries, bigint, dates, joined tables', async () => {
    const withBonus = await registerMember(t.app, { isBonus: true });
    await registerMember(t.app); // no deposit, no bonus: left joins that find nothing
    expect(await feedOutcomes(t.app, [feedTx({ fromAccount: withBonus.BankAccount, amount: 1000 })])).toEqual(
      ['credited'],
    );
    const db = t.database.db;
    const money = moneyWithBonusQuery();
    // Typed loosely, as the user-info statement is (drizzle types a select two levels deep).
    const fields: SelectedFields = {
      ...money.fields,
      member: { phone: members.phoneNumber, createdAt: members.createdAt },
    };
    let userInfo = db.select(fields).from(members).$dynamic();
    for (const sub of money.joins) userInfo = userInfo.leftJoinLateral(sub, sql`true`);
    const queries = [
      userInfo.orderBy(members.createdAt),
      // Whole tables, left-joined: drizzle turns the missing table's object into null.
      db
        .select()
        .from(members)
        .leftJoin(memberBonuses, eq(memberBonuses.memberId, members.id))
        .orderBy(members.createdAt),
      // Picked columns of a left-joined table under one key, and a computed field.
      db
        .select({
          id: members.id,
          bonus: { id: memberBonuses.id, status: memberBonuses.status },
          isBonus: sql<boolean>`${members.isBonus}`.mapWith(Boolean),
        })
        .from(members)
        .leftJoin(memberBonuses, eq(memberBonuses.memberId, members.id))
        .orderBy(members.createdAt),
    ];
    for (const query of queries) {
      const { byDrizzle, mappedOnce } = await bothWays(query);
      expect(mappedOnce).toEqual(byDrizzle);
      expect((byDrizzle as unknown[]).length).toBeGreaterThanOrEqual(2);
    }
    // The cases the comparison must have met: a member with a bonus and one whose bonus object is null.
    const [, whole] = await Promise.all(queries.map((q) => q.execute()));
    const bonuses = (whole as Array<{ member_bonuses: unknown }>).map((r) => r.member_bonuses);
    expect(bonuses.some((b) => b === null)).toBe(true);
    expect(bonuses.some((b) => b !== null)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types';
import { applyMigration, databaseBefore, insertMember, query, uuid } from '../migrations';

/**
 * Migration 0012 gives each bonus running before own money was recorded (0011) its start: the member's
 * last playable-account entry before the credit that started it (the deposit's transfer, keyed
 * "deposit:<ref>", or an item code's, keyed by the ref itself), or their last entry now when no such
 * credit is found (docs/decisions/036-own-money-never-forfeited.md). Ended bonuses keep 0.
 */
const MIGRATION = '0012_bonus_own_money_backfill';

let database: Database;
beforeAll(async () => {
  database = await databaseBefore(MIGRATION);
});
afterAll(() => database.close());

const [depositor, coder, firstCredit, noCredit, nothing, ended] = [1, 2, 3, 4, 5, 6].map((n) =>
  uuid(100 + n),
) as [string, string, string, string, string, string];
const promotion = uuid(200);
const wallet = (member: string) => `member:${member}:gameWallet`;

/** Entry ids by name, as the database numbered them. */
const entry: Record<string, number> = {};
let transfers = 0;

/** One transfer between a member's playable account and a house account, with its two entries. */
async function move(member: string, amount: number, key: string, name: string) {
  const id = uuid(1000 + ++transfers);
  const house = 'house:bonusExpense';
  const [from, to] = amount > 0 ? [house, wallet(member)] : [wallet(member), house];
  await query(
    database,
    `insert into ledger_transfers (id, idempotency_key, kind, reference, from_account_id, to_account_id, asset, amount)
     values ($1, $2, 'test', $2, $3, $4, 'THB', $5)`,
    [id, key, from, to, Math.abs(amount)],
  );
  const [row] = await query<{ id: number }>(
    database,
    `insert into ledger_entries (transfer_id, account_id, amount, balance_after) values ($1, $2, $3, 0)
     returning id::int`,
    [id, wallet(member), amount],
  );
  await query(
    database,
    `insert into ledger_entries (transfer_id, account_id, amount, balance_after) values ($1, $2, $3, 0)`,
    [id, house, -amount],
  );
  entry[name] = row!.id;
}

async function writeBefore() {
  await query(
    database,
    `insert into ledger_accounts (id, owner, name, asset) values ('house:bonusExpense', 'house', 'bonusExpense', 'THB')`,
  );
  await query(database, `insert into promotions (id, title, bonus_percent) values ($1, 'โบนัส', 10)`, [
    promotion,
  ]);
  for (const [i, member] of [depositor, coder, firstCredit, noCredit, nothing, ended].entries()) {
    await insertMember(database, member, i + 1);
    await query(
      database,
      `insert into ledger_accounts (id, owner, member_id, name, asset) values ($1, 'member', $2, 'gameWallet', 'THB')`,
      [wallet(member), member],
    );
  }
  // Members' entries interleave, as on a live site: each bonus must look at its own member's only.
  await move(depositor, 5_000, 'early', 'depositor before');
  await move(coder, 2_000, 'coder-early', 'coder before');
  await move(depositor, -1_000, 'bet', 'depositor bet');
  await move(noCredit, 3_000, 'other', 'noCredit first');
  await move(depositor, 10_000, 'deposit:dep-1', 'depositor deposit');
  await move(coder, 5_000, 'CODE-1', 'coder credit');
  await move(firstCredit, 10_000, 'deposit:dep-3', 'firstCredit deposit');
  await move(depositor, -2_000, 'later bet', 'depositor after');
  await move(noCredit, -500, 'other bet', 'noCredit last');
  await move(ended, 10_000, 'deposit:dep-6', 'ended deposit');

  const bonuses: [member: string, ref: string, active: boolean][] = [
    [depositor, 'dep-1', true],
    [coder, 'CODE-1', true],
    [firstCredit, 'dep-3', true],
    [noCredit, 'dep-lost', true],
    [nothing, 'dep-5', true],
    [ended, 'dep-6', false],
  ];
  for (const [member, ref, active] of bonuses)
    await query(
      database,
      `insert into member_bonuses (member_id, promotion_id, deposit_ref, deposit_amount, bonus_amount,
         turnover_type, max_withdraw_type, status, ended_at)
       values ($1, $2, $3, 10000, 1000, 1, 0, $4, $5)`,
      [member, promotion, ref, active ? 'active' : 'ended', active ? null : new Date().toISOString()],
    );
}

describe('migration 0012: bonus starts on data from before it', () => {
  it('starts each running bonus at its member’s last entry before the credit that started it', async () => {
    await writeBefore();
    await applyMigration(database, MIGRATION);
    const starts = await query<{ member_id: string; start: number; own: number }>(
      database,
      `select member_id, start_entry_id::int as start, own_at_start::int as own from member_bonuses order by member_id`,
    );
    expect(starts).toEqual([
      { member_id: depositor, start: entry['depositor bet'], own: 0 },
      { member_id: coder, start: entry['coder before'], own: 0 },
      { member_id: firstCredit, start: 0, own: 0 },
      { member_id: noCredit, start: entry['noCredit last'], own: 0 },
      { member_id: nothing, start: 0, own: 0 },
      { member_id: ended, start: 0, own: 0 },
    ]);
  });
});

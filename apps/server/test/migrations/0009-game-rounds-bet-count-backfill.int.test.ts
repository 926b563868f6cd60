import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types';
import { applyMigration, databaseBefore, insertMember, query, uuid } from '../migrations';

/**
 * Migration 0009 counts the standing bets of the rounds still open when 0008 added bet_count, so a hedged
 * round opened before the upgrade is judged by what the wallet saw (docs/decisions/054-turnover-stake-at-risk.md); settled
 * and refunded rounds keep 0, their turnover being stored already.
 */
const MIGRATION = '0009_game_rounds_bet_count_backfill';

let database: Database;
beforeAll(async () => {
  database = await databaseBefore(MIGRATION);
});
afterAll(() => database.close());

const member = uuid(100);
const [open, empty, settled, refunded] = [1, 2, 3, 4].map((n) => uuid(200 + n)) as [
  string,
  string,
  string,
  string,
];

async function writeBefore() {
  await insertMember(database, member, 1);
  const rounds: [id: string, status: string, bet: number, refund: number, turnover: number][] = [
    [open, 'open', 300, 0, 0],
    [empty, 'open', 0, 0, 0],
    [settled, 'settled', 200, 0, 200],
    [refunded, 'refunded', 100, 100, 0],
  ];
  for (const [id, status, bet, refund, turnover] of rounds)
    await query(
      database,
      `insert into game_rounds (id, partner, provider_round_id, member_id, game_code, status, bet_amount,
         refund_amount, turnover, result, settled_at)
       values ($1, 'pg', $2, $3, 'slot', $4, $5, $6, $7, $8, $9)`,
      [
        id,
        `round-${id}`,
        member,
        status,
        bet,
        refund,
        turnover,
        status === 'settled' ? 'win' : null,
        status === 'open' ? null : new Date().toISOString(),
      ],
    );
  // The open round: three bets the wallet took, one it refused, one rolled back, and a win; only the
  // accepted bets stand. The closed rounds' bets stand too, but are not counted.
  const transactions: [round: string, kind: string, status: string][] = [
    [open, 'bet', 'accepted'],
    [open, 'bet', 'accepted'],
    [open, 'bet', 'accepted'],
    [open, 'bet', 'refused'],
    [open, 'bet', 'rolled_back'],
    [open, 'win', 'accepted'],
    [settled, 'bet', 'accepted'],
    [settled, 'bet', 'accepted'],
    [refunded, 'bet', 'rolled_back'],
    [refunded, 'rollback', 'accepted'],
  ];
  for (const [i, [round, kind, status]] of transactions.entries())
    await query(
      database,
      `insert into game_transactions (partner, transaction_id, kind, member_id, round_id, amount, status,
         answer_status, answer_balance) values ('pg', $1, $2, $3, $4, 100, $5, 'OK', 0)`,
      [`tx-${i}`, kind, member, round, status],
    );
}

describe('migration 0009: bet counts on data from before it', () => {
  it('counts the accepted bets of open rounds only', async () => {
    await writeBefore();
    await applyMigration(database, MIGRATION);
    expect(await query(database, `select id, bet_count from game_rounds order by id`)).toEqual([
      { id: open, bet_count: 3 },
      { id: empty, bet_count: 0 },
      { id: settled, bet_count: 0 },
      { id: refunded, bet_count: 0 },
    ]);
  });
});

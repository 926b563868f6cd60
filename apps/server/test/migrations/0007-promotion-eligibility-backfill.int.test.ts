import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types';
import { applyMigration, databaseBefore, insertMember, query, uuid } from '../migrations';

/**
 * Migration 0007 fills 0006's new columns on a site that ran before them: item codes' turnover carriers
 * become hidden, bonuses already given get their claim numbers, and members already credited a deposit
 * get their first one (docs/rules/promotions.md).
 */
const MIGRATION = '0007_promotion_eligibility_backfill';

let database: Database;
beforeAll(async () => {
  database = await databaseBefore(MIGRATION);
});
afterAll(() => database.close());

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();
const [m1, m2, m3, m4] = [1, 2, 3, 4].map((n) => uuid(100 + n)) as [string, string, string, string];
const [listed, carrier, retired] = [1, 2, 3].map((n) => uuid(200 + n)) as [string, string, string];
const channel = uuid(300);

async function writeBefore() {
  for (const [i, id] of [m1, m2, m3, m4].entries()) await insertMember(database, id, i + 1);
  // 0006 added the column and the site had not used it yet, but a value already there is kept.
  await query(database, `update members set first_deposit_ref = 'kept' where id = $1`, [m4]);
  for (const [id, title, active] of [
    [listed, 'โบนัส 10 %', true],
    [carrier, 'โค้ด ABC', false],
    [retired, 'เลิกแล้ว', false],
  ] as const)
    await query(
      database,
      `insert into promotions (id, title, bonus_percent, active) values ($1, $2, 10, $3)`,
      [id, title, active],
    );
  await query(database, `insert into item_codes (code, amount, promotion_id) values ('ABC', 5000, $1)`, [
    carrier,
  ]);
  await query(database, `insert into item_codes (code, amount) values ('PLAIN', 5000)`);

  // m1 took the listed promotion three times (the last still running) and the code once; m2 twice
  // in the same instant, which the ids order.
  const bonuses: [id: number, member: string, promotion: string, minute: number, active: boolean][] = [
    [1, m1, listed, 30, true],
    [2, m1, listed, 10, false],
    [3, m1, listed, 20, false],
    [4, m1, carrier, 5, false],
    [6, m2, listed, 15, false],
    [5, m2, listed, 15, false],
  ];
  for (const [n, member, promotion, minute, active] of bonuses)
    await query(
      database,
      `insert into member_bonuses (id, member_id, promotion_id, deposit_ref, deposit_amount, bonus_amount,
         turnover_type, max_withdraw_type, status, received_at, ended_at)
       values ($1, $2, $3, $4, 10000, 1000, 1, 0, $5, $6, $7)`,
      [
        uuid(n),
        member,
        promotion,
        `dep-${n}`,
        active ? 'active' : 'ended',
        at(minute),
        active ? null : at(59),
      ],
    );

  await query(
    database,
    `insert into deposit_channels (id, channel, bank_code, bank_account, full_name) values ($1, 'bank', 'KBANK', '1112223334', 'ร้าน')`,
    [channel],
  );
  // m1: credited twice (the earlier credit is the first deposit), plus one still unmatched; m2: two credits
  // in the same instant, which the refs order; m3: only a rejected one; m4: a credit, but a value already set.
  const statements: [ref: string, member: string | null, status: string, creditedMinute: number | null][] = [
    ['s-late', m1, 'credited', 40],
    ['s-early', m1, 'credited', 20],
    ['s-open', null, 'unmatched', null],
    ['s-b', m2, 'credited', 25],
    ['s-a', m2, 'credited', 25],
    ['s-rejected', null, 'rejected', null],
    ['s-m4', m4, 'credited', 1],
  ];
  for (const [ref, member, status, minute] of statements)
    await query(
      database,
      `insert into bank_statements (ref, source, channel_id, to_account, amount, transferred_at, from_bank_code,
         from_account, status, member_id, credited_via, credited_at)
       values ($1, 'feed', $2, '1112223334', 10000, $3, 'SCB', '5556667778', $4, $5, $6, $7)`,
      [
        ref,
        status === 'rejected' ? null : channel,
        at(0),
        status,
        member,
        member ? 'feed' : null,
        minute === null ? null : at(minute),
      ],
    );
}

describe('migration 0007: promotion eligibility on data from before it', () => {
  it('hides item code carriers, numbers past claims, and records each member’s first deposit', async () => {
    await writeBefore();
    await applyMigration(database, MIGRATION);

    const promotions = await query(database, `select id, hidden, active from promotions order by id`);
    expect(promotions).toEqual([
      { id: listed, hidden: false, active: true },
      { id: carrier, hidden: true, active: false },
      { id: retired, hidden: false, active: false },
    ]);

    const claims = await query(database, `select id, claim_no from member_bonuses order by id`);
    expect(claims).toEqual([
      { id: uuid(1), claim_no: 3 },
      { id: uuid(2), claim_no: 1 },
      { id: uuid(3), claim_no: 2 },
      { id: uuid(4), claim_no: 1 },
      { id: uuid(5), claim_no: 1 },
      { id: uuid(6), claim_no: 2 },
    ]);

    const members = await query(database, `select id, first_deposit_ref from members order by id`);
    expect(members).toEqual([
      { id: m1, first_deposit_ref: 's-early' },
      { id: m2, first_deposit_ref: 's-a' },
      { id: m3, first_deposit_ref: null },
      { id: m4, first_deposit_ref: 'kept' },
    ]);
  });
});

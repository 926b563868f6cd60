import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberRow, registerMember } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { expectLedgerHealthy, feedOutcomes, feedTx, gameWalletOf } from '../deposits/test-kit';
import { signInNewStaff, type SignedInStaff } from '../staff/test-kit';
import { adjust, decideAdjustment } from './test-kit';

/**
 * Decisions on one adjustment sent at the same moment. On PostgreSQL each request runs on its own pooled
 * connection, so the adjustment's row lock and its ledger key are what keep money moving once; on PGlite the
 * requests serialise, which must give the same outcome.
 * The locks each flow takes, and their one order: docs/rules/money.md rules 11 and 12.
 */
const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });
const PARALLEL = 6;
let checkers: SignedInStaff[] = [];
beforeAll(async () => {
  checkers = [];
  for (let i = 0; i < PARALLEL; i++) checkers.push(await signInNewStaff(t.app, i % 2 ? 'owner' : 'finance'));
});

async function member() {
  const m = await registerMember(t.app);
  return { ...m, id: (await memberRow(t.database, m.phoneNumber))!.id };
}

async function transfersOf(id: string) {
  const res = await t.database.db.execute(
    sql`select count(*)::int as n from ledger_transfers where idempotency_key = ${`adjustment:${id}`}`,
  );
  return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

async function auditCount(id: string) {
  const res = await t.database.db.execute(
    sql`select count(*)::int as n from audit_entries
        where target = ${`adjustment:${id}`} and action in ('adjustments.approve', 'adjustments.reject')`,
  );
  return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('parallel decisions on one adjustment', () => {
  it(`${PARALLEL} approvals by different staff at once: the money moves once`, async () => {
    const m = await member();
    const id = (await adjust(t.app, { memberId: m.id, direction: 'credit', amount: 6_000 })).json().data.id;
    const replies = await Promise.all(checkers.map((c) => decideAdjustment(t.app, id, 'approve', c.headers)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
    expect(await gameWalletOf(t.app, m.token)).toBe(6_000);
    expect(await transfersOf(id)).toBe(1);
    expect(await auditCount(id)).toBe(1);
    await expectLedgerHealthy(t.database.db);
  });

  it('approve against reject at once: exactly one wins, and money moves only if it is the approval', async () => {
    const m = await member();
    expect(await feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount, amount: 40_000 })])).toEqual([
      'credited',
    ]);
    let expected = 40_000;
    for (let round = 0; round < 6; round++) {
      const direction = round % 2 ? 'debit' : 'credit';
      const id = (await adjust(t.app, { memberId: m.id, direction, amount: 5_100 })).json().data.id;
      const approve = () => decideAdjustment(t.app, id, 'approve', checkers[0]!.headers);
      const reject = () => decideAdjustment(t.app, id, 'reject', checkers[1]!.headers);
      const [approved, rejected] =
        round % 3
          ? await Promise.all([approve(), reject()])
          : (await Promise.all([reject(), approve()])).reverse();
      expect([approved!.statusCode, rejected!.statusCode].sort()).toEqual([200, 409]);
      if (approved!.statusCode === 200) expected += direction === 'credit' ? 5_100 : -5_100;
      expect(await transfersOf(id)).toBe(approved!.statusCode === 200 ? 1 : 0);
      expect(await auditCount(id)).toBe(1);
      expect(await gameWalletOf(t.app, m.token)).toBe(expected);
    }
    await expectLedgerHealthy(t.database.db);
  });

  it(`one create request sent ${PARALLEL}× at once: one adjustment, one movement`, async () => {
    const m = await member();
    const requestId = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        adjust(t.app, { memberId: m.id, direction: 'credit', amount: 300, requestId }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(new Set(replies.map((r) => r.json().data.id)).size).toBe(1);
    expect(await gameWalletOf(t.app, m.token)).toBe(300);
    await expectLedgerHealthy(t.database.db);
  });

  it('one maker’s credits at once never apply more than the limit without a checker', async () => {
    const maker = await signInNewStaff(t.app, 'finance');
    const members = await Promise.all(Array.from({ length: PARALLEL }, () => member()));
    const replies = await Promise.all(
      members.map((m) =>
        adjust(t.app, { memberId: m.id, direction: 'credit', amount: 2_000 }, maker.headers),
      ),
    );
    const statuses = replies.map((r) => r.json().data.status as string);
    expect(statuses.filter((s) => s === 'applied')).toHaveLength(2);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(PARALLEL - 2);
    const credited = await Promise.all(members.map((m) => gameWalletOf(t.app, m.token)));
    expect(credited.reduce((a, b) => a + b, 0)).toBe(4_000);
  });

  it('parallel debits never take the member below zero', async () => {
    const m = await member();
    expect(await feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount, amount: 1_000 })])).toEqual([
      'credited',
    ]);
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        adjust(t.app, { memberId: m.id, direction: 'debit', amount: 300 }),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(PARALLEL - 3);
    expect(await gameWalletOf(t.app, m.token)).toBe(100);
    await expectLedgerHealthy(t.database.db);
  });
});

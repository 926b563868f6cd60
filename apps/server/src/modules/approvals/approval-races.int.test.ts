import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { expectLedgerHealthy, feedOutcomes, feedTx } from '../deposits/test-kit';
import { gameWalletOf, member, newCode, redeem } from '../itemcodes/test-kit';
import { signInNewStaff, type SignedInStaff } from '../staff/test-kit';
import { approve, reject } from './test-kit';

/**
 * Requests and decisions sent at the same moment (issue 23). On PostgreSQL each request runs on its own
 * pooled connection, so the request's row lock, the maker's advisory lock and the one-pending-per-subject
 * index are what keep each action done once; on PGlite the requests serialise, with the same outcome.
 * The locks each flow takes, and their one order: docs/rules/money.md rules 11 and 12.
 */
const t = useTestApp({ env: { FOUR_EYES_ALONE_BAHT: 'owner=20000,finance=10000,marketing=5000' } });
const PARALLEL = 6;
let checkers: SignedInStaff[] = [];
let marketing: SignedInStaff;
beforeAll(async () => {
  checkers = [];
  for (let i = 0; i < PARALLEL; i++) checkers.push(await signInNewStaff(t.app, i % 2 ? 'owner' : 'finance'));
  marketing = await signInNewStaff(t.app, 'marketing');
});

const createCode = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/admin/v1/itemcodes', headers, payload });

async function count(query: ReturnType<typeof sql>) {
  const res = await t.database.db.execute(query);
  return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('parallel decisions on one request', () => {
  it(`${PARALLEL} approvals by different staff at once: the code is made once`, async () => {
    const code = newCode('RACE');
    const made = await createCode(marketing.headers, { code, amount: 10_000, maxUses: 1 });
    const { id } = made.json().approval;
    const replies = await Promise.all(checkers.map((c) => approve(t.app, id, c.headers)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
    expect(await count(sql`select count(*)::int as n from item_codes where code = ${code}`)).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from audit_entries
        where target = ${`approval:${id}`} and action = 'approvals.approve'`),
    ).toBe(1);
  });

  it('approve against reject at once: exactly one wins, and the code exists only if it is the approval', async () => {
    for (let round = 0; round < 4; round += 1) {
      const code = newCode('DUEL');
      const { id } = (await createCode(marketing.headers, { code, amount: 10_000, maxUses: 1 })).json()
        .approval;
      const [a, r] = await Promise.all([
        approve(t.app, id, checkers[0]!.headers),
        reject(t.app, id, checkers[1]!.headers),
      ]);
      expect([a.statusCode, r.statusCode].sort()).toEqual([200, 409]);
      const made = await count(sql`select count(*)::int as n from item_codes where code = ${code}`);
      expect(made).toBe(a.statusCode === 200 ? 1 : 0);
    }
  });

  it('assignments of one waiting transfer at once: one request, one credit', async () => {
    const m = await member(t);
    const tx = feedTx({ amount: 30_000, fromAccount: '5512345678' });
    expect(await feedOutcomes(t.app, [tx])).toEqual(['unmatched']);
    const replies = await Promise.all(
      checkers.map((c) =>
        t.app.inject({
          method: 'POST',
          url: `/admin/v1/bank-statements/${tx.ref}/assign`,
          headers: c.headers,
          payload: { phoneNumber: m.phoneNumber },
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([202, ...Array(PARALLEL - 1).fill(409)]);
    const waiting = replies.find((r) => r.statusCode === 202)!.json().approval;
    const maker = replies.indexOf(replies.find((r) => r.statusCode === 202)!);
    const others = checkers.filter((_, i) => i !== maker);
    const decisions = await Promise.all(others.map((c) => approve(t.app, waiting.id, c.headers)));
    expect(decisions.map((r) => r.statusCode).sort()).toEqual([200, ...Array(others.length - 1).fill(409)]);
    expect(await gameWalletOf(t, m.id)).toBe(3_000_000n);
    await expectLedgerHealthy(t.database.db);
  });
});

describe('one maker’s actions at once', () => {
  it('never does more alone than the allowance, however many arrive together', async () => {
    const maker = await signInNewStaff(t.app, 'marketing');
    const codes = Array.from({ length: 8 }, () => newCode('PAR'));
    // 1,000 baht each (100 × 10 uses) against an allowance of 5,000: five alone, three wait.
    const replies = await Promise.all(
      codes.map((code) => createCode(maker.headers, { code, amount: 100, maxUses: 10 })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 202, 202, 202]);
    const friend = await member(t);
    const redeemed = await Promise.all(codes.map((code) => redeem(t.app, friend.token, code)));
    expect(redeemed.filter((r) => r.statusCode === 200)).toHaveLength(5);
  });
});

import { randomUUID } from 'node:crypto';
import { fillMessage, TH } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, memberHeaders, memberRow, registerMember } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { expectLedgerHealthy, feedOutcomes, feedTx, gameWalletOf } from '../deposits/test-kit';
import { signInNewStaff, type SignedInStaff } from '../staff/test-kit';
import { adjust, ADJUSTMENTS, decideAdjustment, operatorKey } from './test-kit';

/**
 * Manual credits and debits (issue 12 screen 3): applied at once up to ADJUSTMENT_APPROVAL_BAHT (5,000 by
 * default), above it only after a second person approves; every change audited, every movement a ledger
 * transfer the member's history shows.
 */
const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });

type Role = 'owner' | 'finance' | 'support' | 'marketing';
const staff: Partial<Record<Role | 'finance2' | 'solo' | 'splitter', SignedInStaff>> = {};
beforeAll(async () => {
  for (const role of ['owner', 'finance', 'support', 'marketing'] as const)
    staff[role] = await signInNewStaff(t.app, role);
  // Each maker's adjustments without a checker add up against the limit: tests that spend it have their own.
  for (const who of ['finance2', 'solo', 'splitter'] as const)
    staff[who] = await signInNewStaff(t.app, 'finance');
});
const as = (who: keyof typeof staff) => staff[who]!.headers;
const actorOf = (who: keyof typeof staff) => `staff:${staff[who]!.id}`;

async function member(depositBaht = 0) {
  const m = await registerMember(t.app);
  if (depositBaht > 0)
    expect(await feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount, amount: depositBaht })])).toEqual([
      'credited',
    ]);
  const id = (await memberRow(t.database, m.phoneNumber))!.id;
  return { ...m, id };
}

interface Entry {
  actor: string;
  ip: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
async function entriesOf(action: string, id: string): Promise<Entry[]> {
  const res = await t.database.db.execute(
    sql`select actor, ip, before, after from audit_entries
        where action = ${action} and target = ${`adjustment:${id}`} order by id`,
  );
  return (res as unknown as { rows: Entry[] }).rows;
}

async function historyOf(token: string) {
  const res = await t.app.inject({
    url: '/user-profile-composite/v1/history/deposit',
    headers: memberHeaders(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.Transaction as Array<{ TransType: string; Amount: number; BalanceChange: number }>;
}

const PENDING = fillMessage(TH.adjustmentPending, { limit: 5_000 });

describe('POST /admin/v1/adjustments at or below the approval limit', () => {
  it('credits at once, shows in the member’s history, and records who did it', async () => {
    const m = await member();
    const res = await adjust(
      t.app,
      { memberId: m.id, direction: 'credit', amount: 5_000, reason: 'ชดเชยระบบขัดข้อง' },
      as('solo'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(res.json().message).toBe(TH.adjustmentApplied);
    expect(data).toEqual({
      id: expect.any(String),
      memberId: m.id,
      memberPhone: m.phoneNumber,
      direction: 'credit',
      amount: 5_000,
      reason: 'ชดเชยระบบขัดข้อง',
      status: 'applied',
      needsApproval: false,
      requestedBy: actorOf('solo'),
      decidedBy: actorOf('solo'),
      decidedAt: expect.any(String),
      transferId: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(await gameWalletOf(t.app, m.token)).toBe(5_000);
    expect(await historyOf(m.token)).toEqual([
      expect.objectContaining({ TransType: 'ADJUSTMENT', Amount: 5_000, BalanceChange: 5_000 }),
    ]);
    expect(await entriesOf('adjustments.create', data.id)).toEqual([
      {
        actor: actorOf('solo'),
        ip: '127.0.0.1',
        before: null,
        after: expect.objectContaining({
          status: 'applied',
          amount: 5_000,
          direction: 'credit',
          memberId: m.id,
        }),
      },
    ]);
    await expectLedgerHealthy(t.database.db);
  });

  it('debits at once, never below zero, and stores nothing for a refused debit', async () => {
    const m = await member(300);
    const res = await adjust(t.app, { memberId: m.id, direction: 'debit', amount: 120.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'applied', requestedBy: 'api-key' });
    expect(await gameWalletOf(t.app, m.token)).toBe(179.5);
    expect((await historyOf(m.token))[0]).toMatchObject({ TransType: 'ADJUSTMENT', BalanceChange: -120.5 });

    const requestId = randomUUID();
    const over = await adjust(t.app, { memberId: m.id, direction: 'debit', amount: 179.51, requestId });
    expectFailure(over, 409, TH.insufficientFunds);
    expect(await gameWalletOf(t.app, m.token)).toBe(179.5);
    const stored = await t.app.inject({ url: `${ADJUSTMENTS}?memberId=${m.id}`, headers: operatorKey });
    expect(stored.json().data.total).toBe(1);
    expect((await adjust(t.app, { memberId: m.id, direction: 'debit', amount: 179.5 })).statusCode).toBe(200);
    expect(await gameWalletOf(t.app, m.token)).toBe(0);
    await expectLedgerHealthy(t.database.db);
  });

  it('answers the first adjustment to the same request sent again, and moves money once', async () => {
    const m = await member();
    const requestId = randomUUID();
    const first = await adjust(t.app, { memberId: m.id, direction: 'credit', amount: 40, requestId });
    const again = await adjust(t.app, { memberId: m.id, direction: 'credit', amount: 40, requestId });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(await gameWalletOf(t.app, m.token)).toBe(40);
    expect(await entriesOf('adjustments.create', first.json().data.id)).toHaveLength(1);
    // The same id for something else is refused, not taken for a repeat.
    expectFailure(
      await adjust(t.app, { memberId: m.id, direction: 'credit', amount: 400, requestId }),
      409,
      TH.idempotencyKeyReused,
    );
    expectFailure(
      await adjust(t.app, { memberId: m.id, direction: 'credit', amount: 40, requestId }, as('finance')),
      409,
      TH.idempotencyKeyReused,
    );
    expect(await gameWalletOf(t.app, m.token)).toBe(40);
  });

  it('refuses bad input: no reason, a third decimal, nothing, an unknown field, an unknown member', async () => {
    const m = await member();
    const base = {
      requestId: randomUUID(),
      memberId: m.id,
      direction: 'credit',
      amount: 10,
      reason: 'ทดสอบ',
    };
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: ADJUSTMENTS, headers: operatorKey, payload });
    const { reason: _, ...noReason } = base;
    expectFailure(await post(noReason), 400, TH.staffReasonRequired);
    expectFailure(await post({ ...base, reason: ' ' }), 400, TH.staffReasonRequired);
    expectFailure(await post({ ...base, reason: 'ก'.repeat(501) }), 400, TH.staffReasonTooLong);
    expectFailure(await post({ ...base, amount: 10.005 }), 400, TH.invalidAmount);
    expectFailure(await post({ ...base, amount: 0 }), 400, TH.invalidAmount);
    expectFailure(await post({ ...base, amount: -5 }), 400, TH.invalidAmount);
    expectFailure(await post({ ...base, amount: '10' }), 400, TH.invalidAmount);
    expectFailure(await post({ ...base, direction: 'gift' }), 400, TH.invalidRequest);
    expectFailure(await post({ ...base, approvedBy: 'someone-else' }), 400);
    expectFailure(await post({ ...base, memberId: randomUUID() }), 404, TH.memberNotFound);
    expect(await gameWalletOf(t.app, m.token)).toBe(0);
  });
});

describe('above the approval limit: maker–checker', () => {
  it('waits pending without moving money; the maker cannot approve, another staff member can', async () => {
    const m = await member();
    const made = await adjust(
      t.app,
      { memberId: m.id, direction: 'credit', amount: 5_000.01 },
      as('finance'),
    );
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({
      message: PENDING,
      data: { status: 'pending', needsApproval: true, decidedBy: null, transferId: null },
    });
    const id = made.json().data.id as string;
    expect(await gameWalletOf(t.app, m.token)).toBe(0);
    expect((await entriesOf('adjustments.create', id))[0]!.after).toMatchObject({ status: 'pending' });

    expectFailure(await decideAdjustment(t.app, id, 'approve', as('finance')), 403, TH.adjustmentOwnApproval);
    expect(await gameWalletOf(t.app, m.token)).toBe(0);
    expect(await entriesOf('adjustments.approve', id)).toEqual([]);

    const approved = await decideAdjustment(t.app, id, 'approve', as('finance2'));
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: TH.adjustmentApplied,
      data: { status: 'applied', requestedBy: actorOf('finance'), decidedBy: actorOf('finance2') },
    });
    expect(await gameWalletOf(t.app, m.token)).toBe(5_000.01);
    expect(await entriesOf('adjustments.approve', id)).toEqual([
      {
        actor: actorOf('finance2'),
        ip: '127.0.0.1',
        before: expect.objectContaining({ status: 'pending', decidedBy: null }),
        after: expect.objectContaining({ status: 'applied', decidedBy: actorOf('finance2') }),
      },
    ]);
    expectFailure(await decideAdjustment(t.app, id, 'approve', as('owner')), 409, TH.alreadyProcessed);
    expectFailure(await decideAdjustment(t.app, id, 'reject', as('owner')), 409, TH.alreadyProcessed);
    expect(await gameWalletOf(t.app, m.token)).toBe(5_000.01);
    await expectLedgerHealthy(t.database.db);
  });

  it('adds up one maker’s adjustments without a checker over 24 hours: splitting does not escape it', async () => {
    const a = await member();
    const b = await member();
    const first = await adjust(t.app, { memberId: a.id, direction: 'credit', amount: 3_000 }, as('splitter'));
    expect(first.json().data).toMatchObject({ status: 'applied', needsApproval: false });
    // The rest of the 5,000 still applies at once, to another member too; a debit counts as well.
    const second = await adjust(
      t.app,
      { memberId: b.id, direction: 'credit', amount: 1_500 },
      as('splitter'),
    );
    expect(second.json().data).toMatchObject({ status: 'applied' });
    const debit = await adjust(t.app, { memberId: b.id, direction: 'debit', amount: 500 }, as('splitter'));
    expect(debit.json().data).toMatchObject({ status: 'applied' });
    const third = await adjust(t.app, { memberId: b.id, direction: 'credit', amount: 0.01 }, as('splitter'));
    expect(third.json()).toMatchObject({
      message: PENDING,
      data: { status: 'pending', needsApproval: true },
    });
    expect(await gameWalletOf(t.app, a.token)).toBe(3_000);
    expect(await gameWalletOf(t.app, b.token)).toBe(1_000);
    // Another maker has a limit of their own.
    const other = await adjust(t.app, { memberId: b.id, direction: 'credit', amount: 0.01 }, as('owner'));
    expect(other.json().data).toMatchObject({ status: 'applied' });
  });

  it('treats the operator key as one maker: it cannot approve its own, a staff member can', async () => {
    const m = await member();
    const id = (await adjust(t.app, { memberId: m.id, direction: 'credit', amount: 9_000 })).json().data.id;
    expectFailure(await decideAdjustment(t.app, id, 'approve'), 403, TH.adjustmentOwnApproval);
    expect((await decideAdjustment(t.app, id, 'approve', as('owner'))).statusCode).toBe(200);
    expect(await gameWalletOf(t.app, m.token)).toBe(9_000);

    // And the key may approve what a staff member made.
    const other = (
      await adjust(t.app, { memberId: m.id, direction: 'debit', amount: 6_000 }, as('owner'))
    ).json().data.id;
    const res = await decideAdjustment(t.app, other, 'approve');
    expect(res.json().data).toMatchObject({ status: 'applied', decidedBy: 'api-key' });
    expect(await gameWalletOf(t.app, m.token)).toBe(3_000);
  });

  it('is rejected without moving money, by a checker or by its own maker', async () => {
    const m = await member();
    const a = (
      await adjust(t.app, { memberId: m.id, direction: 'credit', amount: 7_500 }, as('finance'))
    ).json().data.id;
    const rejected = await decideAdjustment(t.app, a, 'reject', as('owner'));
    expect(rejected.json()).toMatchObject({
      message: TH.adjustmentRejected,
      data: { status: 'rejected', decidedBy: actorOf('owner'), transferId: null },
    });
    expect((await entriesOf('adjustments.reject', a))[0]).toMatchObject({
      actor: actorOf('owner'),
      before: { status: 'pending' },
      after: { status: 'rejected' },
    });
    expectFailure(await decideAdjustment(t.app, a, 'approve', as('finance2')), 409, TH.alreadyProcessed);

    const b = (
      await adjust(t.app, { memberId: m.id, direction: 'credit', amount: 7_500 }, as('finance'))
    ).json().data.id;
    expect((await decideAdjustment(t.app, b, 'reject', as('finance'))).statusCode).toBe(200);
    expect(await gameWalletOf(t.app, m.token)).toBe(0);
  });

  it('stays pending when the member can no longer cover a debit at approval', async () => {
    const m = await member(6_000);
    const id = (await adjust(t.app, { memberId: m.id, direction: 'debit', amount: 5_500 })).json().data.id;
    expect((await adjust(t.app, { memberId: m.id, direction: 'debit', amount: 1_000 })).statusCode).toBe(200);
    expectFailure(await decideAdjustment(t.app, id, 'approve', as('finance')), 409, TH.insufficientFunds);
    const list = await t.app.inject({
      url: `${ADJUSTMENTS}?status=pending&memberId=${m.id}`,
      headers: operatorKey,
    });
    expect(list.json().data.items).toEqual([expect.objectContaining({ id, status: 'pending' })]);
    expect(await entriesOf('adjustments.approve', id)).toEqual([]);
    expect(await gameWalletOf(t.app, m.token)).toBe(5_000);
  });

  it('is held by the database too: an approved adjustment decided by its own maker cannot be stored', async () => {
    const m = await member();
    const write = t.database.db.execute(sql`
      insert into adjustments (request_id, member_id, direction, amount, reason, status, needs_approval,
        requested_by, decided_by, decided_at, transfer_id)
      select ${randomUUID()}::uuid, ${m.id}::uuid, 'credit', 1000000, 'x', 'applied', true, 'api-key', 'api-key',
        now(), id from ledger_transfers limit 1`);
    const err: unknown = await write.then(
      () => undefined,
      (e: unknown) => e,
    );
    // drizzle wraps the driver's error; PGlite and node-postgres both name the constraint.
    const named = (e: unknown): unknown =>
      e && typeof e === 'object'
        ? ((e as { constraint?: string }).constraint ?? named((e as { cause?: unknown }).cause))
        : undefined;
    expect(named(err)).toBe('adjustments_checker_check');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expectFailure(await decideAdjustment(t.app, randomUUID(), 'approve'), 404, TH.notFound);
    expectFailure(await decideAdjustment(t.app, 'nope', 'reject'), 404, TH.notFound);
  });
});

describe('GET /admin/v1/adjustments and permissions', () => {
  it('lists newest first, filtered by status and member', async () => {
    const m = await member();
    const small = (await adjust(t.app, { memberId: m.id, direction: 'credit', amount: 1 })).json().data.id;
    const big = (await adjust(t.app, { memberId: m.id, direction: 'credit', amount: 10_000 })).json().data.id;
    const all = await t.app.inject({ url: `${ADJUSTMENTS}?memberId=${m.id}`, headers: as('finance') });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toMatchObject({ total: 2, items: [{ id: big }, { id: small }] });
    const pending = await t.app.inject({
      url: `${ADJUSTMENTS}?status=pending&memberId=${m.id}`,
      headers: operatorKey,
    });
    expect(pending.json().data.items.map((i: { id: string }) => i.id)).toEqual([big]);
    expectFailure(await t.app.inject({ url: `${ADJUSTMENTS}?status=done`, headers: operatorKey }), 400);
  });

  it('refuses support and marketing every call, and lets owner and finance make them', async () => {
    const m = await member();
    const id = (await adjust(t.app, { memberId: m.id, direction: 'credit', amount: 8_000 })).json().data.id;
    for (const role of ['support', 'marketing'] as const) {
      const who = as(role);
      expectFailure(
        await adjust(t.app, { memberId: m.id, direction: 'credit', amount: 1 }, who),
        403,
        TH.staffNotPermitted,
      );
      expectFailure(await decideAdjustment(t.app, id, 'approve', who), 403, TH.staffNotPermitted);
      expectFailure(await decideAdjustment(t.app, id, 'reject', who), 403, TH.staffNotPermitted);
      expectFailure(await t.app.inject({ url: ADJUSTMENTS, headers: who }), 403, TH.staffNotPermitted);
    }
    expect(await gameWalletOf(t.app, m.token)).toBe(0);
    expect(
      (await adjust(t.app, { memberId: m.id, direction: 'credit', amount: 1 }, as('owner'))).statusCode,
    ).toBe(200);
    expect(
      (await adjust(t.app, { memberId: m.id, direction: 'credit', amount: 1 }, as('finance'))).statusCode,
    ).toBe(200);
    // A staff call that changes state carries its session's CSRF token.
    const { 'x-csrf-token': _, ...cookieOnly } = as('finance');
    expectFailure(
      await adjust(t.app, { memberId: m.id, direction: 'credit', amount: 1 }, cookieOnly),
      403,
      TH.staffCsrfMissing,
    );
    expect(await gameWalletOf(t.app, m.token)).toBe(2);
  });
});

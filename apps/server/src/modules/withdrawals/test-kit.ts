import { randomUUID } from 'node:crypto';
import type { SiteConfig } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { memberHeaders, registerMember, updateSiteConfig } from '../../../test/factories';
import { ADMIN_KEY, type TestApp } from '../../../test/test-app';
import type { PayoutService } from '../../adapters/payout';
import { simulatedPayout } from '../../adapters/payout/simulator';
import { promotions } from '../../db/schema';
import {
  balancesOf,
  checkInvariants,
  houseAccount,
  memberAccount,
  PLAYABLE_WALLET,
  transfer,
} from '../ledger';
import { deposit, memberIdByPhone } from '../ledger/test-kit';
import { payBonus, startBonus } from '../promotions';

/**
 * Helpers of the withdrawal tests (not used by the server). Members are credited through the ledger
 * directly, as a deposit from the test bank channel.
 */
export const WITHDRAW = '/fund-composite/v1/withdrawal';
export const CONDITION = '/fund-composite/v1/withdrawal/condition';
export const ADMIN = '/admin/v1/withdrawals';
export const adminHeaders = { 'x-admin-key': ADMIN_KEY };

/** The demo site's withdraw settings, restated so each test file starts from the same known values. */
export const BASE_WITHDRAW: SiteConfig['Withdraw'] = {
  canWithdraw: true,
  minWithdraw: 100,
  maxWithdraw: 50_000,
  autoWithdraw: { useautoWithdraw: true, maxautoWithdraw: 5_000 },
};

/** A registered, logged-in member holding `satang` of playable credit. */
export async function fundedMember(t: TestApp, satang = 0n) {
  const m = await registerMember(t.app);
  const id = await memberIdByPhone(t.database.db, m.phoneNumber);
  if (satang > 0n) await deposit(t.database.db, id, satang);
  return { ...m, id };
}

export function postWithdraw(app: FastifyInstance, token: string, payload: object) {
  return app.inject({ method: 'POST', url: WITHDRAW, headers: memberHeaders(token), payload });
}

export const withdraw = (app: FastifyInstance, token: string, Amount: number) =>
  postWithdraw(app, token, { Amount, Channel: 'BANK' });

export async function getCondition(app: FastifyInstance, token: string) {
  const res = await app.inject({ method: 'GET', url: CONDITION, headers: memberHeaders(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** Replaces the site config's `Withdraw` through the operator API (which also drops the config cache). */
export async function setWithdrawConfig(
  app: FastifyInstance,
  withdraw: Partial<SiteConfig['Withdraw']> = {},
) {
  await updateSiteConfig(app, (current) => ({ ...current, Withdraw: { ...BASE_WITHDRAW, ...withdraw } }));
}

export async function listWithdrawals(app: FastifyInstance, query = '') {
  const res = await app.inject({ method: 'GET', url: `${ADMIN}${query}`, headers: adminHeaders });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    total: number;
    items: Array<Record<string, unknown> & { id: string; status: string }>;
  };
}

/** The member's withdrawals, oldest first. */
export async function withdrawalsOf(app: FastifyInstance, memberId: string) {
  const { items } = await listWithdrawals(app, '?pageSize=200');
  return items.filter((w) => w.memberId === memberId);
}

export const approve = (app: FastifyInstance, id: string) =>
  app.inject({ method: 'POST', url: `${ADMIN}/${id}/approve`, headers: adminHeaders });

export const reject = (app: FastifyInstance, id: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url: `${ADMIN}/${id}/reject`,
    headers: adminHeaders,
    ...(payload && { payload }),
  });

export const recover = (app: FastifyInstance, olderThanSeconds = 0) =>
  app.inject({
    method: 'POST',
    url: `${ADMIN}/recover?olderThanSeconds=${olderThanSeconds}`,
    headers: adminHeaders,
  });

/** The playable wallet in satang: balance, held (pending withdrawals) and available. */
export async function walletOf(t: TestApp, memberId: string) {
  return (await balancesOf(t.database.db, memberId)).gameWallet;
}

export async function expectLedgerHealthy(t: TestApp) {
  expect(await checkInvariants(t.database.db)).toMatchObject({ ok: true });
}

/** The value of the withdrawals-paid counter on /metrics. */
export async function paidCounter(app: FastifyInstance) {
  const body = (await app.inject({ url: '/metrics' })).body;
  return Number(/^withdrawals_paid_total (\d+)/m.exec(body)?.[1] ?? NaN);
}

/**
 * A payout gateway for tests: the simulator behind a switch. `mode` 'down' throws before the payment
 * (outcome unknown, nothing paid); 'lostAnswer' pays and then throws, like a crash or a timeout after
 * the gateway paid. `calls` counts every call, `sim.payments` the payments made (one per key).
 */
export function switchablePayout() {
  const sim = simulatedPayout();
  const state = { mode: 'up' as 'up' | 'down' | 'lostAnswer', calls: 0 };
  const payout: PayoutService = {
    async pay(request) {
      state.calls += 1;
      if (state.mode === 'down') throw new Error('payout gateway unreachable');
      const result = await sim.pay(request);
      if (state.mode === 'lostAnswer') throw new Error('connection reset after the gateway paid');
      return result;
    },
  };
  return { payout, sim, state };
}

/**
 * A bonus started the way a deposit with a promotion starts one (promotions' `startBonus`, then the deposit
 * and the bonus credited through the ledger, in one transaction): `credit` satang is what deposit + bonus
 * put in the wallet, a third of it the bonus; what the member held before is their own money. `cap` null
 * is unlimited. Answers the promotion's id.
 */
export async function giveBonus(
  t: TestApp,
  memberId: string,
  bonus: { credit: bigint; needTurnover?: bigint; cap: bigint | null },
) {
  const [promotion] = await t.database.db
    .select({ id: promotions.id })
    .from(promotions)
    .orderBy(promotions.sortOrder)
    .limit(1);
  const promotionId = promotion!.id;
  const ref = `test-${randomUUID()}`;
  const bonusAmount = bonus.credit / 3n;
  const depositAmount = bonus.credit - bonusAmount;
  await t.database.db.transaction(async (tx) => {
    const started = await startBonus(tx, {
      memberId,
      promotionId,
      claimNo: 1,
      depositRef: ref,
      depositAmount,
      bonusAmount,
      turnoverType: 1,
      needTurnover: bonus.needTurnover ?? 0n,
      maxWithdrawType: 0,
      maxWithdraw: bonus.cap,
    });
    if (!started) throw new Error('giveBonus: a bonus already runs');
    await transfer(tx, {
      from: houseAccount('bank:test'),
      to: memberAccount(memberId, PLAYABLE_WALLET),
      amount: depositAmount,
      kind: 'deposit',
      reference: `deposit:${ref}`,
      idempotencyKey: `deposit:${ref}`,
    });
    await payBonus(tx, memberId, ref, { promotionId, bonus: bonusAmount });
  });
  return promotionId;
}

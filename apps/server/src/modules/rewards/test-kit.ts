import { randomUUID } from 'node:crypto';
import type { SiteConfig } from '@chokdee/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { memberHeaders, registerMember, updateSiteConfig, type MemberInput } from '../../../test/factories';
import { ADMIN_KEY, type TestApp } from '../../../test/test-app';
import { gameRounds, members } from '../../db/schema';
import { affiliateComputation } from '../affiliate';
import { createCashbackComputation, hedgeRulesOf } from '../cashback';
import { createApprovals } from '../approvals';
import { createConfigService } from '../config';
import { houseWallet } from '../games/test-kit';
import { balancesOf, checkInvariants } from '../ledger';
import { deposit } from '../ledger/test-kit';
import { DEMO_CONFIG } from '../../seed/demo-content';
import type { PeriodUnit } from './periods';
import { createRewardsRunner } from './run-periods';

/** Helpers of the cashback and affiliate tests (not used by the server). */
export const ROLLING = '/rolling-composite/v1/get-rolling';
export const CASHBACK_CLAIM = '/user-profile-composite/v1/users/cashback/vertify';
export const AFFILIATE = '/user-profile-composite/v1/users/affiliate';
export const AFFILIATE_CLAIM = '/user-profile-composite/v1/users/affiliate/vertify';
export const RUN = '/admin/v1/rewards/run';
export const adminHeaders = { 'x-admin-key': ADMIN_KEY };

export const memberGet = (app: FastifyInstance, token: string, url: string) =>
  app.inject({ method: 'GET', url, headers: memberHeaders(token) });

export const runRewards = (app: FastifyInstance, period?: string) =>
  app.inject({ method: 'POST', url: RUN, headers: adminHeaders, payload: period ? { period } : {} });

/** A registered, logged-in member with their id, game username and affiliate key. */
export async function player(t: TestApp, input: MemberInput = {}) {
  const m = await registerMember(t.app, input);
  const [row] = await t.database.db.select().from(members).where(eq(members.phoneNumber, m.phoneNumber));
  return { ...m, id: row!.id, username: row!.gameUsername, affiliateKey: row!.affiliateKey };
}
export type TestPlayer = Awaited<ReturnType<typeof player>>;

/**
 * Plays settled rounds through the real wallet API (a bet, then its win), after depositing the stakes,
 * and dates their settlement `at` (inside a past period) when given. Amounts in satang.
 */
export async function playRounds(
  t: TestApp,
  p: TestPlayer,
  rounds: Array<{ bet: number; win: number }>,
  at?: Date,
) {
  const wallet = houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET);
  await deposit(t.database.db, p.id, BigInt(rounds.reduce((s, r) => s + r.bet, 0)));
  const ids: string[] = [];
  for (const { bet, win } of rounds) {
    const roundId = randomUUID();
    ids.push(roundId);
    const common = { username: p.username, roundId, gameCode: 'slot' };
    expect((await wallet.bet({ ...common, transactionId: randomUUID(), amount: bet })).status).toBe('RS_OK');
    expect((await wallet.win({ ...common, transactionId: randomUUID(), amount: win })).status).toBe('RS_OK');
  }
  if (at) {
    await t.database.db
      .update(gameRounds)
      .set({ settledAt: at })
      .where(inArray(gameRounds.providerRoundId, ids));
  }
}

/**
 * A period runner like the server's, on the test's database, for periods that are still running on the
 * database clock (money credited now, by the ledger, belongs to the running period): the test passes `now`.
 */
export function rewardsRunner(t: TestApp, unit: PeriodUnit = 'day') {
  const db = t.database.db;
  return createRewardsRunner({
    ctx: { db },
    config: createConfigService({ db }, createApprovals({ db, env: t.env })),
    unit,
    computations: [createCashbackComputation(hedgeRulesOf(t.env)), affiliateComputation],
  });
}

/** Replaces parts of the site config through the operator API (which also drops the config cache). */
export async function setRewardsConfig(
  app: FastifyInstance,
  over: { cashBack?: Partial<SiteConfig['cashBack']>; Affiliate?: Partial<SiteConfig['Affiliate']> } = {},
) {
  await updateSiteConfig(app, (current) => ({
    ...current,
    cashBack: { ...DEMO_CONFIG.cashBack, ...over.cashBack },
    Affiliate: { ...DEMO_CONFIG.Affiliate, ...over.Affiliate },
  }));
}

/** A member's wallets in satang (available). */
export async function walletsOf(t: TestApp, memberId: string) {
  const b = await balancesOf(t.database.db, memberId);
  return {
    game: b.gameWallet.available,
    cashback: b.cashbackWallet.available,
    affiliate: b.affiliateWallet.available,
  };
}

export async function expectLedgerHealthy(t: TestApp) {
  expect(await checkInvariants(t.database.db)).toMatchObject({ ok: true });
}

export const parallel = <T>(n: number, f: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => f(i)));

import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { memberHeaders, registerMember } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { wheelPrizes } from '../../db/schema';
import { balancesOf, checkInvariants, houseAccount, memberAccount, transfer } from '../ledger';
import { memberIdByPhone } from '../ledger/test-kit';

/** Helpers of the wheel tests (not used by the server). */
export const WHEEL = '/prize-composite/v1/wheel';
export const SPINS = '/prize-composite/v1/spins';
export const SEEDS = '/prize-composite/v1/seeds';
export const VERIFY = '/prize-composite/v1/verify';

export async function member(t: TestApp, tickets = 0n) {
  const m = await registerMember(t.app);
  const id = await memberIdByPhone(t.database.db, m.phoneNumber);
  if (tickets > 0n) await giveTickets(t, id, tickets);
  return { ...m, id };
}

/** Tickets as play earns them (games/ticket-earning.ts): from the house's ticket account. */
export function giveTickets(t: TestApp, memberId: string, tickets: bigint) {
  return transfer(t.database.db, {
    from: houseAccount('spinTickets'),
    to: memberAccount(memberId, 'spinWallet'),
    amount: tickets,
    kind: 'spin',
    reference: 'test',
    idempotencyKey: `test-tickets:${randomUUID()}`,
  });
}

export const spin = (app: FastifyInstance, token: string, payload: object = { OpenBox: 'box_1' }) =>
  app.inject({ method: 'POST', url: SPINS, headers: memberHeaders(token), payload });

export async function wheelOf(app: FastifyInstance, token: string) {
  const res = await app.inject({ url: WHEEL, headers: memberHeaders(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

export const balances = (t: TestApp, memberId: string) => balancesOf(t.database.db, memberId);

/**
 * Runs `fn` with only `prizes` on the wheel, then puts the seeded table back (spins keep their own
 * copy of the table, so nothing refers to the rows).
 */
export async function withPrizes(
  t: TestApp,
  prizes: Array<typeof wheelPrizes.$inferInsert>,
  fn: () => Promise<void>,
) {
  const db = t.database.db;
  const active = await db
    .select({ id: wheelPrizes.id })
    .from(wheelPrizes)
    .where(eq(wheelPrizes.active, true));
  const ids = active.map((p) => p.id);
  await db.update(wheelPrizes).set({ active: false });
  const added = prizes.length ? await db.insert(wheelPrizes).values(prizes).returning() : [];
  try {
    await fn();
  } finally {
    if (added.length)
      await db.delete(wheelPrizes).where(
        inArray(
          wheelPrizes.id,
          added.map((p) => p.id),
        ),
      );
    if (ids.length) await db.update(wheelPrizes).set({ active: true }).where(inArray(wheelPrizes.id, ids));
  }
}

export async function expectLedgerHealthy(t: TestApp) {
  expect(await checkInvariants(t.database.db)).toMatchObject({ ok: true });
}

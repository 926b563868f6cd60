import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { memberHeaders, registerMember } from '../../../test/factories';
import { ADMIN_KEY, type TestApp } from '../../../test/test-app';
import { approvedIfPending } from '../approvals/test-kit';
import { balancesOf, checkInvariants } from '../ledger';
import { memberIdByPhone } from '../ledger/test-kit';

/** Helpers of the item-code tests (not used by the server). */
export const ADMIN_ITEMCODES = '/admin/v1/itemcodes';
export const REDEEM = '/user-profile-composite/v1/topup/itemcode/redeem';
export const adminHeaders = { 'x-admin-key': ADMIN_KEY };

let serial = 0;
/** A code no other test uses. */
export const newCode = (prefix = 'T') => `${prefix}${Date.now().toString(36)}${(serial += 1)}`.toUpperCase();

export function createCode(app: FastifyInstance, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: ADMIN_ITEMCODES, headers: adminHeaders, payload });
}

/**
 * Creates a code through the operator API and answers its (upper-case) text; one above the operator key's
 * allowance (or of unlimited uses) is approved by an owner of the app (issue 23).
 */
export async function codeWith(app: FastifyInstance, over: Record<string, unknown> = {}) {
  const code = newCode();
  const res = await approvedIfPending(app, await createCode(app, { code, amount: 50, ...over }));
  expect(res.statusCode).toBe(200);
  return code;
}

export function redeem(app: FastifyInstance, token: string, redeem_code: unknown) {
  return app.inject({ method: 'POST', url: REDEEM, headers: memberHeaders(token), payload: { redeem_code } });
}

export async function member(t: TestApp) {
  const m = await registerMember(t.app);
  return { ...m, id: await memberIdByPhone(t.database.db, m.phoneNumber) };
}

export async function gameWalletOf(t: TestApp, memberId: string) {
  return (await balancesOf(t.database.db, memberId)).gameWallet.available;
}

export async function expectLedgerHealthy(t: TestApp) {
  expect(await checkInvariants(t.database.db)).toMatchObject({ ok: true });
}

import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerMember, type MemberInput } from '../../../test/factories';
import { ADMIN_KEY, type TestApp } from '../../../test/test-app';
import { memberIdByPhone } from '../ledger/test-kit';

/** Helpers of the members module's tests (not used by the server). */
export const MEMBERS = '/admin/v1/members';
export const admin = { 'x-admin-key': ADMIN_KEY };

export const adminGet = (
  app: FastifyInstance,
  url: string,
  query: Record<string, string> = {},
  headers: Record<string, string> = admin,
) => app.inject({ method: 'GET', url, headers, query });

export const adminSend = (
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  headers: Record<string, string> = admin,
) => app.inject({ method, url, headers, payload });

/** A registered, logged-in member with its id. */
export async function newMember(t: TestApp, input: MemberInput = {}) {
  const m = await registerMember(t.app, input);
  return { ...m, id: await memberIdByPhone(t.database.db, m.phoneNumber) };
}

/** Rows of a raw query, on PGlite and node-postgres alike. */
export async function rowsOf<R>(t: TestApp, query: SQL): Promise<R[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: R[] }).rows;
}

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ADMIN_KEY } from '../../../test/test-app';
import type { Executor } from '../../db/types';
import { houseAccount, memberAccount, transfer, type HouseName, type WalletKind } from '../ledger';

/** Helpers of the report tests (not used by the server). */
export const REPORTS = '/admin/v1/reports';
export const adminHeaders = { 'x-admin-key': ADMIN_KEY };

export async function getReport(app: FastifyInstance, path: string, query = '') {
  const res = await app.inject({ method: 'GET', url: `${REPORTS}/${path}${query}`, headers: adminHeaders });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A house → member movement of `satang`, the way the paying module books it (kind, accounts). */
export function pay(
  ex: Executor,
  house: HouseName,
  memberId: string,
  wallet: WalletKind,
  kind: string,
  satang: bigint,
) {
  const key = `test-${kind}:${randomUUID()}`;
  return transfer(ex, {
    from: houseAccount(house),
    to: memberAccount(memberId, wallet),
    amount: satang,
    kind,
    reference: key,
    idempotencyKey: key,
  });
}

/** A seamless partner's bet or win, as games/wallet/service.ts books it. */
export function play(
  ex: Executor,
  p: {
    partner: string;
    memberId: string;
    kind: 'bet' | 'win' | 'refund';
    satang: bigint;
    game?: string;
    roundId?: string;
  },
) {
  const member = memberAccount(p.memberId, 'gameWallet');
  const partner = houseAccount(`partner:${p.partner}`);
  const key = `game:${p.partner}:${randomUUID()}`;
  return transfer(ex, {
    from: p.kind === 'bet' ? member : partner,
    to: p.kind === 'bet' ? partner : member,
    amount: p.satang,
    kind: p.kind,
    reference: `game-round:${p.roundId ?? randomUUID()}`,
    idempotencyKey: key,
    meta: p.game ? { gameCode: p.game } : { roundId: 'r' },
  });
}

/**
 * A transfer written straight into the ledger table at a chosen instant: the only way to test day
 * boundaries, since the ledger stamps its own rows with now(). Balances are not touched (the reports
 * read transfers only); a fixture, never a pattern.
 */
export async function backdatedTransfer(
  ex: Executor,
  t: { from: string; to: string; kind: string; satang: bigint; at: string; entry?: boolean },
) {
  const key = `test-backdated:${randomUUID()}`;
  await ex.execute(sql`
    insert into ledger_transfers (idempotency_key, kind, reference, from_account_id, to_account_id, asset, amount, created_at)
    values (${key}, ${t.kind}, ${key}, ${t.from}, ${t.to}, 'THB', ${t.satang}::bigint, ${t.at}::timestamptz)`);
  // `entry`: also the receiving account's entry (the statement reads entries); its balance_after is not kept.
  if (t.entry)
    await ex.execute(sql`
      insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
      select id, ${t.to}, ${t.satang}::bigint, 0, created_at from ledger_transfers where idempotency_key = ${key}`);
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { members } from '../../db/schema';
import type { Executor } from '../../db/types';
import { houseAccount, memberAccount, type HouseName, type WalletKind } from './accounts';
import { hold } from './hold-service';
import { transfer } from './service';

/**
 * Test helpers for the ledger's own tests: members inserted directly (no password hashing, so
 * property tests can make many) and a deposit shortcut. Not used by the server.
 */
export async function insertTestMember(db: Executor): Promise<string> {
  const digits = () => String(randomInt(10 ** 9)).padStart(9, '0');
  const [row] = await db
    .insert(members)
    .values({
      phoneNumber: `0${digits()}`,
      passwordHash: 'not-a-hash',
      bankCode: '004',
      bankAccount: `9${digits()}`,
      firstName: 'ทดสอบ',
      lastName: 'บัญชี',
      affiliateKey: randomUUID(),
      gameUsername: randomUUID(),
    })
    .returning({ id: members.id });
  return row!.id;
}

export async function memberIdByPhone(db: Executor, phoneNumber: string): Promise<string> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.phoneNumber, phoneNumber));
  if (!row) throw new Error(`no member ${phoneNumber}`);
  return row.id;
}

/** A deposit of `amount` satang from a test bank channel into the member's wallet. */
export function deposit(db: Executor, memberId: string, amount: bigint, wallet: WalletKind = 'gameWallet') {
  return transfer(db, {
    from: houseAccount('bank:test'),
    to: memberAccount(memberId, wallet),
    amount,
    kind: 'deposit',
    reference: 'test-deposit',
    idempotencyKey: `test-deposit:${randomUUID()}`,
  });
}

/** Money a module puts in the playable wallet (affiliate, cashback, item code…), booked as that module books it. */
export function houseCredit(db: Executor, memberId: string, kind: string, amount: bigint, from: HouseName) {
  return transfer(db, {
    from: houseAccount(from),
    to: memberAccount(memberId, 'gameWallet'),
    amount,
    kind,
    reference: `${kind}:test`,
    idempotencyKey: randomUUID(),
  });
}

/** A withdrawal as the withdrawals module makes it: a hold on the playable wallet towards payouts. */
export function withdrawalHold(db: Executor, memberId: string, amount: bigint) {
  const ref = `withdrawal:${randomUUID()}`;
  return hold(db, {
    from: memberAccount(memberId, 'gameWallet'),
    to: houseAccount('payouts'),
    amount,
    kind: 'withdrawal',
    reference: ref,
    idempotencyKey: ref,
  });
}

/** The statements of the call being measured; unset outside it (the job runner's passes, other timers). */
const measured = new AsyncLocalStorage<string[]>();

/**
 * The statements `call` sent to PostgreSQL: every `pg` client query is one round trip (pooled
 * statements and those of a transaction, `begin` and `commit` included). PostgreSQL only: PGlite runs
 * in the process, where a statement costs no round trip. Only what runs on the call's own path counts: the
 * job runner's background passes (every few seconds) and the bus's NOTIFY (member push, after the commit,
 * not awaited by the call: infra/bus.ts) are left out.
 */
export async function roundTripsOf(call: () => Promise<unknown>): Promise<string[]> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = proto.query;
  const statements: string[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const into = measured.getStore();
    const first = args[0] as string | { text: string };
    const text = (typeof first === 'string' ? first : first.text).replace(/\s+/g, ' ').trim();
    if (into && !text.startsWith('select pg_notify(')) into.push(text);
    return query.apply(this, args);
  };
  try {
    await measured.run(statements, call);
  } finally {
    proto.query = query;
  }
  return statements;
}

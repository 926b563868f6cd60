import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/types';
import { useTestApp } from '../../../test/test-app';
import { houseAccount, houseShardIds, memberAccount } from './accounts';
import { ledgerTransfers } from '../../db/schema';
import { balancesOf } from './balances';
import { houseBalance } from './house-balance';
import { hold, postHold, voidHold } from './hold-service';
import { checkInvariants } from './invariants';
import { reverse, transfer, type TransferInput } from './service';
import { deposit, insertTestMember } from './test-kit';

/**
 * Concurrent commands against one balance. On PostgreSQL each runs on its own pooled connection, so
 * the row locks and SQL guards are what keeps the outcome right; on PGlite they serialise.
 * The locks each flow takes, and their one order: docs/rules/money.md rules 11 and 12.
 */
const t = useTestApp({ seed: false });
let db: Db;
beforeAll(() => {
  db = t.database.db;
});

const N = 20;
const payouts = houseAccount('payouts');
const game = (id: string) => memberAccount(id, 'gameWallet');
const times = <T>(n: number, f: (i: number) => Promise<T>) =>
  Promise.allSettled(Array.from({ length: n }, (_, i) => f(i)));
const fulfilled = <T>(rs: PromiseSettledResult<T>[]) =>
  rs.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
/** Why each command failed: the ledger's message key, or the whole message of anything unexpected. */
const refusals = <T>(rs: PromiseSettledResult<T>[]) =>
  rs.flatMap((r) => {
    if (r.status === 'fulfilled') return [];
    const err = r.reason as { messageKey?: string; message?: string };
    return [err.messageKey ?? String(err.message ?? err)];
  });
const only = (key: string, n: number) => Array.from({ length: n }, () => key);

/** Each command in a caller transaction that holds its locks a moment longer, so they overlap. */
function inCallerTx<T>(fn: (tx: Db) => Promise<T>) {
  return db.transaction(async (tx) => {
    const out = await fn(tx as unknown as Db);
    await tx.execute(sql`select pg_sleep(0.005)`);
    return out;
  });
}

async function expectHealthy() {
  // The whole report on failure shows which invariant broke.
  const report = await checkInvariants(db);
  expect(report).toMatchObject({ ok: true });
}

describe('races', () => {
  it(`${N} parallel debits of 100 from 1000: exactly 10 succeed and the balance ends at 0`, async () => {
    const m = await insertTestMember(db);
    await deposit(db, m, 1_000n);
    const results = await times(N, (i) =>
      (i % 2 ? inCallerTx : (f: (tx: Db) => Promise<unknown>) => f(db))((tx) =>
        transfer(tx, {
          from: game(m),
          to: payouts,
          amount: 100n,
          kind: 'bet',
          reference: `bet-${i}`,
          idempotencyKey: randomUUID(),
        }),
      ),
    );
    expect(refusals(results)).toEqual(only('insufficientFunds', N - 10));
    expect(fulfilled(results)).toHaveLength(10);
    expect((await balancesOf(db, m)).gameWallet.balance).toBe(0n);
    await expectHealthy();
  });

  it(`${N} parallel transfers with the same key: exactly one moves money`, async () => {
    const m = await insertTestMember(db);
    const input: TransferInput = {
      from: houseAccount('bank:race'),
      to: game(m),
      amount: 500n,
      kind: 'deposit',
      reference: 'd',
      idempotencyKey: randomUUID(),
    };
    const results = fulfilled(await times(N, () => inCallerTx((tx) => transfer(tx, input))));
    expect(results).toHaveLength(N);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect((await balancesOf(db, m)).gameWallet.balance).toBe(500n);
    await expectHealthy();
  });

  it('parallel holds and debits over the balance never reserve or spend more than it holds', async () => {
    const m = await insertTestMember(db);
    await deposit(db, m, 1_000n);
    const results = await times(N, (i) =>
      inCallerTx((tx): Promise<unknown> =>
        i % 4 === 0
          ? transfer(tx, {
              from: game(m),
              to: payouts,
              amount: 100n,
              kind: 'bet',
              reference: 'b',
              idempotencyKey: randomUUID(),
            })
          : hold(tx, {
              from: game(m),
              to: payouts,
              amount: 100n,
              kind: 'withdrawal',
              reference: `w-${i}`,
              idempotencyKey: randomUUID(),
            }),
      ),
    );
    expect(refusals(results)).toEqual(only('insufficientFunds', N - 10));
    expect(fulfilled(results)).toHaveLength(10);
    const wallet = (await balancesOf(db, m)).gameWallet;
    expect(wallet.available).toBe(0n);
    expect(wallet.held).toBeLessThanOrEqual(wallet.balance);
    await expectHealthy();
  });

  it('parallel holds with the same key reserve once', async () => {
    const m = await insertTestMember(db);
    await deposit(db, m, 1_000n);
    const input = {
      from: game(m),
      to: payouts,
      amount: 300n,
      kind: 'withdrawal',
      reference: 'w',
      idempotencyKey: randomUUID(),
    };
    const results = fulfilled(await times(N, () => inCallerTx((tx) => hold(tx, input))));
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(new Set(results.map((r) => r.holdId)).size).toBe(1);
    expect((await balancesOf(db, m)).gameWallet.held).toBe(300n);
    await expectHealthy();
  });

  it('parallel posts and voids of one hold: exactly one outcome wins', async () => {
    const m = await insertTestMember(db);
    await deposit(db, m, 1_000n);
    const { holdId } = await hold(db, {
      from: game(m),
      to: payouts,
      amount: 400n,
      kind: 'withdrawal',
      reference: 'w',
      idempotencyKey: randomUUID(),
    });
    const results = await times(N, (i) =>
      inCallerTx((tx) => (i % 2 ? postHold(tx, holdId) : voidHold(tx, holdId))),
    );
    const done = fulfilled(results);
    const firsts = done.filter((r) => !r.duplicate);
    expect(firsts).toHaveLength(1);
    // The losing side is refused; the winning side's repeats are duplicates.
    expect(refusals(results).filter((key) => key !== 'alreadyProcessed')).toEqual([]);
    const posted = 'transferId' in firsts[0]!;
    const wallet = (await balancesOf(db, m)).gameWallet;
    expect(wallet).toEqual(
      posted
        ? { balance: 600n, held: 0n, available: 600n }
        : { balance: 1_000n, held: 0n, available: 1_000n },
    );
    await expectHealthy();
  });

  it('opposite member-to-member transfers in parallel neither deadlock nor overdraw', async () => {
    const a = await insertTestMember(db);
    const b = await insertTestMember(db);
    await deposit(db, a, 500n);
    await deposit(db, b, 500n);
    const results = await times(N * 2, (i) => {
      const [from, to] = i % 2 ? [a, b] : [b, a];
      return inCallerTx((tx) =>
        transfer(tx, {
          from: game(from),
          to: game(to),
          amount: 100n,
          kind: 'gift',
          reference: 'g',
          idempotencyKey: randomUUID(),
        }),
      );
    });
    expect(refusals(results).filter((key) => key !== 'insufficientFunds')).toEqual([]);
    const [ba, bb] = [await balancesOf(db, a), await balancesOf(db, b)];
    expect(ba.gameWallet.balance + bb.gameWallet.balance).toBe(1_000n);
    await expectHealthy();
  });

  it('parallel reversals of one transfer with different keys: exactly one corrects it', async () => {
    const m = await insertTestMember(db);
    const { transferId } = await deposit(db, m, 800n);
    const results = await times(N, () =>
      inCallerTx((tx) => reverse(tx, { transferId, idempotencyKey: randomUUID() })),
    );
    expect(refusals(results)).toEqual(only('alreadyProcessed', N - 1));
    expect(fulfilled(results)).toHaveLength(1);
    expect((await balancesOf(db, m)).gameWallet.balance).toBe(0n);
    await expectHealthy();
  });

  it('parallel deposits to one channel spread over its shards, and repeats land on the same shard', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => insertTestMember(db)));
    const channel = `bank:shards-${randomUUID().slice(0, 8)}` as const;
    const input = (i: number): TransferInput => ({
      from: houseAccount(channel),
      to: game(members[i % members.length]!),
      amount: 100n + BigInt(i),
      kind: 'deposit',
      reference: `d-${i}`,
      idempotencyKey: `shard-race:${channel}:${i}`,
    });
    const first = await times(N, (i) => inCallerTx((tx) => transfer(tx, input(i))));
    expect(refusals(first)).toEqual([]);
    // Every deposit again, in parallel: all duplicates of their first transfer, nothing moves.
    const again = await times(N, (i) => inCallerTx((tx) => transfer(tx, input(i))));
    expect(fulfilled(again).map((r) => r.duplicate)).toEqual(Array<boolean>(N).fill(true));
    expect(fulfilled(again).map((r) => r.transferId)).toEqual(fulfilled(first).map((r) => r.transferId));

    const rows = await db
      .select({ from: ledgerTransfers.fromAccountId })
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.fromAccountId, houseShardIds(channel)));
    expect(rows).toHaveLength(N);
    // 20 keys over the shards: several rows carry the load (the hash is fixed, so this is deterministic).
    expect(new Set(rows.map((r) => r.from)).size).toBeGreaterThan(4);
    const total = Array.from({ length: N }, (_, i) => 100n + BigInt(i)).reduce((a, b) => a + b, 0n);
    expect(await houseBalance(db, channel)).toBe(-total);
    await expectHealthy();
  });

  it('a hold to a house account posts to the shard chosen when it was made', async () => {
    const m = await insertTestMember(db);
    await deposit(db, m, 1_000n);
    const holds = await Promise.all(
      [1, 2, 3].map((i) =>
        hold(db, {
          from: game(m),
          to: payouts,
          amount: 100n,
          kind: 'withdrawal',
          reference: `w-${i}`,
          idempotencyKey: `shard-hold:${m}:${i}`,
        }),
      ),
    );
    const before = await houseBalance(db, 'payouts');
    const posted = await times(3, (i) => inCallerTx((tx) => postHold(tx, holds[i]!.holdId)));
    expect(refusals(posted)).toEqual([]);
    expect(await houseBalance(db, 'payouts')).toBe(before + 300n);
    // postedHoldsMatchTransfers checks each transfer went to its hold's own target row.
    await expectHealthy();
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/types';
import { useTestApp } from '../../../test/test-app';
import { houseAccount, memberAccount } from './accounts';
import { balancesOf } from './balances';
import { houseBalance } from './house-balance';
import { checkInvariants } from './invariants';
import { ensureMemberAccounts, isInsufficientFunds, transfer } from './service';
import { deposit, insertTestMember } from './test-kit';

const t = useTestApp({ seed: false });
let db: Db;
beforeAll(() => {
  db = t.database.db;
});

const key = () => randomUUID();
const payouts = houseAccount('payouts');
const game = (id: string) => memberAccount(id, 'gameWallet');

async function available(memberId: string) {
  return (await balancesOf(db, memberId)).gameWallet.available;
}

describe('transfer', () => {
  it('moves satang, records both legs with the balance after, and keeps the invariants', async () => {
    const m = await insertTestMember(db);
    await ensureMemberAccounts(db, m);
    await ensureMemberAccounts(db, m); // idempotent
    const first = await deposit(db, m, 10_000n);
    expect(first.duplicate).toBe(false);
    await transfer(db, {
      from: game(m),
      to: payouts,
      amount: 2_500n,
      kind: 'bet',
      reference: 'r1',
      idempotencyKey: key(),
    });
    expect(await available(m)).toBe(7_500n);
    const { rows } = (await db.execute(
      sql`select amount::text, balance_after::text from ledger_entries where account_id = ${game(m).id} order by id`,
    )) as unknown as { rows: { amount: string; balance_after: string }[] };
    expect(rows).toEqual([
      { amount: '10000', balance_after: '10000' },
      { amount: '-2500', balance_after: '7500' },
    ]);
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('refuses an over-spend before writing anything, so the caller may carry on in its transaction', async () => {
    const m = await insertTestMember(db);
    await deposit(db, m, 1_000n);
    const outcome = await db.transaction(async (tx) => {
      const err = await transfer(tx, {
        from: game(m),
        to: payouts,
        amount: 1_001n,
        kind: 'bet',
        reference: 'r',
        idempotencyKey: key(),
      }).catch((e: unknown) => e);
      expect(isInsufficientFunds(err)).toBe(true);
      return transfer(tx, {
        from: game(m),
        to: payouts,
        amount: 1_000n,
        kind: 'bet',
        reference: 'r',
        idempotencyKey: key(),
      });
    });
    expect(outcome.duplicate).toBe(false);
    expect(await available(m)).toBe(0n);
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('rolls back with the caller: a failed caller transaction leaves no trace', async () => {
    const m = await insertTestMember(db);
    const k = key();
    await expect(
      db.transaction(async (tx) => {
        await transfer(tx, {
          from: houseAccount('bonusExpense'),
          to: game(m),
          amount: 500n,
          kind: 'bonus',
          reference: 'b',
          idempotencyKey: k,
        });
        throw new Error('caller fails after the transfer');
      }),
    ).rejects.toThrow('caller fails');
    expect(await available(m)).toBe(0n);
    // The key was never used, so the command can be retried.
    const again = await transfer(db, {
      from: houseAccount('bonusExpense'),
      to: game(m),
      amount: 500n,
      kind: 'bonus',
      reference: 'b',
      idempotencyKey: k,
    });
    expect(again.duplicate).toBe(false);
  });

  it('answers a repeated key with the first transfer, and refuses the key for a different movement', async () => {
    const m = await insertTestMember(db);
    const input = {
      from: houseAccount('cashbackExpense'),
      to: memberAccount(m, 'cashbackWallet'),
      amount: 300n,
      kind: 'cashback',
      reference: 'c1',
      idempotencyKey: key(),
    };
    const first = await transfer(db, input);
    const second = await transfer(db, input);
    expect(second).toEqual({ transferId: first.transferId, duplicate: true });
    await expect(transfer(db, { ...input, amount: 301n })).rejects.toMatchObject({
      messageKey: 'idempotencyKeyReused',
      status: 409,
    });
    expect((await balancesOf(db, m)).cashbackWallet.available).toBe(300n);
  });

  it('keeps spin tickets apart from satang, in code and in the database', async () => {
    const m = await insertTestMember(db);
    await transfer(db, {
      from: houseAccount('spinTickets'),
      to: memberAccount(m, 'spinWallet'),
      amount: 3n,
      kind: 'spin',
      reference: 's',
      idempotencyKey: key(),
    });
    expect((await balancesOf(db, m)).spinWallet.available).toBe(3n);
    await expect(
      transfer(db, {
        from: memberAccount(m, 'spinWallet'),
        to: payouts,
        amount: 1n,
        kind: 'spin',
        reference: 's',
        idempotencyKey: key(),
      }),
    ).rejects.toThrow(/different assets/);
    // Even a hand-written insert cannot tie a THB transfer to a TICKET account.
    await expect(
      db.execute(sql`insert into ledger_transfers (idempotency_key, kind, reference, from_account_id, to_account_id, asset, amount)
        values (${key()}, 'spin', 'x', 'house:spinTickets', ${game(m).id}, 'TICKET', 1)`),
    ).rejects.toThrow();
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('lets the database itself refuse a negative member balance and any edit of history', async () => {
    const m = await insertTestMember(db);
    const { transferId } = await deposit(db, m, 100n);
    await expect(
      db.execute(sql`update ledger_accounts set balance = -1 where id = ${game(m).id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update ledger_transfers set amount = 1 where id = ${transferId}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`delete from ledger_entries where transfer_id = ${transferId}`),
    ).rejects.toThrow();
    // House accounts are the other side and may go negative.
    expect(await houseBalance(db, 'bank:test')).toBeLessThan(0n);
  });
});

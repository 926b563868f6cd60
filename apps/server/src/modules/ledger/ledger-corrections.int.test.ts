import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/types';
import { useTestApp } from '../../../test/test-app';
import { houseAccount, memberAccount } from './accounts';
import { balancesOf, readMemberMoney } from './balances';
import { getHold, hold, postHold, voidHold } from './hold-service';
import { checkInvariants } from './invariants';
import { reverse, transfer } from './service';
import { deposit, insertTestMember } from './test-kit';

/** Corrections (reversing transfers) and holds (reserve, then post or void). */
const t = useTestApp({ seed: false });
let db: Db;
beforeAll(() => {
  db = t.database.db;
});

const key = () => randomUUID();
const payouts = houseAccount('payouts');
const game = (id: string) => memberAccount(id, 'gameWallet');
/** A withdrawal's hold of `amount` from the member's playable credit, under a new key. */
const withdrawalHold = (ex: Parameters<typeof hold>[0], memberId: string, amount: bigint) =>
  hold(ex, {
    from: game(memberId),
    to: payouts,
    amount,
    kind: 'withdrawal',
    reference: 'w',
    idempotencyKey: key(),
  });

describe('reverse', () => {
  it('corrects with an opposite transfer of the same kind, once, and nets the totals', async () => {
    const m = await insertTestMember(db);
    const { transferId } = await deposit(db, m, 5_000n);
    await deposit(db, m, 2_000n);
    const k = key();
    const undo = await reverse(db, { transferId, idempotencyKey: k });
    expect(await reverse(db, { transferId, idempotencyKey: k })).toEqual({ ...undo, duplicate: true });
    await expect(reverse(db, { transferId, idempotencyKey: key() })).rejects.toMatchObject({
      messageKey: 'alreadyProcessed',
    });
    await expect(reverse(db, { transferId: 'nope', idempotencyKey: key() })).rejects.toMatchObject({
      status: 404,
    });
    const money = await readMemberMoney(db, m);
    expect(money.totalDeposit).toBe(20);
    expect(money.internalWallet.gameWallet).toBe(20);
  });

  it('refuses to reverse money the member has already spent', async () => {
    const m = await insertTestMember(db);
    const { transferId } = await deposit(db, m, 1_000n);
    await transfer(db, {
      from: game(m),
      to: payouts,
      amount: 600n,
      kind: 'bet',
      reference: 'r',
      idempotencyKey: key(),
    });
    await expect(reverse(db, { transferId, idempotencyKey: key() })).rejects.toMatchObject({
      messageKey: 'insufficientFunds',
    });
  });
});

describe('holds', () => {
  it('reserves at once, and posting moves the reserved amount out exactly once', async () => {
    const m = await insertTestMember(db);
    await deposit(db, m, 10_000n);
    const input = {
      from: game(m),
      to: payouts,
      amount: 4_000n,
      kind: 'withdrawal',
      reference: 'w1',
      idempotencyKey: key(),
    };
    const h = await hold(db, input);
    expect(await hold(db, input)).toEqual({ holdId: h.holdId, duplicate: true });
    expect((await balancesOf(db, m)).gameWallet).toEqual({
      balance: 10_000n,
      held: 4_000n,
      available: 6_000n,
    });
    // The reserved part cannot be spent.
    await expect(
      transfer(db, {
        from: game(m),
        to: payouts,
        amount: 6_001n,
        kind: 'bet',
        reference: 'r',
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ messageKey: 'insufficientFunds' });
    const posted = await postHold(db, h.holdId);
    expect(await postHold(db, h.holdId)).toEqual({ transferId: posted.transferId, duplicate: true });
    await expect(voidHold(db, h.holdId)).rejects.toMatchObject({ messageKey: 'alreadyProcessed' });
    expect((await balancesOf(db, m)).gameWallet).toEqual({ balance: 6_000n, held: 0n, available: 6_000n });
    expect(await getHold(db, { idempotencyKey: input.idempotencyKey })).toMatchObject({
      status: 'posted',
      transferId: posted.transferId,
    });
    expect((await readMemberMoney(db, m)).totalWithdraw).toBe(40);
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('voiding releases the reservation and nothing moves', async () => {
    const m = await insertTestMember(db);
    await deposit(db, m, 1_000n);
    const h = await withdrawalHold(db, m, 1_000n);
    await expect(withdrawalHold(db, m, 1n)).rejects.toMatchObject({ messageKey: 'insufficientFunds' });
    expect(await voidHold(db, h.holdId)).toEqual({ duplicate: false });
    expect(await voidHold(db, h.holdId)).toEqual({ duplicate: true });
    await expect(postHold(db, h.holdId)).rejects.toMatchObject({ messageKey: 'alreadyProcessed' });
    await expect(postHold(db, randomUUID())).rejects.toMatchObject({ status: 404 });
    expect((await balancesOf(db, m)).gameWallet).toEqual({ balance: 1_000n, held: 0n, available: 1_000n });
    expect((await readMemberMoney(db, m)).totalWithdraw).toBe(0);
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('refuses a hold it cannot cover before writing anything, so the caller may carry on', async () => {
    const m = await insertTestMember(db);
    await deposit(db, m, 1_000n);
    const kept = await db.transaction(async (tx) => {
      await expect(withdrawalHold(tx, m, 1_001n)).rejects.toMatchObject({ messageKey: 'insufficientFunds' });
      return withdrawalHold(tx, m, 1_000n);
    });
    expect(kept.duplicate).toBe(false);
    expect((await balancesOf(db, m)).gameWallet).toEqual({ balance: 1_000n, held: 1_000n, available: 0n });
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('posts a hold named in upper case under the same key as in lower case', async () => {
    const m = await insertTestMember(db);
    await deposit(db, m, 1_000n);
    const h = await withdrawalHold(db, m, 600n);
    const posted = await postHold(db, h.holdId.toUpperCase());
    expect(await postHold(db, h.holdId)).toEqual({ transferId: posted.transferId, duplicate: true });
    expect((await balancesOf(db, m)).gameWallet).toEqual({ balance: 400n, held: 0n, available: 400n });
    expect((await checkInvariants(db)).ok).toBe(true);
  });
});

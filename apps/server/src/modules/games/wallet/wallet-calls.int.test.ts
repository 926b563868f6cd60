import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { useTestApp } from '../../../../test/test-app';
import { checkInvariants } from '../../ledger';
import { deposit } from '../../ledger/test-kit';
import { houseWallet, newPlayer, playable, roundOf, storedCounts } from '../test-kit';
import type { WalletClient } from '../../../lib/wallet-client';

const t = useTestApp();
let db: Db;
let wallet: WalletClient;
beforeAll(() => {
  db = t.database.db;
  wallet = houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET);
});

const id = () => randomUUID();
const bet = (username: string, amount: number, roundId = id(), transactionId = id()) =>
  ({ username, transactionId, roundId, gameCode: 'slot', amount }) as const;

describe('balance', () => {
  it('answers the playable credit in satang, or RS_ERROR_UNKNOWN_USER', async () => {
    const p = await newPlayer(db, 12_345n);
    expect(await wallet.balance(p.username)).toEqual({ status: 'RS_OK', balance: 12_345 });
    expect(await wallet.balance('nobody-here')).toEqual({ status: 'RS_ERROR_UNKNOWN_USER', balance: 0 });
  });
});

describe('bet and win', () => {
  it('takes the bet, pays the win and settles the round', async () => {
    const p = await newPlayer(db, 10_000n);
    const b = bet(p.username, 1_000);
    expect(await wallet.bet(b)).toEqual({ status: 'RS_OK', balance: 9_000 });
    expect(await roundOf(db, b.roundId)).toMatchObject({ status: 'open', betAmount: 1_000n });
    const win = { ...b, transactionId: id(), amount: 2_500 };
    expect(await wallet.win(win)).toEqual({ status: 'RS_OK', balance: 11_500 });
    expect(await roundOf(db, b.roundId)).toMatchObject({
      status: 'settled',
      winAmount: 2_500n,
      result: 'win',
      turnover: 1_000n,
    });
    // A second win for the round, and any further bet, finds it closed.
    expect(await wallet.win({ ...win, transactionId: id() })).toEqual({
      status: 'RS_ERROR_ROUND_CLOSED',
      balance: 11_500,
    });
    expect(await wallet.bet({ ...b, transactionId: id() })).toEqual({
      status: 'RS_ERROR_ROUND_CLOSED',
      balance: 11_500,
    });
    expect(await playable(db, p.memberId)).toBe(11_500n);
  });

  it('closes a lost round with a win of 0 (no ledger movement)', async () => {
    const p = await newPlayer(db, 1_000n);
    const b = bet(p.username, 400);
    await wallet.bet(b);
    expect(await wallet.win({ ...b, transactionId: id(), amount: 0 })).toEqual({
      status: 'RS_OK',
      balance: 600,
    });
    expect(await roundOf(db, b.roundId)).toMatchObject({ status: 'settled', result: 'lose', turnover: 400n });
  });

  it('takes several bets into one round; a win equal to them is a draw without turnover', async () => {
    const p = await newPlayer(db, 1_000n);
    const roundId = id();
    await wallet.bet(bet(p.username, 100, roundId));
    await wallet.bet(bet(p.username, 300, roundId));
    await wallet.win({ ...bet(p.username, 400, roundId), transactionId: id() });
    expect(await roundOf(db, roundId)).toMatchObject({ betAmount: 400n, result: 'draw', turnover: 0n });
    expect(await playable(db, p.memberId)).toBe(1_000n);
  });

  it('refuses a win for a round without a bet', async () => {
    const p = await newPlayer(db, 1_000n);
    expect(await wallet.win({ ...bet(p.username, 100), transactionId: id() })).toEqual({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      balance: 1_000,
    });
  });

  it('refuses a bet the credit does not cover, with the real balance, moving and opening nothing', async () => {
    const p = await newPlayer(db, 999n);
    const b = bet(p.username, 1_000);
    expect(await wallet.bet(b)).toEqual({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 999 });
    expect(await roundOf(db, b.roundId)).toBeUndefined();
    expect(await playable(db, p.memberId)).toBe(999n);
  });

  it('refuses every call for an unknown username and stores nothing', async () => {
    const before = await storedCounts(db);
    const b = bet('nobody-here', 100);
    expect(await wallet.bet(b)).toEqual({ status: 'RS_ERROR_UNKNOWN_USER', balance: 0 });
    expect(await wallet.win({ ...b, transactionId: id() })).toEqual({
      status: 'RS_ERROR_UNKNOWN_USER',
      balance: 0,
    });
    expect(
      await wallet.rollback({
        username: 'nobody-here',
        transactionId: id(),
        refTransactionId: b.transactionId,
      }),
    ).toEqual({ status: 'RS_ERROR_UNKNOWN_USER', balance: 0 });
    expect(await storedCounts(db)).toEqual(before);
  });

  it("refuses a locked member's bets but still settles their open round", async () => {
    const p = await newPlayer(db, 1_000n);
    const b = bet(p.username, 200);
    await wallet.bet(b);
    await db.update(members).set({ locked: true }).where(eq(members.id, p.memberId));
    const refused = bet(p.username, 100);
    expect(await wallet.bet(refused)).toEqual({ status: 'RS_ERROR_UNKNOWN', balance: 800 });
    expect(await roundOf(db, refused.roundId)).toBeUndefined();
    expect(await wallet.win({ ...b, transactionId: id(), amount: 300 })).toEqual({
      status: 'RS_OK',
      balance: 1_100,
    });
  });

  it("refuses a bet into another member's round", async () => {
    const [a, b] = [await newPlayer(db, 1_000n), await newPlayer(db, 1_000n)];
    const first = bet(a.username, 100);
    await wallet.bet(first);
    expect(await wallet.bet(bet(b.username, 100, first.roundId))).toEqual({
      status: 'RS_ERROR_UNKNOWN',
      balance: 1_000,
    });
    expect(await wallet.win({ ...bet(b.username, 100, first.roundId), transactionId: id() })).toMatchObject({
      status: 'RS_ERROR_UNKNOWN',
    });
  });
});

describe('idempotency', () => {
  it('answers a repeated transaction id with the first answer and moves nothing', async () => {
    const p = await newPlayer(db, 5_000n);
    const b = bet(p.username, 1_000);
    const first = await wallet.bet(b);
    await wallet.bet(bet(p.username, 500)); // the balance moves on
    expect(await wallet.bet(b)).toEqual(first);
    const win = { ...b, transactionId: id(), amount: 1_500 };
    const paid = await wallet.win(win);
    expect(await wallet.win(win)).toEqual(paid);
    expect(await playable(db, p.memberId)).toBe(5_000n);
  });

  it('repeats a refusal as it was first given, even once the credit would cover it', async () => {
    const p = await newPlayer(db, 100n);
    const b = bet(p.username, 1_000);
    expect(await wallet.bet(b)).toEqual({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 100 });
    await deposit(db, p.memberId, 5_000n);
    expect(await wallet.bet(b)).toEqual({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 100 });
    expect(await playable(db, p.memberId)).toBe(5_100n);
  });

  it('refuses a transaction id reused for another call, moving nothing', async () => {
    const p = await newPlayer(db, 5_000n);
    const b = bet(p.username, 1_000);
    await wallet.bet(b);
    expect(await wallet.bet({ ...b, amount: 2_000 })).toEqual({ status: 'RS_ERROR_UNKNOWN', balance: 4_000 });
    expect(await wallet.win({ ...b, amount: 2_000 })).toEqual({ status: 'RS_ERROR_UNKNOWN', balance: 4_000 });
    expect(await playable(db, p.memberId)).toBe(4_000n);
  });
});

describe('rollback', () => {
  it('after the bet: refunds it, closes the round, and a later win is refused', async () => {
    const p = await newPlayer(db, 2_000n);
    const b = bet(p.username, 700);
    await wallet.bet(b);
    const rollback = { username: p.username, transactionId: id(), refTransactionId: b.transactionId };
    expect(await wallet.rollback(rollback)).toEqual({ status: 'RS_OK', balance: 2_000 });
    expect(await wallet.rollback(rollback)).toEqual({ status: 'RS_OK', balance: 2_000 });
    expect(await roundOf(db, b.roundId)).toMatchObject({
      status: 'refunded',
      refundAmount: 700n,
      turnover: 0n,
    });
    expect(await wallet.win({ ...b, transactionId: id(), amount: 1_400 })).toEqual({
      status: 'RS_ERROR_ROUND_CLOSED',
      balance: 2_000,
    });
    // Another rollback id for the same bet finds nothing left to give back.
    expect(await wallet.rollback({ ...rollback, transactionId: id() })).toEqual({
      status: 'RS_OK',
      balance: 2_000,
    });
    expect(await playable(db, p.memberId)).toBe(2_000n);
  });

  it('of one bet of two: the round stays open and settles on the rest', async () => {
    const p = await newPlayer(db, 2_000n);
    const roundId = id();
    const [first, second] = [bet(p.username, 300, roundId), bet(p.username, 500, roundId)];
    await wallet.bet(first);
    await wallet.bet(second);
    await wallet.rollback({
      username: p.username,
      transactionId: id(),
      refTransactionId: first.transactionId,
    });
    expect(await wallet.win({ ...second, transactionId: id(), amount: 0 })).toEqual({
      status: 'RS_OK',
      balance: 1_500,
    });
    expect(await roundOf(db, roundId)).toMatchObject({ status: 'settled', result: 'lose', turnover: 500n });
  });

  it('before the bet: recorded, and the late bet is refused without moving money', async () => {
    const p = await newPlayer(db, 2_000n);
    const b = bet(p.username, 700);
    expect(
      await wallet.rollback({ username: p.username, transactionId: id(), refTransactionId: b.transactionId }),
    ).toEqual({ status: 'RS_OK', balance: 2_000 });
    expect(await wallet.bet(b)).toEqual({ status: 'RS_ERROR_UNKNOWN', balance: 2_000 });
    expect(await roundOf(db, b.roundId)).toBeUndefined();
    expect(await playable(db, p.memberId)).toBe(2_000n);
  });

  it('of a bet whose round is settled is refused', async () => {
    const p = await newPlayer(db, 2_000n);
    const b = bet(p.username, 700);
    await wallet.bet(b);
    await wallet.win({ ...b, transactionId: id(), amount: 0 });
    expect(
      await wallet.rollback({ username: p.username, transactionId: id(), refTransactionId: b.transactionId }),
    ).toEqual({ status: 'RS_ERROR_ROUND_CLOSED', balance: 1_300 });
  });

  it('of a refused bet gives nothing back', async () => {
    const p = await newPlayer(db, 100n);
    const b = bet(p.username, 700);
    await wallet.bet(b);
    expect(
      await wallet.rollback({ username: p.username, transactionId: id(), refTransactionId: b.transactionId }),
    ).toEqual({ status: 'RS_OK', balance: 100 });
    expect(await playable(db, p.memberId)).toBe(100n);
  });

  it('leaves the ledger consistent', async () => {
    expect(await checkInvariants(db)).toMatchObject({ ok: true });
  });
});

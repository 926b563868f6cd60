import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/types';
import { useTestApp } from '../../../test/test-app';
import { houseAccount, memberAccount } from './accounts';
import { balancesOf } from './balances';
import { creditMany } from './credit-many';
import { checkInvariants } from './invariants';
import { ensureMemberAccounts, transfer, type TransferInput } from './service';
import { insertTestMember, roundTripsOf } from './test-kit';

const t = useTestApp({ seed: false });
let db: Db;
beforeAll(() => {
  db = t.database.db;
});

const partner = houseAccount('partner:credit-many');
const win = (memberId: string, amount: bigint, idempotencyKey = randomUUID()): TransferInput => ({
  from: partner,
  to: memberAccount(memberId, 'gameWallet'),
  amount,
  kind: 'win',
  reference: `game-round:${idempotencyKey}`,
  idempotencyKey,
  meta: { note: 'a "quoted", {braced} \\ text' },
});
const playable = async (memberId: string) => (await balancesOf(db, memberId)).gameWallet.balance;

describe('creditMany', () => {
  it('writes each credit as transfer() would, in a fixed number of statements, and keeps the invariants', async () => {
    const members = await Promise.all(Array.from({ length: 40 }, () => insertTestMember(db)));
    // The same members credited one transfer at a time: the reference for balances and entries.
    const alone = await Promise.all(Array.from({ length: 40 }, () => insertTestMember(db)));
    const amounts = members.map((_, i) => BigInt(100 * (i + 1)));
    for (const [i, m] of alone.entries()) await transfer(db, win(m, amounts[i]!));
    // Accounts exist after a member's first use: creating them is not what a call costs afterwards.
    for (const m of members) await ensureMemberAccounts(db, m);

    // A member credited twice in one call (two rounds): its entries carry each balance after, in order.
    const inputs = [...members.map((m, i) => win(m, amounts[i]!)), win(members[0]!, 7n)];
    let results: Awaited<ReturnType<typeof creditMany>> = [];
    const sent = await roundTripsOf(async () => (results = await creditMany(db, inputs)));
    // Lock every account, write every transfer (PGlite has no round trips to count).
    if (t.database.kind === 'postgres')
      expect(sent.filter((s) => !/^(begin|commit)$/i.test(s))).toHaveLength(2);
    expect(results.every((r) => !r.duplicate)).toBe(true);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(inputs.length);

    for (const [i, m] of members.entries()) {
      expect(await playable(m)).toBe(amounts[i]! + (i === 0 ? 7n : 0n));
      expect(await playable(alone[i]!)).toBe(amounts[i]);
    }
    const { rows } = (await db.execute(
      sql`select amount::text, balance_after::text from ledger_entries
          where account_id = ${memberAccount(members[0]!, 'gameWallet').id} order by id`,
    )) as unknown as { rows: { amount: string; balance_after: string }[] };
    expect(rows).toEqual([
      { amount: '100', balance_after: '100' },
      { amount: '7', balance_after: '107' },
    ]);
    const [{ meta }] = (
      (await db.execute(
        sql`select meta from ledger_transfers where id = ${results[0]!.transferId}::uuid`,
      )) as unknown as { rows: { meta: unknown }[] }
    ).rows as [{ meta: unknown }];
    expect(meta).toEqual(inputs[0]!.meta);
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('answers a repeat as transfer() does: the first transfer, nothing moved; a changed repeat is refused', async () => {
    const m = await insertTestMember(db);
    const first = win(m, 500n);
    const [once] = await creditMany(db, [first]);
    const again = await creditMany(db, [first, win(m, 20n)]);
    expect(again[0]).toEqual({ transferId: once!.transferId, duplicate: true });
    expect(again[1]!.duplicate).toBe(false);
    expect(await transfer(db, first)).toEqual({ transferId: once!.transferId, duplicate: true });
    expect(await playable(m)).toBe(520n);
    await expect(creditMany(db, [{ ...first, amount: 501n }])).rejects.toMatchObject({
      messageKey: 'idempotencyKeyReused',
    });
    expect(await playable(m)).toBe(520n);
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('moves only from the house to members, each key once per call', async () => {
    const m = await insertTestMember(db);
    const other = await insertTestMember(db);
    const backwards = { ...win(m, 1n), from: memberAccount(other, 'gameWallet') };
    await expect(creditMany(db, [backwards])).rejects.toThrow(/house to members/);
    const twice = win(m, 1n);
    await expect(creditMany(db, [twice, twice])).rejects.toThrow(/given twice/);
  });
});

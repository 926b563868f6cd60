import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { HOUSE_SHARDS, shardOf } from '../apps/server/src/modules/ledger/accounts';

/**
 * The raw PostgreSQL baselines: the row writes our API makes, as hand-written SQL through `pg`, with no
 * framework, validation, idempotency look-ups or row-lock SELECTs. The tables are copies (`LIKE … INCLUDING
 * ALL`: columns, defaults, CHECKs, indexes) of the server's own, in schema `raw` of the benchmark database,
 * plus the same foreign keys, so each row costs what it costs the server.
 */
export const RAW_HOUSE = 'house:raw';
/**
 * Like the ledger (docs/decisions/020-sharded-house-accounts.md), the raw house account is sharded: each
 * transfer updates the shard its key picks, so the baseline does the same work without a hot row the API no
 * longer has.
 */
const rawHouseShard = (key: string) => {
  const k = shardOf(key);
  return k === 0 ? RAW_HOUSE : `${RAW_HOUSE}#${k}`;
};

/** The receiving channel raw deposits name (the raw tables carry no foreign key to the channels). */
const RAW_CHANNEL = '00000000-0000-4000-8000-000000000001';
/** `member:<uuid>:gameWallet` → `<uuid>`. */
const memberIdOf = (account: string) => account.split(':')[1]!;

export async function createRawTables(client: pg.ClientBase) {
  await client.query(`
    create schema raw;
    create table raw.ledger_accounts (like public.ledger_accounts including all);
    create table raw.ledger_transfers (like public.ledger_transfers including all);
    create table raw.ledger_entries (like public.ledger_entries including all);
    create table raw.game_rounds (like public.game_rounds including all);
    create table raw.game_transactions (like public.game_transactions including all);
    create table raw.ledger_holds (like public.ledger_holds including all);
    create table raw.withdrawals (like public.withdrawals including all);
    create table raw.bank_statements (like public.bank_statements including all);
    alter table raw.ledger_transfers
      add foreign key (from_account_id, asset) references raw.ledger_accounts (id, asset),
      add foreign key (to_account_id, asset) references raw.ledger_accounts (id, asset);
    alter table raw.ledger_entries
      add foreign key (transfer_id) references raw.ledger_transfers (id),
      add foreign key (account_id) references raw.ledger_accounts (id);
    alter table raw.ledger_holds
      add foreign key (account_id, asset) references raw.ledger_accounts (id, asset),
      add foreign key (to_account_id, asset) references raw.ledger_accounts (id, asset),
      add foreign key (transfer_id) references raw.ledger_transfers (id);
    alter table raw.withdrawals add foreign key (hold_id) references raw.ledger_holds (id);
  `);
}

/** One house account (its shards) and `count` member accounts holding `satang` each; answers the member account ids. */
export async function createRawAccounts(client: pg.ClientBase, count: number, satang: number) {
  await client.query(
    `insert into raw.ledger_accounts (id, owner, name, asset)
     select case when k = 0 then $1 else $1 || '#' || k end, 'house', 'raw', 'THB'
     from generate_series(0, $2::int - 1) as k`,
    [RAW_HOUSE, HOUSE_SHARDS],
  );
  const members = Array.from({ length: count }, () => randomUUID());
  await client.query(
    `insert into raw.ledger_accounts (id, owner, member_id, name, asset, balance)
     select 'member:' || m || ':gameWallet', 'member', m::uuid, 'gameWallet', 'THB', $2
     from unnest($1::text[]) as m`,
    [members, satang],
  );
  await client.query(`update raw.ledger_accounts set balance = -($1::bigint) where id = $2`, [
    count * satang,
    RAW_HOUSE,
  ]);
  return members.map((m) => ({ memberId: m, account: `member:${m}:gameWallet` }));
}

/**
 * One transfer's writes, inside the caller's transaction: the two guarded balance UPDATEs (the house
 * account's shard first, the one lock order), the transfer row and its two entries. Throws when the member cannot pay.
 */
export async function rawTransfer(
  client: pg.ClientBase,
  move: { member: string; amount: number; toMember: boolean; key: string; kind: string; release?: boolean },
) {
  const houseDelta = move.toMember ? -move.amount : move.amount;
  const shard = rawHouseShard(move.key);
  const [house] = (
    await client.query<{ balance: string }>(
      'update raw.ledger_accounts set balance = balance + $2 where id = $1 returning balance',
      [shard, houseDelta],
    )
  ).rows;
  const [member] = (
    await client.query<{ balance: string }>(
      `update raw.ledger_accounts set balance = balance + $2, held = held - $3
       where id = $1 and (owner = 'house' or balance + $2 >= held - $3) returning balance`,
      [move.member, -houseDelta, move.release ? move.amount : 0],
    )
  ).rows;
  if (!member) throw new Error('raw: insufficient funds');
  const [from, to] = move.toMember ? [shard, move.member] : [move.member, shard];
  const [row] = (
    await client.query<{ id: string }>(
      `insert into raw.ledger_transfers (idempotency_key, kind, reference, from_account_id, to_account_id, asset, amount)
       values ($1, $2, $1, $3, $4, 'THB', $5) returning id`,
      [move.key, move.kind, from, to, move.amount],
    )
  ).rows;
  const fromBalance = move.toMember ? house!.balance : member.balance;
  const toBalance = move.toMember ? member.balance : house!.balance;
  await client.query(
    `insert into raw.ledger_entries (transfer_id, account_id, amount, balance_after)
     values ($1, $2, $3, $4), ($1, $5, $6, $7)`,
    [row!.id, from, -move.amount, fromBalance, to, move.amount, toBalance],
  );
  return row!.id;
}

/**
 * A bank-feed deposit's writes, inside the caller's transaction: the statement row stored by its `ref`
 * (credited to the member), then the transfer into the member's account.
 */
export async function rawDeposit(client: pg.ClientBase, d: { member: string; amount: number; key: string }) {
  await client.query(
    `insert into raw.bank_statements (ref, source, channel_id, to_account, amount, transferred_at,
       from_bank_code, from_account, status, member_id, credited_via, credited_at)
     values ($1, 'feed', $3, '1234567890', $2, now(), 'KBANK', '0000000000', 'credited', $4, 'feed', now())`,
    [d.key, d.amount, RAW_CHANNEL, memberIdOf(d.member)],
  );
  return rawTransfer(client, { ...d, toMember: true, kind: 'deposit' });
}

/**
 * An automatic withdrawal's writes, in the API's two transactions (the reservation must be durable before
 * the payout is sent): first the guarded reservation, the hold row and the withdrawal row in 'paying';
 * then the withdrawal settled as paid, the transfer out of the member's account releasing the
 * reservation, and the hold marked posted. Throws when the member cannot pay.
 */
export async function rawWithdrawal(pool: pg.Pool, w: { member: string; amount: number; key: string }) {
  const shard = rawHouseShard(w.key);
  const id = randomUUID();
  const holdId = await inRawTransaction(pool, async (c) => {
    const reserved = await c.query(
      'update raw.ledger_accounts set held = held + $2 where id = $1 and balance - held >= $2',
      [w.member, w.amount],
    );
    if (reserved.rowCount !== 1) throw new Error('raw: insufficient funds');
    const [hold] = (
      await c.query<{ id: string }>(
        `insert into raw.ledger_holds (idempotency_key, kind, reference, account_id, to_account_id, asset, amount)
         values ($1, 'withdrawal', $1, $2, $3, 'THB', $4) returning id`,
        [w.key, w.member, shard, w.amount],
      )
    ).rows;
    await c.query(
      `insert into raw.withdrawals
         (id, member_id, amount, channel, bank_code, bank_account, account_name, status, paying_since, hold_id, payout_key)
       values ($1, $2, $3, 'BANK', 'KBANK', '0000000000', 'raw member', 'paying', now(), $4, $5)`,
      [id, memberIdOf(w.member), w.amount, hold!.id, w.key],
    );
    return hold!.id;
  });
  await inRawTransaction(pool, async (c) => {
    await c.query(
      `update raw.withdrawals set status = 'paid', payout_reference = $2, resolved_at = now(), updated_at = now()
       where id = $1 and status = 'paying'`,
      [id, `SIM-${w.key}`],
    );
    const transferId = await rawTransfer(c, { ...w, toMember: false, kind: 'withdrawal', release: true });
    await c.query(
      `update raw.ledger_holds set status = 'posted', transfer_id = $2, resolved_at = now() where id = $1`,
      [holdId, transferId],
    );
  });
}

/** Runs `work` on a pooled connection and always gives it back (a pool with a client out never ends). */
export async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

/** Runs `work` in one transaction on a pooled connection. */
export function inRawTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  return withClient(pool, async (client) => {
    await client.query('begin');
    try {
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw err;
    }
  });
}

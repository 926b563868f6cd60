/**
 * Report benchmark: the back office's dashboard and reports (GET /admin/v1/reports/*) over a generated
 * ledger of 100,000 members and 1,000,000 transfers (2,000,000 ledger entries) spread over 90 days,
 * against a bare `select count(*)` over the transfers measured in the same run. The data is generated in
 * PostgreSQL with set-based SQL (`insert … select … generate_series`), in time order as the append-only
 * ledger is written. Prints a markdown table for docs/BENCHMARKS.md.
 *
 *   npm run bench:reports      (BENCH_MEMBERS, BENCH_TRANSFERS, BENCH_ROUNDS, BENCH_CALLS to change the run;
 *                              BENCH_KEEP=1 keeps the database)
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { adminHeaders } from '../apps/server/test/crash/live-server';
import { freshDatabase, percentile, progress, ROUNDS, startChokdee, stopServer } from './lib';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 1_000_000);
/** Calls per row and round, after one warm-up call. */
const CALLS = Number(process.env.BENCH_CALLS ?? 5);
const DAYS = 90;
const TARGET_MS = 1_000;

const db = await freshDatabase('chokdee_bench_reports');
const server = await startChokdee(db.url);
const client = new pg.Client({ connectionString: db.url });
await client.connect();

/** Member `n` (1-based) has a readable fixed id, so the transfers can name its accounts without a join. */
const memberId = (n: string) => `'00000000-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0')`;
const shard = (name: string) => `'house:${name}' || case when k = 0 then '' else '#' || k end`;

/**
 * Kinds by share of the transfers: bets 45 %, wins 35 %, refunds 1 %, deposits 8 %, withdrawals 4 %,
 * bonuses 3 %, cashback 2 %, affiliate 2 %; four partners of 50 games each; amounts 1 to 1,000 baht.
 */
const GENERATE = [
  `set session_replication_role = replica`, // a bulk load: foreign-key triggers off, as pg_restore does
  `insert into members (id, phone_number, password_hash, bank_code, bank_account, first_name, last_name,
     affiliate_key, game_username, created_at)
   select (${memberId('g')})::uuid, '08' || lpad(g::text, 8, '0'), 'bench', '004', '1' || lpad(g::text, 9, '0'),
     'สมาชิก', 'ทดสอบ', 'aff' || g, 'bench' || g, now() - interval '${DAYS} days' * (1 - g::float8 / ${MEMBERS})
   from generate_series(1, ${MEMBERS}) g`,
  `insert into ledger_accounts (id, owner, member_id, name, asset)
   select 'member:' || m.id || ':' || w, 'member', m.id, w, 'THB'
   from members m, unnest(array['gameWallet', 'cashbackWallet', 'affiliateWallet']) w`,
  `insert into ledger_accounts (id, owner, name, asset)
   select 'house:' || h || case when k = 0 then '' else '#' || k end, 'house', h, 'THB'
   from unnest(array['bank:bench', 'payouts', 'bonusExpense', 'cashbackExpense', 'affiliateExpense',
     'partner:alpha', 'partner:beta', 'partner:gamma', 'partner:delta']) h, generate_series(0, 31) k`,
  `insert into ledger_transfers (idempotency_key, kind, reference, from_account_id, to_account_id, asset, amount,
     meta, created_at)
   select 'bench:' || g, kind,
     case when kind in ('bet', 'win', 'refund') then 'game-round:' || gen_random_uuid() else kind || ':' || g end,
     case kind when 'bet' then wallet || 'gameWallet' when 'withdrawal' then wallet || 'gameWallet'
       when 'win' then ${shard("partner:' || partner || '")} when 'refund' then ${shard("partner:' || partner || '")}
       when 'deposit' then ${shard('bank:bench')} when 'bonus' then ${shard('bonusExpense')}
       when 'cashback' then ${shard('cashbackExpense')} else ${shard('affiliateExpense')} end,
     case kind when 'bet' then ${shard("partner:' || partner || '")} when 'withdrawal' then ${shard('payouts')}
       when 'cashback' then wallet || 'cashbackWallet' when 'affiliate' then wallet || 'affiliateWallet'
       else wallet || 'gameWallet' end,
     'THB', 100 + (g * 37) % 100000,
     case when kind in ('bet', 'win') then jsonb_build_object('gameCode', 'g' || (g % 50))
       when kind = 'refund' then jsonb_build_object('roundId', 'R' || g) end,
     now() - interval '${DAYS} days' * (1 - g::float8 / ${TRANSFERS})
   from (
     select g, g % 32 as k, (array['alpha', 'beta', 'gamma', 'delta'])[g % 4 + 1] as partner,
       'member:' || ${memberId(`(g::bigint * 7919) % ${MEMBERS} + 1`)} || ':' as wallet,
       case when g % 100 < 45 then 'bet' when g % 100 < 80 then 'win' when g % 100 < 81 then 'refund'
         when g % 100 < 89 then 'deposit' when g % 100 < 93 then 'withdrawal' when g % 100 < 96 then 'bonus'
         when g % 100 < 98 then 'cashback' else 'affiliate' end as kind
     from generate_series(1, ${TRANSFERS}) g
   ) s`,
  `insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
   select t.id, e.account_id, e.amount, 0, t.created_at
   from ledger_transfers t, lateral (values (t.from_account_id, -t.amount), (t.to_account_id, t.amount)) e(account_id, amount)`,
  // The queues: withdrawals waiting, being paid and failed, bank statements nobody claimed.
  `insert into withdrawals (id, member_id, amount, channel, bank_code, bank_account, account_name, status, hold_id,
     payout_key, paying_since, resolved_at, created_at)
   select gen_random_uuid(), (${memberId(`g % ${MEMBERS} + 1`)})::uuid, 50000, 'BANK', '004', '1234567890', 'ทดสอบ', s,
     gen_random_uuid(), 'bench-payout:' || g,
     case when s <> 'pending' then now() - interval '1 hour' * g end,
     case when s = 'failed' then now() - interval '1 hour' * g end, now() - interval '1 hour' * g
   from generate_series(1, 1500) g, lateral (select (array['pending', 'paying', 'failed'])[g % 3 + 1] as s) st`,
  `insert into bank_statements (ref, source, channel_id, to_account, amount, transferred_at, from_bank_code,
     from_account, status)
   select 'BENCH' || g, 'feed', (select id from deposit_channels limit 1), '1234567890', 10000, now(), '004',
     'x1234', 'unmatched'
   from generate_series(1, 500) g`,
  `set session_replication_role = origin`,
];

interface Row {
  name: string;
  samples: number[];
}

/** Runs each row CALLS times per round, in turn, ROUNDS rounds, so a drifting machine moves them alike. */
async function inTurns(rows: Array<{ name: string; run: () => Promise<void> }>): Promise<Row[]> {
  const out = rows.map((r) => ({ name: r.name, samples: [] as number[] }));
  for (const r of rows) await r.run(); // warm-up: the first call plans and reads the pages in
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, r] of rows.entries()) {
      for (let c = 0; c < CALLS; c++) {
        const t0 = performance.now();
        await r.run();
        out[i]!.samples.push(performance.now() - t0);
      }
    }
  }
  return out;
}

const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );
const p99 = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    99,
  );
const ms = (x: number) => (x < 10 ? x.toFixed(1) : String(Math.round(x)));

/** Bangkok day `daysAgo` days before today. */
const day = (daysAgo: number) =>
  new Date(Date.now() + 7 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function report(path: string) {
  const res = await fetch(`${server.base}/admin/v1/reports/${path}`, { headers: adminHeaders });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { data: Record<string, unknown> };
}

try {
  const t0 = performance.now();
  for (const [i, statement] of GENERATE.entries()) {
    progress(`generating ${i + 1}/${GENERATE.length}`);
    await client.query(statement);
  }
  progress('vacuum analyze');
  // What autovacuum does to an insert-only table (PostgreSQL ≥ 13): statistics and the BRIN summaries.
  await client.query('vacuum analyze');
  const generated = (performance.now() - t0) / 1000;
  const counts = await client.query<{ transfers: string; entries: string; members: string; size: string }>(
    `select (select count(*) from ledger_transfers) as transfers, (select count(*) from ledger_entries) as entries,
       (select count(*) from members) as members, pg_size_pretty(pg_database_size(current_database())) as size`,
  );

  const month = `from=${day(29)}&to=${day(0)}`;
  const rows = await inTurns([
    {
      name: 'baseline: `select count(*) from ledger_transfers` (raw SQL)',
      run: async () => void (await client.query('select count(*) from ledger_transfers')),
    },
    {
      name: 'summary, 1 day (yesterday)',
      run: async () => void (await report(`summary?from=${day(1)}&to=${day(1)}`)),
    },
    { name: 'summary, 30 days', run: async () => void (await report(`summary?${month}`)) },
    { name: 'daily, 30 days (the chart)', run: async () => void (await report(`daily?${month}`)) },
    { name: 'games by provider and game, 30 days', run: async () => void (await report(`games?${month}`)) },
    {
      name: 'summary, 366 days (the whole ledger)',
      run: async () => void (await report(`summary?from=${day(365)}&to=${day(0)}`)),
    },
  ]);

  // The whole-ledger summary must equal a plain recount of the same transfers.
  const all = await report(`summary?from=${day(365)}&to=${day(0)}`);
  const recount = await client.query<{ deposits: string }>(
    `select (sum(amount) / 100.0)::float8 as deposits from ledger_transfers where kind = 'deposit'`,
  );
  const deposits = (all.data.money as { deposits: number }).deposits;
  if (Math.abs(deposits - Number(recount.rows[0]!.deposits)) > 0.001) {
    throw new Error(`summary deposits ${deposits} ≠ recount ${recount.rows[0]!.deposits}`);
  }

  const base = median(rows[0]!.samples);
  const c = counts.rows[0]!;
  const version = (await client.query<{ v: string }>("select current_setting('server_version') as v"))
    .rows[0]!.v;
  console.log(
    `\n${new Date().toISOString()} — ${os.cpus().length} × ${os.cpus()[0]?.model}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${version}; ` +
      `${c.members} members, ${c.transfers} transfers, ${c.entries} entries over ${DAYS} days ` +
      `(database ${c.size}, generated in ${Math.round(generated)} s); ${ROUNDS} rounds of ${CALLS} calls ` +
      `after one warm-up call; whole-ledger deposits equal a recount\n`,
  );
  console.log('| what | median ms | p99 ms | median ratio to baseline | target |');
  console.log('|---|---:|---:|---:|---|');
  for (const [i, r] of rows.entries()) {
    const ratio = i === 0 ? 'baseline' : (median(r.samples) / base).toFixed(2);
    // The issue's target is on the dashboard's ranges; the year-long summary is shown for reference.
    const judged = i > 0 && i < rows.length - 1;
    const verdict = p99(r.samples) < TARGET_MS ? '**met**' : '**missed**';
    const target = judged
      ? `p99 < ${TARGET_MS} ms: ${verdict}`
      : i === 0
        ? ''
        : `reference (< 1 s: ${verdict})`;
    console.log(`| ${r.name} | ${ms(median(r.samples))} | ${ms(p99(r.samples))} | ${ratio} | ${target} |`);
  }
} finally {
  await client.end();
  await stopServer(server);
  // BENCH_KEEP=1 leaves the generated database for EXPLAIN ANALYZE.
  if (process.env.BENCH_KEEP !== '1') await db.drop();
}

/**
 * Money-engine benchmark: ledger transfers per second through the API, on the deposit path (signed bank
 * feed → credit) and the withdrawal path (member request → hold → simulated payout → posted), against raw
 * PostgreSQL writing the same rows with hand-written SQL, measured in the same run, 32 connections each;
 * a bare transfer per transaction is measured too, for reference. Prints markdown tables for
 * docs/BENCHMARKS.md.
 *
 *   npm run bench:ledger        (BENCH_SECONDS, BENCH_ROUNDS, BENCH_MEMBERS to change the run)
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  adminHeaders,
  callOk,
  depositFrom,
  memberHeaders,
  signedFeed,
  FEED_PATH,
  WITHDRAW_PATH,
  type FeedAnswer,
} from '../apps/server/test/crash/live-server';
import {
  closedLoop,
  freshDatabase,
  fundMembers,
  httpClient,
  inRounds,
  machine,
  progress,
  registerMembers,
  startChokdee,
  stopServer,
  table,
} from './lib';
import {
  createRawAccounts,
  createRawTables,
  inRawTransaction,
  rawDeposit,
  rawTransfer,
  rawWithdrawal,
  withClient,
} from './raw-ledger';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100);
const FUNDS = 100_000_000; // 1,000,000 baht each, far more than the withdrawals take
const DEPOSIT = 5_000; // 50 baht: one transfer (a deposit earns no spin ticket)
const WITHDRAWAL = 10_000; // 100 baht: the demo minimum, paid automatically (≤ maxautoWithdraw)
const TARGET = { minRatio: 0.4, maxP99: 30 };

const db = await freshDatabase('chokdee_bench_ledger');
const server = await startChokdee(db.url, { DATABASE_POOL_SIZE: String(CONNECTIONS) });
const pool = new pg.Pool({ connectionString: db.url, max: CONNECTIONS });
const api = httpClient(server.base, CONNECTIONS);
try {
  progress(`registering ${MEMBERS} members`);
  const members = await registerMembers(server.base, MEMBERS);
  progress('funding');
  await fundMembers(server.base, members, FUNDS, 'L');
  progress('raw tables');
  const raw = await withClient(pool, async (c) => {
    await createRawTables(c);
    return createRawAccounts(c, MEMBERS, FUNDS);
  });
  const run = randomBytes(4).toString('hex').toUpperCase();
  // Spread the calls over the members, as many members acting at once would.
  const member = (i: number) => (i * 7919) % MEMBERS;

  const rawKey = (kind: string, round: number, i: number) => `raw:${kind}:${run}:${round}:${i}`;
  const rawLoop = (name: string, op: (i: number) => Promise<unknown>) =>
    closedLoop(name, { concurrency: CONNECTIONS, op: (_w, i) => op(i).then(() => {}) });
  // For reference, not the baseline: one bare transfer per transaction, without the operation's other rows.
  const rawOneTransfer = (kind: 'deposit' | 'withdrawal', amount: number, round: number) =>
    rawLoop(
      `raw PostgreSQL: one transfer ${kind === 'deposit' ? 'house → member' : 'member → house'} only (reference)`,
      (i) =>
        inRawTransaction(pool, (c) =>
          rawTransfer(c, {
            member: raw[member(i)]!.account,
            amount,
            toMember: kind === 'deposit',
            key: `${rawKey(kind, round, i)}:one`,
            kind,
          }),
        ),
    );

  // Each baseline writes the rows its API call writes, as hand-written SQL (docs/BENCHMARKS.md, Method).
  const [rawDeposits, apiDeposit, rawDepositTransfer] = await inRounds([
    (round) =>
      rawLoop("raw PostgreSQL: the deposit's rows, statement + transfer (baseline)", (i) =>
        inRawTransaction(pool, (c) =>
          rawDeposit(c, {
            member: raw[member(i)]!.account,
            amount: DEPOSIT,
            key: rawKey('deposit', round, i),
          }),
        ),
      ),
    async (round) => ({
      ...(await closedLoop('API: POST bank-statements (1 deposit credited)', {
        concurrency: CONNECTIONS,
        op: async (_w, i) => {
          const deposit = depositFrom(members[member(i)]!, `B${run}R${round}N${i}`, DEPOSIT);
          const { body, headers } = signedFeed([deposit]);
          const res = await api.post<FeedAnswer>(FEED_PATH, body, headers);
          const status = res.body.data?.results[0]?.status;
          if (res.status !== 200 || status !== 'credited')
            throw new Error(`deposit: ${res.status} ${status}`);
        },
      })),
      target: TARGET,
    }),
    (round) => rawOneTransfer('deposit', DEPOSIT, round),
  ]);

  const body = JSON.stringify({ Amount: WITHDRAWAL / 100, Channel: 'BANK' });
  const [rawWithdrawals, apiWithdrawal, rawWithdrawalTransfer] = await inRounds([
    (round) =>
      rawLoop("raw PostgreSQL: the withdrawal's rows, hold then posting (baseline)", (i) =>
        rawWithdrawal(pool, {
          member: raw[member(i)]!.account,
          amount: WITHDRAWAL,
          key: rawKey('withdrawal', round, i),
        }),
      ),
    async () => ({
      ...(await closedLoop('API: POST withdrawal (hold, payout, posted)', {
        concurrency: CONNECTIONS,
        op: async (_w, i) => {
          const res = await api.post<{ success: number; message?: string }>(
            WITHDRAW_PATH,
            body,
            memberHeaders(members[member(i)]!.token),
          );
          if (res.status !== 200 || res.body.success !== 1)
            throw new Error(`withdrawal: ${res.status} ${res.body.message}`);
        },
      })),
      target: TARGET,
    }),
    (round) => rawOneTransfer('withdrawal', WITHDRAWAL, round),
  ]);

  const check = await callOk<{ data: { ok: boolean } }>(server.base, '/admin/v1/ledger/check', {
    headers: adminHeaders,
  });
  console.log(
    `\n${machine(CONNECTIONS)}, ${MEMBERS} members; ledger check after the run: ok=${check.data.ok}\n`,
  );
  console.log('Deposits (transfers/s):\n');
  console.log(table([rawDeposits!, apiDeposit!, rawDepositTransfer!], rawDeposits!, 'transfers/s'));
  console.log('\nWithdrawals (transfers/s):\n');
  console.log(
    table([rawWithdrawals!, apiWithdrawal!, rawWithdrawalTransfer!], rawWithdrawals!, 'transfers/s'),
  );
} finally {
  api.close();
  await pool.end();
  await stopServer(server);
  await db.drop();
}

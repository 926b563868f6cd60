/**
 * Games benchmark: bet + win pairs per second through the seamless wallet API (POST /provider/v1/HOUSE/bet
 * then /win, signed with HOUSE_PROVIDER_SECRET), many members, 32 connections, against raw PostgreSQL
 * doing the same row writes per pair in the same run. Prints a markdown table for docs/BENCHMARKS.md.
 *
 *   npm run bench:wallet        (BENCH_SECONDS, BENCH_ROUNDS, BENCH_MEMBERS to change the run)
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { signBody } from '../apps/server/src/lib/wallet-signature';
import { adminHeaders, callOk, LIVE_KEYS } from '../apps/server/test/crash/live-server';
import {
  closedLoop,
  freshDatabase,
  fundMembers,
  httpClient,
  inRounds,
  machine,
  percentile,
  progress,
  registerMembers,
  startChokdee,
  stopServer,
  table,
} from './lib';
import { createRawAccounts, createRawTables, inRawTransaction, rawTransfer, withClient } from './raw-ledger';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100);
const FUNDS = 10_000_000; // 100,000 baht each
const STAKE = 1_000; // 10 baht; the win pays it back (a push), so every call moves money
const PARTNER = 'HOUSE';

const db = await freshDatabase('chokdee_bench_wallet');
const server = await startChokdee(db.url, { DATABASE_POOL_SIZE: String(CONNECTIONS) });
const pool = new pg.Pool({ connectionString: db.url, max: CONNECTIONS });
const api = httpClient(server.base, CONNECTIONS);

/** Per-call latencies (ms) next to the per-pair ones closedLoop records. */
function callTimer() {
  const samples: number[] = [];
  return {
    async time<T>(work: () => Promise<T>) {
      const t0 = performance.now();
      const result = await work();
      samples.push(performance.now() - t0);
      return result;
    },
    summary() {
      const sorted = [...samples].sort((a, b) => a - b);
      const ms = (x: number) => x.toFixed(1);
      return `p50 ${ms(percentile(sorted, 50))} ms, p99 ${ms(percentile(sorted, 99))} ms`;
    },
  };
}

try {
  progress(`registering ${MEMBERS} members`);
  const members = await registerMembers(server.base, MEMBERS);
  await fundMembers(server.base, members, FUNDS, 'W');
  const raw = await withClient(pool, async (c) => {
    await createRawTables(c);
    return createRawAccounts(c, MEMBERS, FUNDS);
  });
  const run = randomBytes(4).toString('hex');
  const member = (i: number) => (i * 7919) % MEMBERS;

  // The same writes as one wallet call: claim the transaction id, open (bet) or settle (win) the round,
  // the ledger transfer (two guarded UPDATEs, the transfer, two entries), then store the call's answer.
  const rawCalls = callTimer();
  const rawCall = (kind: 'bet' | 'win', i: number, round: number) =>
    rawCalls.time(() =>
      inRawTransaction(pool, async (c) => {
        const who = raw[member(i)]!;
        const [claimed] = (
          await c.query<{ id: string }>(
            `insert into raw.game_transactions
               (partner, transaction_id, kind, member_id, amount, fingerprint, status, answer_status, answer_balance)
             values ($1, $2, $3, $4, $5, $6, 'accepted', 'RS_ERROR_UNKNOWN', 0)
             on conflict do nothing returning id`,
            [PARTNER, `${run}:${round}:${i}:${kind}`, kind, who.memberId, STAKE, `${run}${round}${i}${kind}`],
          )
        ).rows;
        let roundId: string;
        if (kind === 'bet') {
          roundId = (
            await c.query<{ id: string }>(
              `insert into raw.game_rounds (partner, provider_round_id, member_id, game_code)
               values ($1, $2, $3, 'slot') on conflict do nothing returning id`,
              [PARTNER, `${run}:${round}:${i}`, who.memberId],
            )
          ).rows[0]!.id;
        } else {
          roundId = (
            await c.query<{ id: string }>(
              `select id from raw.game_rounds where partner = $1 and provider_round_id = $2 for update`,
              [PARTNER, `${run}:${round}:${i}`],
            )
          ).rows[0]!.id;
        }
        const transferId = await rawTransfer(c, {
          member: who.account,
          amount: STAKE,
          toMember: kind === 'win',
          key: `game:${PARTNER}:${run}:${round}:${i}:${kind}`,
          kind,
        });
        await c.query(
          kind === 'bet'
            ? 'update raw.game_rounds set bet_amount = bet_amount + $2 where id = $1'
            : `update raw.game_rounds set status = 'settled', win_amount = $2, result = 'draw', turnover = 0,
               settled_at = now() where id = $1`,
          [roundId, STAKE],
        );
        await c.query(
          `update raw.game_transactions set answer_status = 'RS_OK', answer_balance = $2, transfer_id = $3,
           round_id = $4 where id = $1`,
          [claimed!.id, FUNDS, transferId, roundId],
        );
      }),
    );
  const apiCalls = callTimer();
  const walletCall = async (name: 'bet' | 'win', i: number, round: number) => {
    const body = JSON.stringify({
      username: members[member(i)]!.gameUsername,
      transactionId: `${run}:${round}:${i}:${name}`,
      roundId: `${run}:${round}:${i}`,
      gameCode: 'slot',
      amount: STAKE,
    });
    const res = await apiCalls.time(() =>
      api.post<{ status: string }>(`/provider/v1/${PARTNER}/${name}`, body, {
        'x-signature': signBody(LIVE_KEYS.HOUSE_PROVIDER_SECRET, body),
      }),
    );
    if (res.status !== 200 || res.body.status !== 'RS_OK') throw new Error(`${name}: ${res.body.status}`);
  };
  const [rawPairs, apiPairs] = await inRounds([
    (round) =>
      closedLoop('raw PostgreSQL: the same writes per pair (baseline)', {
        concurrency: CONNECTIONS,
        op: async (_w, i) => {
          await rawCall('bet', i, round);
          await rawCall('win', i, round);
        },
      }),
    async (round) => ({
      ...(await closedLoop('API: POST bet then POST win (one pair)', {
        concurrency: CONNECTIONS,
        op: async (_w, i) => {
          await walletCall('bet', i, round);
          await walletCall('win', i, round);
        },
      })),
      target: { minRatio: 0.4 },
    }),
  ]);

  const check = await callOk<{ data: { ok: boolean } }>(server.base, '/admin/v1/ledger/check', {
    headers: adminHeaders,
  });
  console.log(
    `\n${machine(CONNECTIONS)}, ${MEMBERS} members; ledger check after the run: ok=${check.data.ok}\n`,
  );
  console.log(table([rawPairs!, apiPairs!], rawPairs!, 'pairs/s'));
  console.log(
    `\nPer call (latency target p99 < 25 ms): API ${apiCalls.summary()}; raw ${rawCalls.summary()} ` +
      '(warm-up included).',
  );
} finally {
  api.close();
  await pool.end();
  await stopServer(server);
  await db.drop();
}

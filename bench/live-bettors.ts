/**
 * Live tables with bettors (issue 25): all six live tables, BENCH_TABLE_MEMBERS members (300) at each, every
 * member betting the table's minimum on one spot in every round, for BENCH_MINUTES minutes (10 for the soak).
 * The built server on PostgreSQL. Measured:
 *  - settlement of a round: the first member's arrival of the round's `done` minus its `result` (the dealer
 *    pays every bettor between the two, plus at most one dealer tick of 200 ms);
 *  - every event to every member: `phase` send → arrival (the server states its send time) and the spread of
 *    every round event after the first member's arrival;
 *  - the bet call's latency and refusals;
 *  - the server's RSS every 10 s and the per-minute p99 of send → arrival (the soak's flatness);
 * against bench/bare-sse-server.ts with the same number of connections and the same client code, in the same
 * run: for 1 minute, or with BENCH_BARE_SOAK=1 for as long as the soak, its own per-minute p99 printed beside
 * Chokdee's (how flat a p99 of a few tens of milliseconds can be on this machine at all).
 *
 *   npm run bench:live-bettors        (BENCH_TABLE_MEMBERS, BENCH_MINUTES, BENCH_BARE_SOAK)
 */
import { LIVE_STAKE_LIMITS, type LiveKind } from '@chokdee/contracts';
import pg from 'pg';
import { call } from '../apps/server/test/crash/live-server';
import { LIVE_TABLE_LIST } from '../apps/server/src/house/live/tables';
import { benchAgainst, freshDatabase, fundMembers, progress, registerMembers, startChokdee } from './lib';
import {
  bareSseBaseline,
  connect,
  openHouseSessions,
  rssMb,
  spreadOverMin,
  summary,
  type Frame,
} from './live-clients';

const PER_TABLE = Number(process.env.BENCH_TABLE_MEMBERS ?? 300);
const MINUTES = Number(process.env.BENCH_MINUTES ?? 3);
const ROUND_EVENTS = new Set(['phase', 'card', 'dice', 'result', 'shoe']);
/** One spot per kind: the bettors of a table all back the same side (no opposing pairs to refuse). */
const SPOT: Record<LiveKind, string> = {
  baccarat: 'banker',
  dragonTiger: 'dragon',
  hilo: 'high',
  fishPrawnCrab: 'fish',
};
/** Bets go in over the first part of the betting window, as members tap at different moments. */
const BET_SPREAD = 0.6;

/**
 * What the run left in the tables that grow with bets (docs/SCALING.md): rows and bytes (heap + indexes +
 * TOAST) per accepted live bet, over the whole run, warm-up included.
 */
async function storagePerBet(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('analyze');
    const bets = Number((await client.query('select count(*) as n from live_bets')).rows[0].n);
    const grown = [
      'ledger_transfers',
      'ledger_entries',
      'game_transactions',
      'game_rounds',
      'live_bets',
      'live_payouts',
    ];
    const rows = await Promise.all(
      grown.map(async (name) => {
        const { rows } = await client.query(
          `select count(*)::bigint as n, pg_total_relation_size($1::regclass) as total,
             pg_indexes_size($1::regclass) as idx from ${name}`,
          [name],
        );
        const r = rows[0] as { n: string; total: string; idx: string };
        const per = (x: string) => (Number(x) / Math.max(1, bets)).toFixed(1);
        return `| ${name} | ${r.n} | ${per(r.n)} | ${per(r.total)} | ${per(r.idx)} |`;
      }),
    );
    return [
      `Storage after ${bets} accepted live bets (whole run):`,
      '',
      '| table | rows | rows per bet | bytes per bet (all) | of which indexes |',
      '|---|---:|---:|---:|---:|',
      ...rows,
    ];
  } finally {
    await client.end();
  }
}

const tables = LIVE_TABLE_LIST;
const members = PER_TABLE * tables.length;
const db = await freshDatabase('chokdee_bench_live_bettors');
const server = await startChokdee(db.url);
await benchAgainst(server, db, async () => {
  progress(`registering ${members} members`);
  const registered = await registerMembers(server.base, members, 8);
  progress('funding them');
  for (let i = 0; i < registered.length; i += 500) {
    await fundMembers(server.base, registered.slice(i, i + 500), 1_000_000, `B${i}`);
  }
  progress('opening house sessions');
  const sessions = await openHouseSessions(server.base, registered);

  let measuring = false;
  const firstArrival = new Map<string, number>();
  const arrivals: { key: string; at: number }[] = [];
  const sendToArrival: { at: number; ms: number }[] = [];
  const resultAt = new Map<string, number>();
  const settlement: number[] = [];
  const betMs: number[] = [];
  const refusals = new Map<string, number>();
  let betsSent = 0;

  async function bet(token: string, tableId: string, kind: LiveKind, roundId: string) {
    const started = Date.now();
    const res = await call(server.base, '/house/api/live/bets', {
      headers: { authorization: `Bearer ${token}` },
      body: { tableId, roundId, bets: { [SPOT[kind]]: LIVE_STAKE_LIMITS[kind].minBaht } },
    }).catch((err: unknown) => ({ status: 0, body: String(err) }));
    if (!measuring) return;
    betsSent++;
    if (res.status === 200) betMs.push(Date.now() - started);
    else {
      const why = `${res.status} ${JSON.stringify(res.body).slice(0, 80)}`;
      refusals.set(why, (refusals.get(why) ?? 0) + 1);
    }
  }

  const closes = sessions.map((token, n) => {
    const table = tables[n % tables.length]!;
    return connect(
      `${server.base}/house/api/live/tables/${table.id}/events`,
      { authorization: `Bearer ${token}` },
      (f: Frame) => {
        if (!ROUND_EVENTS.has(f.type)) return;
        const d = f.data;
        if (f.type === 'phase' && d.phase === 'betting') {
          const window = Number(d.msLeft);
          setTimeout(
            () => void bet(token, table.id, table.kind, String(d.roundId)),
            Math.random() * window * BET_SPREAD,
          );
        }
        if (!measuring) return;
        const key = `${f.type}:${table.id}:${String(d.roundId ?? '')}:${String(d.phase ?? d.index ?? '')}`;
        const first = firstArrival.get(key);
        if (first === undefined) firstArrival.set(key, f.at);
        arrivals.push({ key, at: f.at });
        if (f.type === 'phase' && d.phase === 'betting') {
          sendToArrival.push({ at: f.at, ms: f.at - (Date.parse(String(d.betsCloseAt)) - Number(d.msLeft)) });
        }
        const round = `${table.id}:${String(d.roundId)}`;
        if (f.type === 'result' && !resultAt.has(round)) resultAt.set(round, f.at);
        if (f.type === 'phase' && d.phase === 'done' && first === undefined && resultAt.has(round)) {
          settlement.push(f.at - resultAt.get(round)!);
        }
      },
    );
  });

  // A minute to open every stream and let the first rounds start before anything counts.
  progress(`${members} streams open on ${tables.length} tables; warming up 1 min`);
  await new Promise((r) => setTimeout(r, 60_000));
  measuring = true;
  const pid = server.child.pid!;
  const memory: { minute: number; mb: number }[] = [];
  const started = Date.now();
  progress(`measuring ${MINUTES} min`);
  while (Date.now() - started < MINUTES * 60_000) {
    await new Promise((r) => setTimeout(r, 10_000));
    memory.push({ minute: (Date.now() - started) / 60_000, mb: rssMb(pid) });
  }
  measuring = false;
  for (const close of closes) close();

  const spread = summary(arrivals.map((a) => a.at - firstArrival.get(a.key)!));
  const phase = summary(sendToArrival.map((s) => s.ms));
  const settle = summary(settlement);
  const bets = summary(betMs);
  progress('baseline: bare SSE server, same clients');
  const bare = await bareSseBaseline(members, process.env.BENCH_BARE_SOAK === '1' ? MINUTES * 60 : 60);
  const storage = await storagePerBet(db.url);

  // The soak: per-minute p99 of send → arrival and mean RSS, minute 2 to the end.
  const perMinute = Array.from({ length: MINUTES }, (_, m) => {
    const from = started + m * 60_000;
    const p99 = summary(sendToArrival.filter((s) => s.at >= from && s.at < from + 60_000).map((s) => s.ms));
    const mbs = memory.filter((x) => x.minute > m && x.minute <= m + 1).map((x) => x.mb);
    return { minute: m + 1, p99: p99.p99, mb: mbs.reduce((a, b) => a + b, 0) / Math.max(1, mbs.length) };
  });
  const steady = perMinute.slice(1);
  const ms = (x: number) => x.toFixed(1);
  const ratio = (x: number) => (x / Math.max(bare.p99, 1)).toFixed(2);
  const bareSteady = bare.perMinuteP99.slice(1);
  const bareMinute = (minute: number) => {
    const p99 = bare.perMinuteP99[minute - 1];
    return p99 === undefined ? '–' : ms(p99);
  };
  process.stdout.write(
    [
      `${new Date().toISOString()}: ${tables.length} tables × ${PER_TABLE} members betting every round, ` +
        `${MINUTES} min measured after 1 min of warm-up, PostgreSQL`,
      '',
      '| what | samples | p50 ms | p99 ms | max ms | ratio p99 to baseline |',
      '|---|---:|---:|---:|---:|---:|',
      `| bare SSE server, ${members} connections (baseline) | ${bare.n} | ${ms(bare.p50)} | ${ms(bare.p99)} | ${ms(bare.max)} | baseline |`,
      `| betting opens (\`phase\`), send → arrival | ${phase.n} | ${ms(phase.p50)} | ${ms(phase.p99)} | ${ms(phase.max)} | ${ratio(phase.p99)} |`,
      `| every round event, spread after the first member | ${spread.n} | ${ms(spread.p50)} | ${ms(spread.p99)} | ${ms(spread.max)} | ${ratio(spread.p99)} |`,
      `| settlement of a round (result → done) | ${settle.n} | ${ms(settle.p50)} | ${ms(settle.p99)} | ${ms(settle.max)} | – |`,
      `| bet call (POST /house/api/live/bets) | ${bets.n} | ${ms(bets.p50)} | ${ms(bets.p99)} | ${ms(bets.max)} | – |`,
      '',
      `Bets sent ${betsSent}, refused ${betsSent - bets.n}` +
        (refusals.size ? `: ${[...refusals].map(([why, n]) => `${n} × ${why}`).join('; ')}` : '') +
        '.',
      '',
      '| minute | p99 send → arrival ms | server RSS MB | bare SSE server p99 ms |',
      '|---:|---:|---:|---:|',
      ...perMinute.map(
        (m) => `| ${m.minute} | ${ms(m.p99)} | ${m.mb.toFixed(0)} | ${bareMinute(m.minute)} |`,
      ),
      '',
      ...storage,
      '',
      `From minute 2 to ${MINUTES}: p99 spread ${(spreadOverMin(steady.map((m) => m.p99)) * 100).toFixed(1)} %, ` +
        `RSS spread ${(spreadOverMin(steady.map((m) => m.mb)) * 100).toFixed(1)} % (max − min over min)` +
        (bareSteady.length > 1
          ? `; the bare SSE server's own p99 spread over its minutes 2 to ${bare.perMinuteP99.length}: ` +
            `${(spreadOverMin(bareSteady) * 100).toFixed(1)} %.`
          : '.'),
      '',
    ].join('\n'),
  );
});

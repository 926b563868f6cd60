import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { LiveEvent } from '@chokdee/contracts';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, inject } from 'vitest';
import { adminQuery, databaseUrl } from '../db-url';
import {
  adminHeaders,
  call,
  callOk,
  depositFrom,
  memberHeaders,
  postFeed,
  registerOverHttp,
  startServer,
  stopServer,
  type LiveMember,
  type LiveServer,
} from './live-server';

/**
 * Live tables across real processes (PostgreSQL only): two servers on one database deal the tables with a
 * lease per table and pass their events on the site's bus: Redis pub/sub with REDIS_URL, else PostgreSQL
 * LISTEN/NOTIFY. Members at one table on different processes see the same round, event for event; the
 * process that deals is killed with SIGKILL in the middle of a round with stakes on it, and the other one
 * takes all its tables over within HANDOVER_MAX_MS and finishes the round: no stake lost, no round dealt
 * or paid twice, the ledger balanced.
 */
const SOURCE = ['--import', 'tsx', 'src/main.ts'];
const TABLE = 'bac-1';
const TABLES = ['bac-1', 'bac-2', 'bac-3', 'dt-1', 'fpc-1', 'hilo-1'];
const FUNDING = 100_000; // satang: 1,000 baht each
/** A lease lasts 10 s from its last renewal (every 3 s), the survivor looks every 200 ms: 15 s is ample. */
const HANDOVER_MAX_MS = 15_000;
const redisUrl = process.env.TEST_REDIS_URL;

let dbUrl = '';
let dropDatabase = async () => {};
let servers: LiveServer[] = [];
let closers: (() => void)[] = [];
let redisPrefix = '';

beforeEach(async () => {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `chokdee_live_${randomBytes(6).toString('hex')}`;
  await adminQuery(base, `create database ${name} template ${inject('postgresTemplate')}`);
  dbUrl = databaseUrl(base, name);
  redisPrefix = `${name}:`;
  dropDatabase = () => adminQuery(base, `drop database if exists ${name} with (force)`);
});

afterEach(async () => {
  for (const close of closers) close();
  for (const s of servers) await stopServer(s, 'SIGKILL');
  [servers, closers] = [[], []];
  await dropDatabase();
});

async function start(withRedis: boolean) {
  const server = await startServer(SOURCE, {
    DATABASE_URL: dbUrl,
    // Without it, the bus runs on PostgreSQL LISTEN/NOTIFY.
    REDIS_URL: withRedis ? redisUrl : undefined,
    // Its own keys and bus channel: another run's servers on the same Redis deal tables of the same names.
    REDIS_KEY_PREFIX: redisPrefix,
    LOOKUP_IP_LIMIT_PER_MIN: '1000',
    // A round in about 5 s: 3 s of betting, a card every 200 ms, the result shown 0.8 s.
    LIVE_PACE_PERCENT: '20',
  });
  servers.push(server);
  return server;
}

/** One member's event stream of the table on one process, every event kept in arrival order. */
function listen(base: string, sessionToken: string) {
  const events: LiveEvent[] = [];
  let buffer = '';
  const req = request(
    `${base}/house/api/live/tables/${TABLE}/events`,
    { headers: { authorization: `Bearer ${sessionToken}`, accept: 'text/event-stream' } },
    (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (data) events.push(JSON.parse(data) as LiveEvent);
        }
      });
    },
  );
  req.on('error', () => undefined);
  req.end();
  closers.push(() => req.destroy());
  return events;
}

async function until<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  ms = 40_000,
  everyMs = 50,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

async function houseSession(base: string, member: LiveMember) {
  const { data } = await callOk<{ data: { url: string } }>(base, '/game-composite/v1/launch', {
    headers: memberHeaders(member.token),
    body: { ch: 'house-live-baccarat' },
  });
  const launchToken = new URLSearchParams(data.url.split('#')[1]).get('t')!;
  const session = await callOk<{ data: { sessionToken: string } }>(base, '/house/api/session', {
    body: { launchToken },
  });
  return session.data.sessionToken;
}

const houseBalance = async (base: string, session: string) =>
  Math.round(
    (
      await callOk<{ data: { balance: number } }>(base, '/house/api/state', {
        headers: { authorization: `Bearer ${session}` },
      })
    ).data.balance * 100,
  );

/** The next round that opens for betting on this stream, with at least `msLeft` to go. */
const nextBetting = (events: LiveEvent[], after: number, msLeft = 1_200) =>
  until('a betting round', () =>
    events
      .slice(after)
      .find(
        (e): e is Extract<LiveEvent, { type: 'phase' }> =>
          e.type === 'phase' && e.phase === 'betting' && e.msLeft >= msLeft,
      ),
  );

/** What a bet on player or banker returns on this winner, in satang, stake included. */
function expectedReturn(bets: { player?: number; banker?: number }, winner: 'player' | 'banker' | 'tie') {
  const player = (bets.player ?? 0) * 100;
  const banker = (bets.banker ?? 0) * 100;
  if (winner === 'tie') return player + banker;
  return winner === 'player' ? player * 2 : banker + Math.floor((banker * 95) / 100);
}

/** A round's events as a member sees them, bet totals left out (each process sends its own, throttled). */
const roundEvents = (events: LiveEvent[], roundId: string) =>
  events.filter((e) => e.type !== 'bets' && 'roundId' in e && e.roundId === roundId);

for (const withRedis of [true, false]) {
  describe.skipIf(withRedis && !redisUrl)(
    `live tables on two processes (PostgreSQL, ${withRedis ? 'events through Redis' : 'no Redis: events through LISTEN/NOTIFY'})`,
    () => {
      it('shows one round to both, hands the tables over in time, never deals or pays twice', async ({
        annotate,
      }) => {
        const first = await start(withRedis);
        const db = new pg.Client({ connectionString: dbUrl });
        await db.connect();
        closers.push(() => void db.end());
        const leases = async () =>
          (
            await db.query<{ id: string; h: string | null; live: boolean }>(
              'select id, lease_holder h, lease_expires_at > now() live from live_tables order by id',
            )
          ).rows;
        /** The one process holding every table's lease, if one does. */
        const soleHolder = async () => {
          const rows = await leases();
          const holders = new Set(rows.map((r) => (r.live ? r.h : null)));
          const [only] = holders;
          return rows.length === TABLES.length && holders.size === 1 && only ? only : undefined;
        };
        const holderOf = async () => (await leases()).find((r) => r.id === TABLE)?.h ?? undefined;
        const firstHolder = await until('the first dealer on every table', soleHolder);
        const second = await start(withRedis);

        const members = [await registerOverHttp(first.base, 0), await registerOverHttp(first.base, 1)];
        const funding = members.map((m, n) => depositFrom(m, `LIVEFUND${n}`, FUNDING));
        expect([...(await postFeed(first.base, funding)).values()]).toEqual(['credited', 'credited']);
        const sessions = [
          await houseSession(first.base, members[0]!),
          await houseSession(second.base, members[1]!),
        ];
        // Member 0 watches the table on the dealing process, member 1 on the other one (events on the bus).
        const seen = [listen(first.base, sessions[0]!), listen(second.base, sessions[1]!)];
        await until('both snapshots', () =>
          seen.every((s) => s[0]?.type === 'snapshot') ? true : undefined,
        );
        const bets = [{ player: 10 }, { banker: 20, player: 10 }];

        async function betOn(round: { roundId: string }, via: LiveServer[]) {
          for (const [n, bet] of bets.entries()) {
            await callOk(via[n]!.base, '/house/api/live/bets', {
              headers: { authorization: `Bearer ${sessions[n]!}` },
              body: { tableId: TABLE, roundId: round.roundId, bets: bet },
            });
          }
        }
        const doneOn = (events: LiveEvent[], roundId: string) =>
          events.some((e) => e.type === 'phase' && e.roundId === roundId && e.phase === 'done');

        // Round 1, dealt by the first process: both members see every event of it, the same ones.
        const r1 = await nextBetting(seen[1]!, seen[1]!.length);
        await betOn(r1, [first, second]);
        await until('round 1 settled on both streams', () =>
          seen.every((events) => doneOn(events, r1.roundId)) ? true : undefined,
        );
        const [onFirst, onSecond] = seen.map((events) => roundEvents(events, r1.roundId));
        expect(onSecond).toEqual(onFirst);
        const result1 = onFirst!.find((e) => e.type === 'result');
        if (result1?.type !== 'result') throw new Error('round 1 has a result');
        expect(onFirst!.map((e) => (e.type === 'phase' ? e.phase : e.type))).toEqual([
          'betting',
          'dealing',
          ...result1.steps.map(() => 'card'),
          'result',
          'done',
        ]);
        expect(onFirst!.filter((e) => e.type === 'card').map((e) => e.type === 'card' && e.step)).toEqual(
          result1.steps,
        );

        // Round 2: stakes on, then the dealing process dies as the cards start.
        const r2 = await nextBetting(seen[1]!, seen[1]!.length);
        await betOn(r2, [first, second]);
        await until('round 2 dealing', () =>
          seen[1]!.find((e) => e.type === 'card' && e.roundId === r2.roundId),
        );
        expect(await soleHolder()).toBe(firstHolder);
        const killedAt = Date.now();
        servers[0]!.child.kill('SIGKILL');

        // Every table of the dead process passes to the survivor once its lease expires.
        const secondHolder = await until(
          'every table dealt by the second process',
          async () => {
            const holder = await soleHolder();
            return holder && holder !== firstHolder ? holder : undefined;
          },
          HANDOVER_MAX_MS + 5_000,
          20,
        );
        const handoverMs = Date.now() - killedAt;
        await annotate(`live handover (${withRedis ? 'Redis' : 'no Redis'}): ${handoverMs} ms for 6 tables`);
        expect(handoverMs).toBeLessThan(HANDOVER_MAX_MS);

        // The survivor finishes round 2.
        const result2 = await until(
          'round 2 finished by the second process',
          () => seen[1]!.find((e) => e.type === 'result' && e.roundId === r2.roundId),
          30_000,
        );
        expect(await holderOf()).toBe(secondHolder);
        // Member 0 comes back through the surviving process and plays round 3 there.
        seen[0] = listen(second.base, sessions[0]!);
        const r3 = await nextBetting(seen[1]!, seen[1]!.length);
        await betOn(r3, [second, second]);
        await until('round 3 settled on both streams', () =>
          seen.every((events) => doneOn(events, r3.roundId)) ? true : undefined,
        );
        expect(roundEvents(seen[0]!, r3.roundId)).toEqual(roundEvents(seen[1]!, r3.roundId));
        const result3 = seen[1]!.find((e) => e.type === 'result' && e.roundId === r3.roundId);

        // Never dealt twice nor lost, at any table: round numbers run without a gap or a repeat, and every
        // round before a table's latest is settled. One result per round on the stream.
        const { rows: rounds } = await db.query<{ table_id: string; round_no: number; settled: boolean }>(
          'select table_id, round_no, settled_at is not null settled from live_rounds order by table_id, round_no',
        );
        for (const table of TABLES) {
          const of = rounds.filter((r) => r.table_id === table);
          expect(of.length, table).toBeGreaterThan(1);
          expect(of.map((r) => r.round_no)).toEqual(of.map((_, i) => i + 1));
          expect(of.slice(0, -1).every((r) => r.settled)).toBe(true);
        }
        const results = seen[1]!.filter((e) => e.type === 'result');
        expect(new Set(results.map((e) => e.type === 'result' && e.roundId)).size).toBe(results.length);

        // Every bet settled or refunded, every member paid once per round, balances as the results say.
        const { rows: betRows } = await db.query<{ status: string; paid: boolean }>(
          `select b.status, exists (select 1 from live_payouts p where p.round_id = b.round_id
                  and p.username = b.username and p.status = 'paid') paid from live_bets b`,
        );
        expect(betRows).toHaveLength(6);
        expect(betRows.every((b) => (b.status === 'placed' && b.paid) || b.status === 'rolledBack')).toBe(
          true,
        );
        const { rows: payouts } = await db.query<{ status: string }>('select status from live_payouts');
        expect(payouts.map((p) => p.status)).toEqual(payouts.map(() => 'paid'));
        const { rows: wins } = await db.query<{ n: number }>(
          `select count(*)::int n from game_transactions where transaction_id like 'live:%' and kind = 'win'
            group by transaction_id`,
        );
        expect(wins).toHaveLength(payouts.length);
        expect(wins.every((w) => w.n === 1)).toBe(true);
        const winners = [result1, result2, result3].map((e) => {
          if (e?.type !== 'result' || e.result.kind !== 'baccarat') throw new Error('a baccarat result');
          return e.result.winner;
        });
        for (const [n, session] of sessions.entries()) {
          const expected = winners.reduce(
            (balance, winner) =>
              balance -
              ((bets[n]!.player ?? 0) + ((bets[n] as { banker?: number }).banker ?? 0)) * 100 +
              expectedReturn(bets[n]!, winner),
            FUNDING,
          );
          expect(await houseBalance(second.base, session)).toBe(expected);
        }
        const check = await callOk<{ data: { ok: boolean } }>(second.base, '/admin/v1/ledger/check', {
          headers: adminHeaders,
        });
        expect(check.data.ok).toBe(true);
        expect((await call(second.base, '/house/api/live/tables')).status).toBe(401);
      }, 180_000);
    },
  );
}

import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { LiveEvent } from '@chokdee/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
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
 * Live tables across real processes (PostgreSQL only): two servers on one database deal the tables with
 * a lease and pass their events through Redis. Members at one table on different processes see the same
 * round; the process that deals is killed with SIGKILL in the middle of a round with stakes on it, and
 * the other one takes the table over and finishes the round: no stake lost, no round dealt twice.
 */
const SOURCE = ['--import', 'tsx', 'src/main.ts'];
const TABLE = 'bac-1';
const FUNDING = 100_000; // satang: 1,000 baht each
const redisUrl = process.env.TEST_REDIS_URL;

let dbUrl = '';
let dropDatabase = async () => {};
const servers: LiveServer[] = [];
const closers: (() => void)[] = [];

beforeAll(async () => {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `chokdee_live_${randomBytes(6).toString('hex')}`;
  await adminQuery(base, `create database ${name} template ${inject('postgresTemplate')}`);
  dbUrl = databaseUrl(base, name);
  dropDatabase = () => adminQuery(base, `drop database if exists ${name} with (force)`);
});

afterAll(async () => {
  for (const close of closers) close();
  for (const s of servers) await stopServer(s, 'SIGKILL');
  await dropDatabase();
});

async function start() {
  const server = await startServer(SOURCE, {
    DATABASE_URL: dbUrl,
    REDIS_URL: `${redisUrl!}`,
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

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 40_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
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

describe.skipIf(!redisUrl)('live tables on two processes (PostgreSQL and Redis)', () => {
  it('shows one round to both, never deals it twice and loses no stake when the dealer dies', async () => {
    const first = await start();
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    closers.push(() => void db.end());
    const holderOf = async () =>
      (await db.query<{ h: string | null }>('select lease_holder h from live_tables where id = $1', [TABLE]))
        .rows[0]?.h ?? undefined;
    const firstHolder = await until('the first dealer', holderOf);
    const second = await start();

    const members = [await registerOverHttp(first.base, 0), await registerOverHttp(first.base, 1)];
    const funding = members.map((m, n) => depositFrom(m, `LIVEFUND${n}`, FUNDING));
    expect([...(await postFeed(first.base, funding)).values()]).toEqual(['credited', 'credited']);
    const sessions = [
      await houseSession(first.base, members[0]!),
      await houseSession(second.base, members[1]!),
    ];
    // Member 0 watches the table on the dealing process, member 1 on the other one (events through Redis).
    const seen = [listen(first.base, sessions[0]!), listen(second.base, sessions[1]!)];
    const bets = [{ player: 10 }, { banker: 20, player: 10 }];
    const placed = new Map<string, typeof bets>();

    async function betOn(round: { roundId: string }, via: LiveServer[]) {
      for (const [n, bet] of bets.entries()) {
        await callOk(via[n]!.base, '/house/api/live/bets', {
          headers: { authorization: `Bearer ${sessions[n]!}` },
          body: { tableId: TABLE, roundId: round.roundId, bets: bet },
        });
      }
      placed.set(round.roundId, bets);
    }

    // Round 1, dealt by the first process while the second watches.
    const r1 = await nextBetting(seen[1]!, 0);
    await betOn(r1, [first, second]);
    const result1 = await until('round 1 on both streams', () => {
      const [a, b] = seen.map((events) =>
        events.find((e) => e.type === 'result' && e.roundId === r1.roundId),
      );
      return a && b ? [a, b] : undefined;
    });
    expect(result1[1]).toEqual(result1[0]);

    // Round 2: stakes on, then the dealing process dies as the cards start.
    const r2 = await nextBetting(seen[1]!, seen[1]!.length);
    await betOn(r2, [first, second]);
    await until('round 2 dealing', () => seen[1]!.find((e) => e.type === 'card' && e.roundId === r2.roundId));
    expect(await holderOf()).toBe(firstHolder);
    servers[0]!.child.kill('SIGKILL');

    // The second process takes the lease over once it expires and finishes round 2.
    const result2 = await until(
      'round 2 finished by the second process',
      () => seen[1]!.find((e) => e.type === 'result' && e.roundId === r2.roundId),
      60_000,
    );
    expect(await holderOf()).not.toBe(firstHolder);
    // Member 0 comes back through the surviving process and plays round 3 there.
    seen[0] = listen(second.base, sessions[0]!);
    const r3 = await nextBetting(seen[1]!, seen[1]!.length);
    await betOn(r3, [second, second]);
    const result3 = await until('round 3 on both streams', () => {
      const [a, b] = seen.map((events) =>
        events.find((e) => e.type === 'result' && e.roundId === r3.roundId),
      );
      return a && b ? [a, b] : undefined;
    });
    expect(result3[1]).toEqual(result3[0]);
    await until('round 3 settled', async () => {
      const { rows } = await db.query('select 1 from live_rounds where id = $1 and settled_at is not null', [
        r3.roundId,
      ]);
      return rows.length ? true : undefined;
    });

    // Never dealt twice: round numbers run without a gap or a repeat, one result per round on the stream.
    const { rows: rounds } = await db.query<{ round_no: number }>(
      'select round_no from live_rounds where table_id = $1 order by round_no',
      [TABLE],
    );
    expect(rounds.map((r) => r.round_no)).toEqual(rounds.map((_, i) => i + 1));
    const results = seen[1]!.filter((e) => e.type === 'result');
    expect(new Set(results.map((e) => e.type === 'result' && e.roundId)).size).toBe(results.length);

    // No stake lost: every bet placed, every member paid once per round, balances exactly as the results say.
    const { rows: betRows } = await db.query<{ status: string }>('select status from live_bets');
    expect(betRows.map((b) => b.status)).toEqual(betRows.map(() => 'placed'));
    const { rows: payouts } = await db.query<{ round_id: string; status: string }>(
      'select round_id, status from live_payouts',
    );
    expect(payouts).toHaveLength(6);
    expect(payouts.every((p) => p.status === 'paid')).toBe(true);
    const winners = [result1[0], result2, result3[0]].map((e) => {
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
});

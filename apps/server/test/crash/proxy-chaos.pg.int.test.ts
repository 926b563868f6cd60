import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LedgerCheck, UserInfo } from '@chokdee/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { signBody } from '../../src/lib/wallet-signature';
import { MEMBER_TIMEOUTS } from '../../src/db/timeouts';
import { adminQuery, databaseUrl } from '../db-url';
import {
  adminHeaders,
  depositFrom,
  memberHeaders,
  signedFeed,
  siteHeaders,
  startServer,
  stopServer,
  FEED_PATH,
  LIVE_KEYS,
  WITHDRAW_PATH,
  type FeedAnswer,
  type FeedDeposit,
  type LiveMember,
  type LiveServer,
} from './live-server';
import { proxyBinariesMissing, startNginx, startPgBouncer, type AccessEntry } from './proxy-stack';

/**
 * The deploy of deploy/ under fire (issue 25's "done when"): nginx (deploy/nginx/chokdee.conf) in front of
 * three server processes on one database through PgBouncer in transaction mode (deploy/pgbouncer), no Redis
 * (the bus on LISTEN over DATABASE_DIRECT_URL). Members register, the bank feed deposits, members withdraw
 * and the house provider takes bets, all through nginx, while one process is killed with SIGKILL and another
 * restarted with SIGTERM. Afterwards the ledger adds up, every acknowledged operation is there exactly once,
 * and the only failed requests are those nginx had sent to the killed process (POSTs, which it never
 * resends to another; printed).
 */
const SOURCE = ['--import', 'tsx', 'src/main.ts'];
const MEMBERS = 6;
const WORKERS = 6;
const FUNDING = 5_000_000; // satang: 50,000 baht each
/** Acknowledged operations before the kill, between the kill and the restart, and after the restart. */
const ACKS_PER_PHASE = 40;
const missing = proxyBinariesMissing();
if (missing) console.warn(`proxy-chaos.pg.int.test.ts ${missing}`);

let dir = '';
let dbUrl = '';
let dropDatabase = async () => {};
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  if (missing) return;
  dir = mkdtempSync(join(tmpdir(), 'chokdee-proxy-'));
  const base = process.env.TEST_DATABASE_URL!;
  const name = `chokdee_proxy_${randomBytes(6).toString('hex')}`;
  await adminQuery(base, `create database ${name} template ${inject('postgresTemplate')}`);
  dbUrl = databaseUrl(base, name);
  dropDatabase = () => adminQuery(base, `drop database if exists ${name} with (force)`);
  // As deploy/README.md has it: the member-call limits on the database, for the pooler's connections.
  await adminQuery(base, `alter database ${name} set statement_timeout = ${MEMBER_TIMEOUTS.statementMs}`);
  await adminQuery(base, `alter database ${name} set lock_timeout = ${MEMBER_TIMEOUTS.lockMs}`);
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await dropDatabase();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** What a call through nginx answered: its status and body (nginx's own 502 page is not JSON). */
interface Answer {
  status: number;
  body: unknown;
}

/** One tagged HTTP call: the x-chaos-id names it in nginx's access log. */
async function send(base: string, id: string, path: string, init: { headers?: object; body?: string } = {}) {
  const res = await fetch(`${base}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...init.headers,
      'x-chaos-id': id,
    },
    body: init.body,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // nginx's error page
  }
  return { status: res.status, body } satisfies Answer;
}

const ok = (a: Answer) => a.status === 200;
const toSatang = (baht: number) => Math.round(baht * 100);

/** Unique amounts per operation (satang), so each one is found by member and amount. */
const depositAmount = (op: number) => 20_000 + op; // 200.00 baht and up
const withdrawAmount = (op: number) => {
  const satang = 10_000 + op * 3; // 100.00 baht and up
  return satang % 100 === 13 ? satang + 1 : satang; // the payout simulator refuses x.13 baht
};
const betAmount = (op: number) => 100 + op; // 1.00 baht and up

interface Failure {
  op: number;
  kind: string;
  call: string;
  status: number;
  at: number;
}

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(missing)('nginx, PgBouncer and three processes (PostgreSQL, no Redis)', () => {
  it('keeps every acknowledged operation once while one process is killed and one restarted', async () => {
    const bouncer = await startPgBouncer(
      dir,
      process.env.TEST_DATABASE_URL!,
      new URL(dbUrl).pathname.slice(1),
    );
    cleanups.push(bouncer.stop);
    const serverEnv = {
      DATABASE_URL: bouncer.url,
      DATABASE_DIRECT_URL: dbUrl,
      DATABASE_POOL_SIZE: '5',
      TRUST_PROXY: '1',
      LIVE_TABLES: '0',
      LOOKUP_IP_LIMIT_PER_MIN: '100000',
      LOGIN_IP_LIMIT_PER_MIN: '100000',
      // Recovery runs only when the test asks, after the chaos.
      PAYOUT_RECOVERY_SEC: '3600',
    };
    const servers: LiveServer[] = await Promise.all([0, 1, 2].map(() => startServer(SOURCE, serverEnv)));
    cleanups.push(() => Promise.all(servers.map((s) => stopServer(s, 'SIGKILL'))).then(() => undefined));
    const ports = servers.map((s) => new URL(s.base).port);
    const nginx = await startNginx(dir, ports.map(Number));
    cleanups.push(nginx.stop);
    const base = nginx.base;
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    cleanups.push(() => db.end());

    // Members and their funding, through nginx.
    const members: LiveMember[] = [];
    for (let n = 0; n < MEMBERS; n++) {
      const member = await register(base, `setup${n}`, n);
      if (!member) throw new Error(`registering member ${n} failed`);
      members.push(member);
    }
    const funding = members.map((m, n) => depositFrom(m, `PXFUND${n}`, FUNDING));
    const funded = await send(base, 'funding', FEED_PATH, signedFeed(funding));
    expect((funded.body as FeedAnswer).data.results.map((r) => r.status)).toEqual(
      funding.map(() => 'credited'),
    );

    // The chaos: WORKERS loops of operations while the controller kills and restarts.
    const sentDeposits: FeedDeposit[] = [];
    const ackedDeposits = new Set<string>();
    const withdrawals: Array<{ op: number; member: number; satang: number; acked: boolean }> = [];
    const bets: Array<{ op: number; member: number; satang: number; transactionId: string; acked: boolean }> =
      [];
    const registrations: Array<{ op: number; member: LiveMember }> = [];
    const failures: Failure[] = [];
    let acks = 0;
    let seq = 0;
    let stop = false;
    const run = randomBytes(3).toString('hex');

    const operation = async (op: number) => {
      const m = op % MEMBERS;
      const member = members[m]!;
      const kind = op % 16 === 15 ? 'register' : (['deposit', 'withdraw', 'bet'] as const)[op % 3]!;
      const fail = (call: string, a: Answer): false => {
        failures.push({ op, kind, call, status: a.status, at: Date.now() });
        return false;
      };
      if (kind === 'register') {
        const registered = await register(base, `${op}`, 1_000 + op, (call, a) => fail(call, a));
        if (registered) registrations.push({ op, member: registered });
        return Boolean(registered);
      }
      if (kind === 'deposit') {
        const deposit = depositFrom(member, `PX${run}${op}`, depositAmount(op));
        sentDeposits.push(deposit);
        const a = await send(base, `${op}`, FEED_PATH, signedFeed([deposit]));
        if (!ok(a)) return fail('feed', a);
        const [result] = (a.body as FeedAnswer).data.results;
        expect(result).toEqual({ ref: deposit.ref, status: 'credited' });
        ackedDeposits.add(deposit.ref);
        return true;
      }
      if (kind === 'withdraw') {
        const satang = withdrawAmount(op);
        const entry = { op, member: m, satang, acked: false };
        withdrawals.push(entry);
        const a = await send(base, `${op}`, WITHDRAW_PATH, {
          headers: memberHeaders(member.token),
          body: JSON.stringify({ Amount: satang / 100, Channel: 'BANK' }),
        });
        if (!ok(a)) return fail('withdraw', a);
        expect(a.body).toMatchObject({ success: 1 });
        return (entry.acked = true);
      }
      const satang = betAmount(op);
      const transactionId = `${run}:${op}`;
      const entry = { op, member: m, satang, transactionId, acked: false };
      bets.push(entry);
      const body = JSON.stringify({
        username: member.gameUsername,
        transactionId,
        roundId: transactionId,
        gameCode: 'slot',
        amount: satang,
      });
      const a = await send(base, `${op}`, '/provider/v1/HOUSE/bet', {
        headers: { 'x-signature': signBody(LIVE_KEYS.HOUSE_PROVIDER_SECRET, body) },
        body,
      });
      if (!ok(a)) return fail('bet', a);
      expect(a.body).toMatchObject({ status: 'RS_OK' });
      return (entry.acked = true);
    };
    const worker = async () => {
      while (!stop) if (await operation(seq++)) acks += 1;
    };
    const working = Promise.all(Array.from({ length: WORKERS }, worker));

    const [killed, restarted] = servers;
    const portOf = (s: LiveServer) => new URL(s.base).port;
    await until('acknowledged operations before the kill', () => (acks >= ACKS_PER_PHASE ? true : undefined));
    const killAt = Date.now();
    await stopServer(killed!, 'SIGKILL');
    const acksAtKill = acks;
    await until('operations after the kill', () => (acks >= acksAtKill + ACKS_PER_PHASE ? true : undefined));
    const termAt = Date.now();
    await stopServer(restarted!, 'SIGTERM');
    const closedAt = Date.now();
    expect(restarted!.child.exitCode).toBe(0);
    servers[1] = await startServer(SOURCE, { ...serverEnv, PORT: portOf(restarted!) });
    const backAt = Date.now();
    // nginx tries the restarted process again once its fail_timeout is over, and it answers.
    await until('the restarted process serving again', () =>
      nginx
        .accessLog()
        .some(
          (e) => e.at >= backAt && e.status === 200 && lastUpstream(e) === `127.0.0.1:${portOf(restarted!)}`,
        ) && acks >= acksAtKill + 2 * ACKS_PER_PHASE
        ? true
        : undefined,
    );
    stop = true;
    await working;
    const endAt = Date.now();

    // The failures: each one a request nginx had sent to the killed process, answered 502, near the kill.
    const log = new Map(nginx.accessLog().map((e) => [e.id, e]));
    const killedAddress = `127.0.0.1:${portOf(killed!)}`;
    const report = failures.map((f) => ({ ...f, nginx: log.get(`${f.op}${suffixOf(f.call)}`) }));
    console.warn(
      `proxy chaos: ${seq} operations (${acks} acknowledged), ${failures.length} failed; from the kill: ` +
        `SIGTERM at +${termAt - killAt} ms, restarted process up at ` +
        `+${backAt - killAt} ms, end at +${endAt - killAt} ms; processes ${ports.join(', ')} ` +
        `(${killedAddress} killed)\n` +
        report
          .map(
            (f) =>
              `  op ${f.op} ${f.kind}/${f.call}: ${f.status} at +${f.at - killAt} ms, nginx tried ` +
              `${f.nginx?.upstreams ?? '?'} (${f.nginx?.upstreamStatuses ?? '?'})`,
          )
          .join('\n'),
    );
    for (const f of report) {
      expect(f.status, `op ${f.op}`).toBe(502);
      expect(f.nginx && lastUpstream(f.nginx), `op ${f.op}`).toBe(killedAddress);
      expect(f.at - killAt, `op ${f.op}: failed away from the kill`).toBeLessThan(termAt - killAt);
    }
    // Retried elsewhere when nothing was lost: GETs, and POSTs whose connection was refused.
    const movedOn = [...log.values()].filter((e) => e.upstreams.includes(',') && e.status === 200).length;
    const restartedAddress = `127.0.0.1:${portOf(restarted!)}`;
    const answeredWhileClosing = [...log.values()].filter(
      (e) => lastUpstream(e) === restartedAddress && e.at >= termAt && e.at <= closedAt,
    );
    console.warn(
      `proxy chaos: ${movedOn} requests answered by another process after a refused connection; ` +
        `${answeredWhileClosing.length} answered by the SIGTERM'd process during its close ` +
        `(${closedAt - termAt} ms), all ${answeredWhileClosing.every((e) => e.status === 200) ? 'ok' : 'NOT ok'}`,
    );

    // Payouts the killed process left `paying` are resent with their idempotency key.
    expect(
      (
        await send(base, 'recover', '/admin/v1/withdrawals/recover?olderThanSeconds=0', {
          headers: adminHeaders,
          body: '{}',
        })
      ).status,
    ).toBe(200);
    expect(await ledgerCheck(base)).toMatchObject({ ok: true });

    // Deposits: a replay of all of them credits what was not, and never one twice.
    const replayed = await send(base, 'replay', FEED_PATH, signedFeed(sentDeposits));
    for (const r of (replayed.body as FeedAnswer).data.results) {
      if (ackedDeposits.has(r.ref)) expect(r.status, r.ref).toBe('duplicate');
      else expect(['duplicate', 'credited']).toContain(r.status);
    }
    const statements = await db.query<{ ref: string; n: string }>(
      `select ref, count(*) n from bank_statements where ref = any($1) and status = 'credited' group by ref`,
      [[...funding, ...sentDeposits].map((d) => d.ref)],
    );
    expect(statements.rows.map((r) => Number(r.n))).toEqual([...funding, ...sentDeposits].map(() => 1));

    // Withdrawals: each acknowledged one exists once, paid; an unanswered one at most once.
    const stored = await db.query<{ phone_number: string; amount: string; status: string }>(
      `select m.phone_number, w.amount, w.status from withdrawals w join members m on m.id = w.member_id`,
    );
    for (const w of withdrawals) {
      const found = stored.rows.filter(
        (x) => x.phone_number === members[w.member]!.phoneNumber && Number(x.amount) === w.satang,
      );
      expect(found.length, `withdrawal of op ${w.op}`).toBeLessThanOrEqual(1);
      if (w.acked) expect(found.length, `withdrawal of op ${w.op}`).toBe(1);
      for (const x of found) expect(x.status, `withdrawal of op ${w.op}`).toBe('paid');
    }

    // Bets: each acknowledged one taken once; an unanswered one at most once.
    const takenBets = await db.query<{ transaction_id: string; amount: string; answer_status: string }>(
      `select transaction_id, amount, answer_status from game_transactions where kind = 'bet'`,
    );
    const betsById = new Map<string, typeof takenBets.rows>();
    for (const r of takenBets.rows)
      betsById.set(r.transaction_id, [...(betsById.get(r.transaction_id) ?? []), r]);
    for (const b of bets) {
      const found = betsById.get(b.transactionId) ?? [];
      expect(found.length, `bet of op ${b.op}`).toBeLessThanOrEqual(1);
      if (b.acked) expect(found.length, `bet of op ${b.op}`).toBe(1);
      for (const x of found) expect([x.answer_status, Number(x.amount)]).toEqual(['RS_OK', b.satang]);
    }

    // Registrations: each acknowledged member signs in through nginx.
    for (const r of registrations) {
      const a = await send(base, `login${r.op}`, '/auth-service/v1/login', {
        headers: siteHeaders,
        body: JSON.stringify({ phoneNumber: r.member.phoneNumber, Password: PASSWORD }),
      });
      expect(a.status, `member of op ${r.op}`).toBe(200);
    }

    // Balances: funding and every deposit (each credited once), less what was withdrawn and bet.
    for (const [n, m] of members.entries()) {
      const deposited = [...funding, ...sentDeposits]
        .filter((d) => d.fromAccount === m.BankAccount)
        .reduce((sum, d) => sum + toSatang(d.amount), 0);
      const withdrawn = stored.rows
        .filter((x) => x.phone_number === m.phoneNumber)
        .reduce((sum, x) => sum + Number(x.amount), 0);
      const bet = bets
        .filter((b) => b.member === n)
        .reduce((sum, b) => sum + (betsById.has(b.transactionId) ? b.satang : 0), 0);
      const refreshed = await send(base, `refresh${n}`, '/auth-service/v1/refresh', {
        headers: memberHeaders(m.token),
      });
      const info = (refreshed.body as { data: UserInfo }).data;
      expect(toSatang(info.internalWallet.gameWallet), `member ${n}`).toBe(deposited - withdrawn - bet);
    }
    expect(await ledgerCheck(base)).toMatchObject({ ok: true });
    expect(acks).toBeGreaterThanOrEqual(3 * ACKS_PER_PHASE);

    // The member's address reaches the server (TRUST_PROXY=1), not what the client wrote in front of it.
    const spoofed = await rawCall(nginx.port, '/auth-service/v1/login', {
      localAddress: '127.0.0.2',
      headers: { ...siteHeaders, 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ phoneNumber: members[0]!.phoneNumber, Password: PASSWORD }),
    });
    expect(spoofed.status).toBe(200);
    const { rows: who } = await db.query<{ id: string }>('select id from members where phone_number = $1', [
      members[0]!.phoneNumber,
    ]);
    const logins = await send(base, 'logins', `/admin/v1/members/${who[0]!.id}/logins?pageSize=1`, {
      headers: adminHeaders,
    });
    expect((logins.body as { data: { items: Array<{ ip: string }> } }).data.items[0]!.ip).toBe('127.0.0.2');

    // Compressed by nginx: brotli when Debian's module is installed, else gzip.
    const list = await rawCall(nginx.port, '/admin/v1/withdrawals?pageSize=200', {
      headers: { ...adminHeaders, 'accept-encoding': 'br, gzip' },
    });
    expect(list.headers['content-encoding']).toBe(nginx.brotli ? 'br' : 'gzip');

    // A server-sent event stream passes through at once (unbuffered), and stays open.
    const stream = await firstEvent(base, '/admin/v1/withdrawals/stream', adminHeaders);
    expect(stream).toMatchObject({ contentType: 'text/event-stream; charset=utf-8' });
    expect(stream.ms).toBeLessThan(2_000);
    expect(nginx.errorLog()).not.toMatch(/\[(emerg|alert|crit)\]/);
  }, 180_000);
});

const PASSWORD = 'secret12';

/** checkBank → signup → login for member number `n`, each call tagged `<tag>.<step>`. */
async function register(
  base: string,
  tag: string,
  n: number,
  fail: (call: string, a: Answer) => false = () => false,
): Promise<LiveMember | undefined> {
  const phoneNumber = `08${String(20_000_000 + n).slice(-8)}`;
  const BankAccount = `8${String(n).padStart(9, '0')}`;
  const BankCode = '004';
  const bank = await send(base, `${tag}.1`, '/auth-service/v1/checkBank', {
    headers: siteHeaders,
    body: JSON.stringify({ BankAccount, BankCode }),
  });
  if (!ok(bank)) return fail('checkBank', bank) || undefined;
  const signup = await send(base, `${tag}.2`, '/auth-service/v1/signup', {
    headers: { ...siteHeaders, tokenBank: (bank.body as { data: { token: string } }).data.token },
    body: JSON.stringify({
      phoneNumber,
      Password: PASSWORD,
      Confirm_Password: PASSWORD,
      BankAccount,
      BankCode,
    }),
  });
  if (!ok(signup)) return fail('signup', signup) || undefined;
  const login = await send(base, `${tag}.3`, '/auth-service/v1/login', {
    headers: siteHeaders,
    body: JSON.stringify({ phoneNumber, Password: PASSWORD }),
  });
  if (!ok(login)) return fail('login', login) || undefined;
  const body = login.body as { authToken: string; data: { GameInfo: { username: string } } };
  return {
    phoneNumber,
    BankAccount,
    BankCode,
    token: body.authToken,
    gameUsername: body.data.GameInfo.username,
  };
}

/** The access-log id of a failed call: registrations tag their three steps. */
const suffixOf = (call: string) => ({ checkBank: '.1', signup: '.2', login: '.3' })[call] ?? '';

/** The process that answered last (nginx lists every one it tried). */
const lastUpstream = (e: AccessEntry) => e.upstreams.split(', ').at(-1);

async function ledgerCheck(base: string) {
  const a = await send(base, 'ledger-check', '/admin/v1/ledger/check', { headers: adminHeaders });
  return (a.body as { data: LedgerCheck }).data;
}

/** A call over node:http: from `localAddress` if given, and with the raw headers (content-encoding). */
function rawCall(
  port: number,
  path: string,
  opts: { localAddress?: string; headers: Record<string, string>; body?: string },
) {
  return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: opts.body === undefined ? 'GET' : 'POST',
        localAddress: opts.localAddress,
        headers: { ...(opts.body !== undefined && { 'content-type': 'application/json' }), ...opts.headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** Opens an event stream and answers how long its first event took; then closes it. */
async function firstEvent(base: string, path: string, headers: Record<string, string>) {
  const started = Date.now();
  const abort = new AbortController();
  const res = await fetch(`${base}${path}`, { headers, signal: abort.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!/\ndata: /.test(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  const ms = Date.now() - started;
  abort.abort();
  await reader.cancel().catch(() => undefined);
  return { contentType: res.headers.get('content-type'), ms, text };
}

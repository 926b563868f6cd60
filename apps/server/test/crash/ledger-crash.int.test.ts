import type { LedgerCheck, UserInfo } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../test-db';
import { serverDatabase } from './server-database';
import {
  adminHeaders,
  call,
  callOk,
  depositFrom,
  memberHeaders,
  postFeed,
  registerOverHttp,
  signedFeed,
  startServer,
  stopServer,
  FEED_PATH,
  WITHDRAW_PATH,
  type FeedAnswer,
  type FeedDeposit,
  type LiveMember,
  type LiveServer,
} from './live-server';

/**
 * The money engine's crash test: the real server (source, as main.test.ts runs it) takes a burst of
 * bank-feed deposits and withdrawals, is killed with SIGKILL in the middle of it, and is started again
 * on the same database. Whatever was acknowledged must be there exactly once, and the ledger must add up.
 */
const SOURCE = ['--import', 'tsx', 'src/main.ts'];
const MEMBERS = 6;
const WORKERS = 8;
/** The kill comes once this many burst calls were answered, while the others are still in flight. */
const KILL_AFTER_ACKS = 60;
const FUNDING = 5_000_000; // satang each member starts with: 50,000 baht

let dbEnv: Record<string, string>;
let dropDatabase = async () => {};
const servers: LiveServer[] = [];

beforeAll(async () => {
  const database = await serverDatabase('chokdee-crash');
  dbEnv = database.env;
  dropDatabase = database.drop;
});

afterAll(async () => {
  for (const s of servers) await stopServer(s, 'SIGKILL');
  await dropDatabase();
});

async function start() {
  // PAYOUT_RECOVERY_SEC high: recovery runs only when the test asks, after the restart.
  const server = await startServer(SOURCE, {
    ...dbEnv,
    LOOKUP_IP_LIMIT_PER_MIN: '1000',
    PAYOUT_RECOVERY_SEC: '3600',
  });
  servers.push(server);
  return server;
}

/** Unique amounts (satang) per operation, so each acknowledged withdrawal is found by member and amount. */
const depositAmount = (i: number) => 20_000 + i; // 200.00 baht and up
const withdrawAmount = (i: number) => {
  const satang = 10_000 + i * 3; // 100.00 baht and up
  return satang % 100 === 13 ? satang + 1 : satang; // the payout simulator refuses x.13 baht
};

interface Withdrawal {
  member: number;
  satang: number;
}

/** The burst: WORKERS loops of deposits and withdrawals until calls stop being answered. */
async function burst(server: LiveServer, members: LiveMember[]) {
  const sent: FeedDeposit[] = [];
  const ackedDeposits = new Set<string>();
  const ackedWithdrawals: Withdrawal[] = [];
  let acks = 0;
  let seq = 0;
  let inFlightAtKill = -1;
  let inFlight = 0;
  let killed: Promise<void> | undefined;

  const depositCall = async (i: number) => {
    // One or two transfers per feed call, from rotating members.
    const batch = [depositFrom(members[i % MEMBERS]!, `CRASH${i}A`, depositAmount(i))];
    if (i % 3 === 0)
      batch.push(depositFrom(members[(i + 1) % MEMBERS]!, `CRASH${i}B`, depositAmount(i + 1e5)));
    sent.push(...batch);
    const { body, headers } = signedFeed(batch);
    const res = await call<FeedAnswer>(server.base, FEED_PATH, { headers, body });
    expect(res.status).toBe(200);
    for (const r of res.body.data.results) {
      expect(r.status).toBe('credited');
      ackedDeposits.add(r.ref);
    }
  };
  const withdrawCall = async (i: number) => {
    const member = i % MEMBERS;
    const satang = withdrawAmount(i);
    const res = await call(server.base, WITHDRAW_PATH, {
      headers: memberHeaders(members[member]!.token),
      body: { Amount: satang / 100, Channel: 'BANK' },
    });
    expect(res.body).toMatchObject({ success: 1 });
    ackedWithdrawals.push({ member, satang });
  };

  const worker = async () => {
    for (;;) {
      const i = seq++;
      inFlight += 1;
      try {
        await (i % 2 === 0 ? depositCall(i) : withdrawCall(i));
      } catch (err) {
        if (!killed) throw err; // before the kill every call must succeed
        return; // no answer: its outcome is unknown
      } finally {
        inFlight -= 1;
      }
      acks += 1;
      if (acks === KILL_AFTER_ACKS) {
        inFlightAtKill = inFlight;
        killed = stopServer(server, 'SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await killed;
  return { sent, ackedDeposits, ackedWithdrawals, inFlightAtKill };
}

async function allWithdrawals(base: string) {
  const items: Array<{ phoneNumber: string; amount: number; status: string; holdId: string }> = [];
  for (let page = 1; ; page++) {
    const answer = await callOk<{ data: { total: number; items: typeof items } }>(
      base,
      `/admin/v1/withdrawals?pageSize=200&page=${page}`,
      {
        headers: adminHeaders,
      },
    );
    items.push(...answer.data.items);
    if (items.length >= answer.data.total) return items;
  }
}

async function ledgerCheck(base: string) {
  return (await callOk<{ data: LedgerCheck }>(base, '/admin/v1/ledger/check', { headers: adminHeaders }))
    .data;
}

const toSatang = (baht: number) => Math.round(baht * 100);

describe(`SIGKILL during a burst of deposits and withdrawals (${TEST_DB})`, () => {
  it('loses no acknowledged operation, credits nothing twice and keeps the ledger whole', async () => {
    const first = await start();
    const members: LiveMember[] = [];
    for (let n = 0; n < MEMBERS; n++) members.push(await registerOverHttp(first.base, n));
    const funding = members.map((m, n) => depositFrom(m, `FUND${n}`, FUNDING));
    expect([...(await postFeed(first.base, funding)).values()]).toEqual(funding.map(() => 'credited'));

    const run = await burst(first, members);
    expect(run.inFlightAtKill).toBeGreaterThan(0); // killed mid-burst, with calls unanswered
    expect(run.ackedDeposits.size + run.ackedWithdrawals.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

    const second = await start();
    const base = second.base;
    // Payouts left `paying` by the crash are resent with their idempotency key.
    await callOk(base, '/admin/v1/withdrawals/recover?olderThanSeconds=0', {
      method: 'POST',
      headers: adminHeaders,
    });
    const check = await ledgerCheck(base);
    expect(check).toMatchObject({ ok: true });

    // Replaying the whole burst: every acknowledged deposit is a duplicate; the rest may be credited now.
    const replay = await postFeed(base, run.sent);
    for (const d of run.sent) {
      const outcome = replay.get(d.ref);
      if (run.ackedDeposits.has(d.ref)) expect(outcome, d.ref).toBe('duplicate');
      else expect(['duplicate', 'credited']).toContain(outcome);
    }
    const again = await postFeed(base, [...funding, ...run.sent]);
    expect(new Set(again.values())).toEqual(new Set(['duplicate']));

    // Every acknowledged withdrawal exists (found by member and its unique amount), paid from its hold.
    const withdrawals = await allWithdrawals(base);
    for (const w of run.ackedWithdrawals) {
      const found = withdrawals.filter(
        (x) => x.phoneNumber === members[w.member]!.phoneNumber && toSatang(x.amount) === w.satang,
      );
      expect(found, `withdrawal ${w.satang} of member ${w.member}`).toHaveLength(1);
      expect(found[0]).toMatchObject({ status: 'paid', holdId: expect.any(String) });
    }

    // Balances: every deposit sent (now credited exactly once) minus every withdrawal that exists.
    for (const [n, m] of members.entries()) {
      const deposited = [...funding, ...run.sent]
        .filter((d) => d.fromAccount === m.BankAccount)
        .reduce((sum, d) => sum + toSatang(d.amount), 0);
      const mine = withdrawals.filter((x) => x.phoneNumber === m.phoneNumber);
      expect(
        mine.every((x) => x.status === 'paid'),
        `member ${n}`,
      ).toBe(true);
      const withdrawn = mine.reduce((sum, x) => sum + toSatang(x.amount), 0);
      const info = (
        await callOk<{ data: UserInfo }>(base, '/auth-service/v1/refresh', {
          headers: memberHeaders(m.token),
        })
      ).data;
      expect({
        totalDeposit: toSatang(info.totalDeposit),
        totalWithdraw: toSatang(info.totalWithdraw),
        gameWallet: toSatang(info.internalWallet.gameWallet),
      }).toEqual({ totalDeposit: deposited, totalWithdraw: withdrawn, gameWallet: deposited - withdrawn });
    }
    expect(await ledgerCheck(base)).toMatchObject({ ok: true });
    await stopServer(second);
  }, 90_000);
});

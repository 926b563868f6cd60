import { logoutAll, memberEvents } from '@chokdee/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loginMember, memberHeaders, post, postLogout, siteHeaders } from '../../../test/factories';
import { testEnv, type TestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-db';
import { seedContent } from '../../seed/demo-content';
import { feedOutcomes, feedTx } from '../deposits/test-kit';
import { houseAccount, memberAccount, onMemberMoneyMoved, transfer, type MemberMoneyMoved } from '../ledger';
import {
  fundedMember,
  reject,
  setWithdrawConfig,
  switchablePayout,
  withdraw,
  withdrawalsOf,
} from '../withdrawals/test-kit';
import { STREAMS_PER_MEMBER, type MemberStreams } from './streams';
import { readMemberEvents } from './test-kit';

/**
 * Member push on one process (PGlite and PostgreSQL): what a member's open screen hears when their money moves,
 * what it never hears (a write that rolled back, game play), and that a stream ends with its session.
 */
const gateway = switchablePayout();
const t = {} as TestApp;
let streams!: MemberStreams;
let base = '';

beforeAll(async () => {
  t.env = testEnv();
  t.database = await createTestDatabase();
  await seedContent(t.database.db, t.env);
  t.app = await buildApp({
    env: t.env,
    database: t.database,
    adapters: { payout: gateway.payout },
    memberPush: { expose: (s) => (streams = s) },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.app?.close();
  await t.database?.close();
});
beforeEach(async () => {
  await setWithdrawConfig(t.app, { autoWithdraw: { useautoWithdraw: false, maxautoWithdraw: 0 } });
});

const open = (token: string) => readMemberEvents(`${base}${memberEvents.path}`, memberHeaders(token));

describe('GET /user-profile-composite/v1/events', () => {
  it('refuses a request without a member token', async () => {
    const res = await t.app.inject({ method: 'GET', url: memberEvents.path, headers: siteHeaders });
    expect(res.statusCode).toBe(401);
    const revoked = await t.app.inject({
      method: 'GET',
      url: memberEvents.path,
      headers: memberHeaders('x'.repeat(43)),
    });
    expect(revoked.statusCode).toBe(401);
  });

  it('tells the screen why a deposit over the member’s own deposit limit earned no bonus', async () => {
    const m = await fundedMember(t);
    const limited = await t.app.inject({
      method: 'PUT',
      url: '/user-profile-composite/v1/play-limits',
      headers: memberHeaders(m.token),
      payload: { depositDay: 100 },
    });
    expect(limited.statusCode, limited.body).toBe(200);
    const stream = open(m.token);
    await vi.waitFor(() => expect(stream.events[0]?.type).toBe('reread'));

    const outcomes = await feedOutcomes(t.app, [
      feedTx({ amount: 2500, fromAccount: m.BankAccount, fromBankCode: m.BankCode }),
    ]);
    expect(outcomes).toEqual(['credited']);
    await vi.waitFor(() => expect(stream.events.length).toBe(3));
    // The deposit's own toast, and the notice saying why no bonus came (in either order: one commit).
    expect(stream.events.slice(1)).toEqual(
      expect.arrayContaining([
        {
          type: 'money',
          data: { kind: 'deposit', change: 'credit', amount: 2500, message: 'ฝากเงินสำเร็จ 2,500 บาท' },
        },
        {
          type: 'notice',
          data: {
            message: 'ยอดฝาก 2,500 บาท เกินวงเงินฝากที่ท่านตั้งไว้ เงินเข้ากระเป๋าแล้ว แต่ยอดนี้ไม่ได้รับโบนัส',
          },
        },
      ]),
    );
    stream.stop();
  });

  it('tells the screen of a deposit during a break, and nothing of a deposit within the limit', async () => {
    const m = await fundedMember(t);
    const stream = open(m.token);
    await vi.waitFor(() => expect(stream.events[0]?.type).toBe('reread'));
    const limited = await t.app.inject({
      method: 'PUT',
      url: '/user-profile-composite/v1/play-limits',
      headers: memberHeaders(m.token),
      payload: { depositMonth: 1_000_000 },
    });
    expect(limited.statusCode, limited.body).toBe(200);
    await feedOutcomes(t.app, [
      feedTx({ amount: 300, fromAccount: m.BankAccount, fromBankCode: m.BankCode }),
    ]);
    await vi.waitFor(() => expect(stream.events.length).toBe(2));
    expect(stream.events[1]?.type).toBe('money');

    const onBreak = await t.app.inject({
      method: 'POST',
      url: '/user-profile-composite/v1/play-break',
      headers: memberHeaders(m.token),
      payload: { kind: 'timeout', period: '24h', confirm: true },
    });
    expect(onBreak.statusCode, onBreak.body).toBe(200);
    await feedOutcomes(t.app, [
      feedTx({ amount: 400, fromAccount: m.BankAccount, fromBankCode: m.BankCode }),
    ]);
    await vi.waitFor(() => expect(stream.events.length).toBe(4));
    expect(stream.events.filter((e) => e.type === 'notice')).toEqual([
      {
        type: 'notice',
        data: {
          message: 'ยอดฝาก 400 บาท เข้าระหว่างพักการเล่น เงินเข้ากระเป๋าแล้ว แต่ยอดนี้ไม่ได้รับโบนัส ท่านถอนเงินได้ตามปกติ',
        },
      },
    ]);
    stream.stop();
  });

  it('tells the screen of a feed deposit, with its Thai toast', async () => {
    const m = await fundedMember(t);
    const stream = open(m.token);
    // First a re-read: anything may have moved while the screen had no stream.
    await vi.waitFor(() => expect(stream.events[0]?.type).toBe('reread'));

    const outcomes = await feedOutcomes(t.app, [
      feedTx({ amount: 1357.25, fromAccount: m.BankAccount, fromBankCode: m.BankCode }),
    ]);
    expect(outcomes).toEqual(['credited']);
    await vi.waitFor(() => expect(stream.events.length).toBe(2));
    expect(stream.events[1]).toEqual({
      type: 'money',
      data: { kind: 'deposit', change: 'credit', amount: 1357.25, message: 'ฝากเงินสำเร็จ 1,357.25 บาท' },
    });
    stream.stop();
  });

  it('tells each step of a withdrawal an operator rejects', async () => {
    const m = await fundedMember(t, 50_000n);
    const stream = open(m.token);
    await vi.waitFor(() => expect(stream.events[0]?.type).toBe('reread'));

    expect((await withdraw(t.app, m.token, 300)).statusCode).toBe(200);
    const [w] = await withdrawalsOf(t.app, m.id);
    expect((await reject(t.app, w!.id)).statusCode).toBe(200);

    await vi.waitFor(() => expect(stream.events.length).toBe(3));
    expect(stream.events.slice(1).map((e) => e.data)).toEqual([
      { kind: 'withdrawal', change: 'held', amount: 300, message: 'ส่งคำขอถอนเงิน 300 บาทแล้ว' },
      {
        kind: 'withdrawal',
        change: 'released',
        amount: 300,
        message: 'ถอนเงิน 300 บาทไม่สำเร็จ ระบบคืนเงินเข้ากระเป๋าของท่านแล้ว',
      },
    ]);
    stream.stop();
  });

  it(`keeps ${STREAMS_PER_MEMBER} streams of a member at most: another one closes the oldest, not others'`, async () => {
    const [m, other] = [await fundedMember(t), await fundedMember(t)];
    const theirs = open(other.token);
    const mine = Array.from({ length: STREAMS_PER_MEMBER + 1 }, () => open(m.token));
    await vi.waitFor(() => expect([theirs, ...mine].every((s) => s.events[0]?.type === 'reread')).toBe(true));
    // The first one opened is ended by the server (which of the first ones depends on arrival order).
    await vi.waitFor(async () => {
      const ended = await Promise.all(mine.map((s) => Promise.race([s.ended, Promise.resolve('open')])));
      expect(ended.filter((e) => e === true)).toHaveLength(1);
    });
    expect(await Promise.race([theirs.ended, Promise.resolve('open')])).toBe('open');
    for (const s of [theirs, ...mine]) s.stop();
  });

  it('ends the stream when its session ends', async () => {
    const m = await fundedMember(t);
    const stream = open(m.token);
    await vi.waitFor(() => expect(stream.events[0]?.type).toBe('reread'));
    expect(streams.openCount()).toBeGreaterThan(0);

    expect((await postLogout(t.app, m.token)).statusCode).toBe(200);
    await streams.closeEnded();
    // The server ended the response: the reader sees the end of the body.
    await expect(stream.ended).resolves.toBe(true);
  });

  it('ends the streams of every session of the member at a sign-out everywhere', async () => {
    const m = await fundedMember(t);
    const second = await loginMember(t.app, m.phoneNumber, m.Password);
    const [a, b] = [open(m.token), open(second)];
    await vi.waitFor(() => expect([a.events[0]?.type, b.events[0]?.type]).toEqual(['reread', 'reread']));

    const res = await post(t.app, logoutAll.path, {}, { headers: memberHeaders(second) });
    expect(res.statusCode).toBe(200);
    await streams.closeEnded();
    await expect(Promise.all([a.ended, b.ended])).resolves.toEqual([true, true]);
  });
});

describe('what the ledger tells after a commit', () => {
  const heard: MemberMoneyMoved[] = [];
  beforeAll(() => onMemberMoneyMoved(t.database.db, (moved) => heard.push(moved)));
  beforeEach(() => void (heard.length = 0));

  const credit = (memberId: string, key: string) =>
    transfer(t.database.db, {
      from: houseAccount('bonusExpense'),
      to: memberAccount(memberId, 'mainWallet'),
      amount: 1_000n,
      kind: 'bonus',
      reference: `test:${key}`,
      idempotencyKey: key,
    });

  it('tells nothing of a transaction that rolled back, and a repeat only once', async () => {
    const m = await fundedMember(t);
    const key = `push-${crypto.randomUUID()}`;
    await expect(
      t.database.db.transaction(async (tx) => {
        await transfer(tx, {
          from: houseAccount('bonusExpense'),
          to: memberAccount(m.id, 'mainWallet'),
          amount: 1_000n,
          kind: 'bonus',
          reference: 'test:rolled-back',
          idempotencyKey: key,
        });
        throw new Error('the caller fails after the ledger wrote');
      }),
    ).rejects.toThrow('the caller fails');
    expect(heard).toEqual([]);

    await credit(m.id, key);
    await credit(m.id, key);
    expect(heard).toEqual([
      { memberId: m.id, kind: 'bonus', change: 'credit', asset: 'THB', amount: 1_000n },
    ]);
  });
});

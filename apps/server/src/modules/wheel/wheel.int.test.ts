import { randomUUID } from 'node:crypto';
import { TH } from '@chokdee/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectFailure, getRefresh, memberHeaders, siteHeaders } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { ledgerTransfers, members, wheelSpins } from '../../db/schema';
import { hashServerSeed } from '@chokdee/house-maths/provably-fair';
import {
  balances,
  expectLedgerHealthy,
  member,
  SEEDS,
  spin,
  SPINS,
  VERIFY,
  WHEEL,
  wheelOf,
  withPrizes,
} from './test-kit';

const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });
const HEX64 = /^[0-9a-f]{64}$/;

const transferCount = async () => (await t.database.db.select({ n: count() }).from(ledgerTransfers))[0]!.n;

describe('GET /prize-composite/v1/wheel', () => {
  it('shows the prizes in wheel order with honest odds, tickets, coins and the committed seed', async () => {
    const m = await member(t, 2n);
    const data = await wheelOf(t.app, m.token);
    expect(
      data.prizes.map((p: { index: number; kind: string; amount: number; odds: number }) => [
        p.index,
        p.kind,
        p.amount,
        p.odds,
      ]),
    ).toEqual([
      [0, 'CREDIT', 5, 30],
      [1, 'CREDIT', 10, 15],
      [2, 'CREDIT', 50, 3],
      [3, 'CREDIT', 100, 1],
      [4, 'COIN', 10, 25],
      [5, 'COIN', 50, 6],
      [6, 'NONE', 0, 20],
    ]);
    expect(data.prizes[0]).toMatchObject({ label: 'เครดิต 5 บาท', sortOrder: 1, id: expect.any(String) });
    expect(data).toMatchObject({ tickets: 2, coins: 0, fairness: { nonce: 0 } });
    expect(data.fairness.serverSeedHash).toMatch(HEX64);
    expect(data.fairness.clientSeed).toMatch(/^[0-9a-f]{16}$/);
    // The commitment stays until the member rotates.
    expect((await wheelOf(t.app, m.token)).fairness).toEqual(data.fairness);
  });

  it('needs a member token', async () => {
    expectFailure(await t.app.inject({ url: WHEEL, headers: siteHeaders }), 401);
  });
});

describe('POST /prize-composite/v1/spins', () => {
  it('without a ticket answers 409 and moves nothing', async () => {
    const m = await member(t);
    const before = await transferCount();
    expectFailure(await spin(t.app, m.token), 409, TH.wheelNoTicket);
    expect(await transferCount()).toBe(before);
    expect((await wheelOf(t.app, m.token)).fairness.nonce).toBe(0);
  });

  it('spends one ticket, pays the drawn prize and answers the segment and seeds', async () => {
    const m = await member(t, 1n);
    const before = await wheelOf(t.app, m.token);
    const res = await spin(t.app, m.token);
    expect(res.statusCode).toBe(200);
    const { data, message } = res.json();
    const prize = before.prizes[data.prize.index];
    const { odds: _odds, ...shown } = prize;
    expect(data).toEqual({
      spinId: expect.any(String),
      prize: shown,
      ticketsLeft: 0,
      fairness: before.fairness,
    });
    const won = prize.kind !== 'NONE';
    expect(message).toBe((won ? TH.wheelWon : TH.wheelNoPrize).replace('{label}', prize.label));
    const b = await balances(t, m.id);
    expect(b.spinWallet.available).toBe(0n);
    expect(b.gameWallet.available).toBe(prize.kind === 'CREDIT' ? BigInt(prize.amount * 100) : 0n);
    expect(b.prizeWallet.available).toBe(prize.kind === 'COIN' ? BigInt(prize.amount * 100) : 0n);
    expect((await wheelOf(t.app, m.token)).fairness.nonce).toBe(1);
    await expectLedgerHealthy(t);
  });

  it('pays CREDIT prizes to the game wallet and COIN prizes as prize coins', async () => {
    const m = await member(t, 2n);
    await withPrizes(t, [{ label: 'เครดิต 20 บาท', kind: 'CREDIT', amount: 2_000n, weight: 1 }], async () => {
      const res = await spin(t.app, m.token);
      expect(res.json()).toMatchObject({
        message: TH.wheelWon.replace('{label}', 'เครดิต 20 บาท'),
        data: { prize: { index: 0, kind: 'CREDIT', amount: 20 }, ticketsLeft: 1 },
      });
    });
    await withPrizes(t, [{ label: '7 เหรียญ', kind: 'COIN', amount: 7n, weight: 1 }], async () => {
      const res = await spin(t.app, m.token);
      expect(res.json().data).toMatchObject({ prize: { kind: 'COIN', amount: 7 }, ticketsLeft: 0 });
      expect((await wheelOf(t.app, m.token)).coins).toBe(7);
    });
    const info = (await getRefresh(t.app, m.token)).json().data;
    expect(info.internalWallet).toMatchObject({ gameWallet: 20, prizeWallet: 7, spinWallet: 0 });
    const transfers = await t.database.db
      .select({ kind: ledgerTransfers.kind, key: ledgerTransfers.idempotencyKey })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reference, `wheel:${(await spinsOf(m.token))[0].id}`));
    expect(transfers.map((x) => x.kind).sort()).toEqual(['prize', 'spin']);
    await expectLedgerHealthy(t);
  });

  it('a NONE prize only spends the ticket', async () => {
    const m = await member(t, 1n);
    await withPrizes(t, [{ label: 'ขอบคุณที่ร่วมสนุก', kind: 'NONE', amount: 0n, weight: 1 }], async () => {
      const res = await spin(t.app, m.token);
      expect(res.json().message).toBe(TH.wheelNoPrize.replace('{label}', 'ขอบคุณที่ร่วมสนุก'));
    });
    const b = await balances(t, m.id);
    expect([b.spinWallet.available, b.gameWallet.available, b.prizeWallet.available]).toEqual([0n, 0n, 0n]);
  });

  it('with no prize on the wheel answers 503 and keeps the ticket', async () => {
    const m = await member(t, 1n);
    await withPrizes(t, [], async () => {
      expectFailure(await spin(t.app, m.token), 503, TH.wheelEmpty);
    });
    expect((await balances(t, m.id)).spinWallet.available).toBe(1n);
  });

  it('refuses a locked member (403) and keeps the ticket', async () => {
    const m = await member(t, 1n);
    await t.database.db.update(members).set({ locked: true }).where(eq(members.id, m.id));
    expectFailure(await spin(t.app, m.token), 403, TH.memberLocked);
    expect((await balances(t, m.id)).spinWallet.available).toBe(1n);
  });

  it("refuses another OpenBox (400) and needs a member's token (401)", async () => {
    const m = await member(t, 1n);
    expectFailure(await spin(t.app, m.token, { OpenBox: 'box_2' }), 400, TH.wheelBoxInvalid);
    expectFailure(await spin(t.app, m.token, { OpenBox: 'box_1', x: 1 }), 400);
    const res = await t.app.inject({ method: 'POST', url: SPINS, headers: siteHeaders, payload: {} });
    expectFailure(res, 401);
    expect((await balances(t, m.id)).spinWallet.available).toBe(1n);
  });
});

async function spinsOf(token: string) {
  const res = await t.app.inject({ url: SPINS, headers: memberHeaders(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const rotate = (token: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: SEEDS, headers: memberHeaders(token), payload });
const verifySpin = (token: string, spinId: string) =>
  t.app.inject({ method: 'POST', url: VERIFY, headers: memberHeaders(token), payload: { spinId } });

describe('seeds, spin list and verification', () => {
  it('reveals the committed seed on rotation and replays every spin made with it', async () => {
    const m = await member(t, 3n);
    const { fairness } = await wheelOf(t.app, m.token);
    for (let i = 0; i < 3; i += 1) expect((await spin(t.app, m.token)).statusCode).toBe(200);
    const listed = await spinsOf(m.token);
    expect(listed.map((s: { nonce: number }) => s.nonce)).toEqual([2, 1, 0]);
    expect(listed[0]).toMatchObject({ serverSeed: null, serverSeedHash: fairness.serverSeedHash });
    expectFailure(await verifySpin(m.token, listed[0].id), 409, TH.wheelSeedSecret);

    const res = await rotate(m.token, { clientSeed: 'ลูกค้าเลือกเอง' });
    expect(res.statusCode).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe(TH.wheelSeedsRotated);
    expect(data.revealed).toMatchObject({ serverSeedHash: fairness.serverSeedHash, spins: 3 });
    expect(hashServerSeed(data.revealed.serverSeed)).toBe(fairness.serverSeedHash);
    expect(data.fairness).toMatchObject({ clientSeed: 'ลูกค้าเลือกเอง', nonce: 0 });
    expect(data.fairness.serverSeedHash).not.toBe(fairness.serverSeedHash);
    expect((await wheelOf(t.app, m.token)).fairness).toEqual(data.fairness);

    for (const s of await spinsOf(m.token)) {
      expect(s.serverSeed).toBe(data.revealed.serverSeed);
      const v = await verifySpin(m.token, s.id);
      expect(v.statusCode).toBe(200);
      expect(v.json().data).toMatchObject({
        serverSeed: data.revealed.serverSeed,
        clientSeed: fairness.clientSeed,
        nonce: s.nonce,
        hashMatches: true,
        storedIndex: s.prize.index,
        replayedIndex: s.prize.index,
        ok: true,
      });
      expect(v.json().data.prizes).toHaveLength(7);
    }
  });

  it("answers 404 for an unknown spin or another member's, and 400 for a bad client seed", async () => {
    const [a, b] = [await member(t, 1n), await member(t)];
    await spin(t.app, a.token);
    const [row] = await t.database.db.select().from(wheelSpins).where(eq(wheelSpins.memberId, a.id));
    expectFailure(await verifySpin(b.token, row!.id), 404, TH.wheelSpinNotFound);
    expectFailure(await verifySpin(a.token, randomUUID()), 404, TH.wheelSpinNotFound);
    expectFailure(await verifySpin(a.token, 'nope'), 400, TH.wheelSpinNotFound);
    expectFailure(await rotate(a.token, { clientSeed: '' }), 400, TH.clientSeedInvalid);
    expectFailure(await rotate(a.token, { clientSeed: 'x'.repeat(65) }), 400, TH.clientSeedInvalid);
  });
});

describe('GET /wheel-script/script and /wheel-script/html5', () => {
  it('serve the widget without keys, with no inline handlers', async () => {
    const script = await t.app.inject({ url: '/wheel-script/script' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(script.body).toContain('window.ChokdeeWheel');
    expect(() => new Function(script.body)).not.toThrow();
    const html = await t.app.inject({ url: '/wheel-script/html5' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body).toContain('chokdee-wheel__disc');
    expect(html.body).not.toMatch(/\son[a-z]+=|<script/i);
  });

  it('are documented at /docs with the member calls', async () => {
    const paths = (await t.app.inject({ url: '/docs/json' })).json().paths;
    for (const [path, method] of [
      [WHEEL, 'get'],
      [SPINS, 'post'],
      [SPINS, 'get'],
      [SEEDS, 'post'],
      [VERIFY, 'post'],
      ['/wheel-script/script', 'get'],
      ['/wheel-script/html5', 'get'],
      ['/admin/v1/itemcodes', 'post'],
      ['/user-profile-composite/v1/topup/itemcode/redeem', 'post'],
    ] as const) {
      expect(paths[path]?.[method]?.summary, `${method} ${path}`).toEqual(expect.any(String));
    }
  });
});

import { TH } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, postLogin } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { gameRounds, members } from '../../db/schema';
import { feedOutcomes, feedTx } from '../deposits/test-kit';
import { houseAccount, memberAccount, transfer } from '../ledger';
import { signInNewStaff } from '../staff/test-kit';
import { giveBonus, setWithdrawConfig, withdraw } from '../withdrawals/test-kit';
import { adminGet, adminSend, MEMBERS, newMember } from './test-kit';

/** GET /admin/v1/members/:id and its paged lists (docs/decisions/078-member-actions.md). */
const t = useTestApp();
type Member = Awaited<ReturnType<typeof newMember>>;
let m: Member;
let child: Member;
let grandchild: Member;
let promotionId: string;

const get = async (path: string, query: Record<string, string> = {}, headers?: Record<string, string>) => {
  const res = await adminGet(t.app, `${MEMBERS}/${m.id}${path}`, query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  m = await newMember(t);
  const keyOf = async (id: string) =>
    (await t.database.db.select().from(members).where(eq(members.id, id)))[0]!.affiliateKey;
  child = await newMember(t, { affiliateKey: await keyOf(m.id) });
  grandchild = await newMember(t, { affiliateKey: await keyOf(child.id) });
  // A deposit from the bound account (ledger entry + statement), then a withdrawal of part of it.
  expect(await feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount, amount: 500 })])).toEqual([
    'credited',
  ]);
  await setWithdrawConfig(t.app);
  expect((await withdraw(t.app, m.token, 100)).statusCode).toBe(200);
  // A bonus of 100 on a deposit of 200 (a test channel's, not the feed's): 300 more in the wallet.
  promotionId = await giveBonus(t, m.id, { credit: 30_000n, needTurnover: 300_00n, cap: null });
  await t.database.db.insert(gameRounds).values({
    partner: 'test',
    providerRoundId: `r-${m.id}`,
    memberId: m.id,
    gameCode: 'slot-1',
    status: 'settled',
    betAmount: 120_00n,
    betCount: 1,
    turnover: 120_00n,
    result: 'lose',
    settledAt: new Date(),
  });
  await t.app.inject({
    method: 'POST',
    url: '/auth-service/v1/login',
    headers: { 'x-api-key': 'test-site-key-123', 'user-agent': 'Test Browser 1.0' },
    payload: { phoneNumber: m.phoneNumber, Password: 'wrong-pass' },
  });
  await adminSend(t.app, 'POST', `${MEMBERS}/${m.id}/notes`, { text: 'ลูกค้า VIP' });
});

describe('GET /admin/v1/members/:id', () => {
  it('answers profile, bound bank, wallets, totals, turnover and the size of each list', async () => {
    const page = await get('');
    expect(page.profile).toEqual({
      id: m.id,
      phoneNumber: m.phoneNumber,
      firstName: m.firstName,
      lastName: m.lastName,
      gameUsername: expect.stringMatching(/^ck/),
      affiliateKey: expect.any(String),
      referrer: null,
      isBonus: false,
      locked: false,
      mustChangePassword: false,
      signupIp: '127.0.0.1',
      createdAt: expect.any(String),
      passwordChangedAt: null,
      consent: null,
    });
    expect(page.bank).toEqual({ bankCode: m.BankCode, bankAccount: m.BankAccount, masked: false });
    expect(page.wallets.gameWallet.balance).toBe(400 + 300);
    expect(Object.keys(page.wallets)).toHaveLength(7);
    expect(page.totals).toEqual({ totalDeposit: 500 + 200, totalWithdraw: expect.any(Number) });
    expect(page.turnover).toEqual({
      settledTotal: 120,
      activeBonus: { promotionId, needTurnover: 300, nowTurnover: expect.any(Number) },
    });
    expect(page.counts).toEqual({
      ledgerEntries: expect.any(Number),
      deposits: 1,
      withdrawals: 1,
      bonuses: 1,
      gameRounds: 1,
      referralsLevel1: 1,
      referralsLevel2: 1,
      logins: 2,
      notes: 1,
    });
    expect(page.counts.ledgerEntries).toBeGreaterThanOrEqual(2);
  });

  it('names the referrer of a referred member', async () => {
    const res = await adminGet(t.app, `${MEMBERS}/${child.id}`);
    expect(res.json().data.profile.referrer).toEqual({ id: m.id, phoneNumber: m.phoneNumber });
  });

  it("masks the bound account and the lists' accounts for support, not for finance", async () => {
    const support = (await signInNewStaff(t.app, 'support')).headers;
    const masked = `${'*'.repeat(m.BankAccount.length - 4)}${m.BankAccount.slice(-4)}`;
    expect((await get('', {}, support)).bank).toEqual({
      bankCode: m.BankCode,
      bankAccount: masked,
      masked: true,
    });
    expect((await get('/withdrawals', {}, support)).items[0].to.bankAccount).toBe(masked);
    expect((await get('/deposits', {}, support)).items[0].fromAccount).toBe(masked);
    const finance = (await signInNewStaff(t.app, 'finance')).headers;
    expect((await get('', {}, finance)).bank.bankAccount).toBe(m.BankAccount);
  });

  it('answers 404 for no such member, on the page and on every list', async () => {
    const none = '00000000-0000-4000-8000-000000000000';
    for (const path of [
      '',
      '/ledger',
      '/deposits',
      '/withdrawals',
      '/bonuses',
      '/rounds',
      '/referrals',
      '/logins',
      '/notes',
    ]) {
      expectFailure(await adminGet(t.app, `${MEMBERS}/${none}${path}`), 404, TH.memberIdNotFound);
    }
  });

  it('refuses marketing on the page and its lists; support and finance read them', async () => {
    const marketing = (await signInNewStaff(t.app, 'marketing')).headers;
    expectFailure(await adminGet(t.app, `${MEMBERS}/${m.id}`, {}, marketing), 403, TH.staffNotPermitted);
    expectFailure(
      await adminGet(t.app, `${MEMBERS}/${m.id}/logins`, {}, marketing),
      403,
      TH.staffNotPermitted,
    );
    for (const role of ['support', 'finance'] as const) {
      const { headers } = await signInNewStaff(t.app, role);
      expect((await adminGet(t.app, `${MEMBERS}/${m.id}/ledger`, {}, headers)).statusCode).toBe(200);
    }
  });
});

describe('the member page lists', () => {
  it('ledger: every wallet entry, newest first, paged', async () => {
    const all = await get('/ledger', { pageSize: '100' });
    expect(all.total).toBe(all.items.length);
    // The oldest deposit entry (newest first): the feed's.
    const deposit = all.items.findLast((e: { kind: string }) => e.kind === 'deposit');
    expect(deposit).toMatchObject({ wallet: 'gameWallet', asset: 'THB', amount: 500, reverses: null });
    expect(deposit.counterparty).toMatch(/^house:bank:/);
    const ids = all.items.map((e: { id: string }) => BigInt(e.id));
    expect([...ids].sort((a, b) => (a > b ? -1 : 1))).toEqual(ids);
    const second = await get('/ledger', { pageSize: '1', page: '2' });
    expect(second).toEqual({ total: all.total, items: [all.items[1]] });
  });

  it('deposits, withdrawals, bonuses and rounds', async () => {
    const deposits = await get('/deposits');
    expect(deposits).toEqual({
      total: 1,
      items: [
        expect.objectContaining({
          amount: 500,
          status: 'credited',
          creditedVia: 'feed',
          fromAccount: m.BankAccount,
        }),
      ],
    });
    const withdrawals = await get('/withdrawals');
    expect(withdrawals.items).toEqual([
      expect.objectContaining({
        amount: 100,
        to: { bankCode: m.BankCode, bankAccount: m.BankAccount, masked: false },
      }),
    ]);
    const bonuses = await get('/bonuses');
    expect(bonuses.items).toEqual([
      expect.objectContaining({
        promotionId,
        bonusAmount: 100,
        needTurnover: 300,
        maxWithdraw: null,
        status: 'active',
      }),
    ]);
    expect((await get('/rounds')).items).toEqual([
      expect.objectContaining({
        gameCode: 'slot-1',
        status: 'settled',
        betAmount: 120,
        turnover: 120,
        result: 'lose',
      }),
    ]);
  });

  it('referrals of level 1 and level 2', async () => {
    expect(await get('/referrals')).toEqual({
      total: 1,
      items: [
        {
          id: child.id,
          phoneNumber: child.phoneNumber,
          fullName: expect.any(String),
          createdAt: expect.any(String),
          via: null,
        },
      ],
    });
    expect(await get('/referrals', { level: '2' })).toEqual({
      total: 1,
      items: [
        {
          id: grandchild.id,
          phoneNumber: grandchild.phoneNumber,
          fullName: expect.any(String),
          createdAt: expect.any(String),
          via: { id: child.id, phoneNumber: child.phoneNumber },
        },
      ],
    });
    expectFailure(await adminGet(t.app, `${MEMBERS}/${m.id}/referrals`, { level: '3' }), 400);
  });

  it('login history: failed and successful tries with address and browser, newest first', async () => {
    const logins = await get('/logins');
    expect(logins).toEqual({
      total: 2,
      items: [
        { at: expect.any(String), ip: '127.0.0.1', userAgent: 'Test Browser 1.0', outcome: 'bad-password' },
        { at: expect.any(String), ip: '127.0.0.1', userAgent: expect.any(String), outcome: 'ok' },
      ],
    });
    // A locked member's right password is kept as 'locked'; a phone of no member leaves nothing.
    await adminSend(t.app, 'POST', `${MEMBERS}/${child.id}/lock`, { reason: 'ทดสอบ' });
    await postLogin(t.app, child.phoneNumber, child.Password);
    const childLogins = (await adminGet(t.app, `${MEMBERS}/${child.id}/logins`)).json().data;
    expect(childLogins.items[0].outcome).toBe('locked');
  });

  it('answers 400 for an unknown query field or a page size over 100', async () => {
    expectFailure(
      await adminGet(t.app, `${MEMBERS}/${m.id}/ledger`, { wallet: 'gameWallet' }),
      400,
      TH.unknownField,
    );
    expectFailure(await adminGet(t.app, `${MEMBERS}/${m.id}/notes`, { pageSize: '101' }), 400);
  });
});

describe("the ledger's game names", () => {
  it('names the game of a bet (a house game as members see it) and of a refund (by its round)', async () => {
    // Issue 24 item 11: the back office showed "bet" and "house:partner:HOUSE#21 game-round:…", no game.
    const [round] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.memberId, m.id));
    const wallet = memberAccount(m.id, 'gameWallet');
    await transfer(t.database.db, {
      amount: 1_00n,
      from: wallet,
      to: houseAccount('partner:HOUSE'),
      kind: 'bet',
      reference: `ledger-game-bet:${m.id}`,
      idempotencyKey: `ledger-game-bet:${m.id}`,
      meta: { gameCode: 'live-baccarat' },
    });
    await transfer(t.database.db, {
      amount: 1_00n,
      from: houseAccount('partner:test'),
      to: wallet,
      kind: 'refund',
      reference: `game-round:${round!.id}`,
      idempotencyKey: `ledger-game-refund:${m.id}`,
    });
    const items = (await get('/ledger', { pageSize: '100' })).items as {
      kind: string;
      game: string | null;
    }[];
    expect(items.find((e) => e.kind === 'bet')?.game).toBe('บาคาร่าสด');
    expect(items.find((e) => e.kind === 'refund')?.game).toBe('slot-1');
    expect(items.find((e) => e.kind === 'deposit')?.game).toBeNull();
  });
});

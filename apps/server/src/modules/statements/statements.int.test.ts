import { randomUUID } from 'node:crypto';
import { TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { expectFailure, memberHeaders, registerMember, siteHeaders } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { feedOutcomes, feedTx } from '../deposits/test-kit';
import {
  ensureMemberAccounts,
  houseAccount,
  memberAccount,
  transfer,
  voidHold,
  type HouseName,
} from '../ledger';
import { memberIdByPhone, withdrawalHold } from '../ledger/test-kit';
import { bangkokDay } from '../reports';
import { backdatedTransfer, play } from '../reports/test-kit';

const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });
const STATEMENT = '/user-profile-composite/v1/statement';

interface Line {
  at: string;
  type: string;
  title: string;
  amount: number;
  balanceAfter: number;
  ref: string;
}

async function statement(token: string, query = '', headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    url: `${STATEMENT}${query}`,
    headers: { ...memberHeaders(token), ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    items: Line[];
    total: number;
    page: number;
    pageSize: number;
    openingBalance: number;
    closingBalance: number;
  };
}

const game = (id: string) => memberAccount(id, 'gameWallet');

/** Money a module puts in the playable credit (or takes out of it), booked as that module books it. */
function move(id: string, kind: string, satang: bigint, house: HouseName, out = false) {
  return transfer(t.database.db, {
    from: out ? game(id) : houseAccount(house),
    to: out ? houseAccount(house) : game(id),
    amount: satang,
    kind,
    reference: `${kind}:test`,
    idempotencyKey: randomUUID(),
  });
}

const withdrawal = (id: string, satang: bigint) => withdrawalHold(t.database.db, id, satang);

async function member(isBonus = false) {
  const m = await registerMember(t.app, { isBonus });
  return { ...m, id: await memberIdByPhone(t.database.db, m.phoneNumber) };
}

/** A member with a line of every type: deposit with its bonus, rewards, a game round, withdrawals, a forfeit. */
async function busyMember() {
  const m = await member(true);
  await feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount, amount: 1000 })]);
  await move(m.id, 'cashback', 2_000n, 'cashbackExpense');
  await move(m.id, 'affiliate', 1_234n, 'affiliateExpense');
  await move(m.id, 'prize', 500n, 'prizeExpense');
  await move(m.id, 'itemcode', 5_000n, 'itemCodeExpense');
  await move(m.id, 'adjustment', 700n, 'adjustments');
  const round = randomUUID();
  await play(t.database.db, {
    partner: 'test',
    memberId: m.id,
    kind: 'bet',
    satang: 10_000n,
    game: 'slot-x',
    roundId: round,
  });
  await play(t.database.db, {
    partner: 'test',
    memberId: m.id,
    kind: 'win',
    satang: 25_000n,
    game: 'slot-x',
    roundId: round,
  });
  await withdrawal(m.id, 30_000n);
  await move(m.id, 'forfeit', 4_000n, 'bonusExpense', true);
  const failed = await withdrawal(m.id, 10_000n);
  await voidHold(t.database.db, failed.holdId);
  return m;
}

describe('GET /user-profile-composite/v1/statement', () => {
  it('lists every type with signed amounts and running balances, newest first', async () => {
    const m = await busyMember();
    const s = await statement(m.token);
    expect(s.items.map((l) => [l.type, l.title, l.amount])).toEqual([
      ['withdraw', 'คืนเงินถอนที่ไม่สำเร็จ', 100],
      ['withdraw', 'ถอนเงิน', -100],
      ['bonus', 'โบนัสสิ้นสุด: ตัดยอดเกินเงื่อนไขถอน', -40],
      ['withdraw', 'ถอนเงิน', -300],
      ['game', 'เล่นเกม slot-x', 150],
      ['reward', 'ปรับยอดโดยเจ้าหน้าที่', 7],
      ['reward', 'เครดิตฟรีจากโค้ด', 50],
      ['reward', 'รางวัลกงล้อ', 5],
      ['reward', 'รายได้แนะนำเพื่อน', 12.34],
      ['reward', 'คืนยอดเสีย', 20],
      ['bonus', expect.stringMatching(/^รับโบนัส .+/), expect.any(Number)],
      ['deposit', 'ฝากเงิน', 1000],
    ]);
    const bonus = s.items[10]!.amount;
    expect(bonus).toBeGreaterThan(0);
    // Each line's balance follows from the one before; the newest is what the member can spend now.
    const oldestFirst = [...s.items].reverse();
    let balance = s.openingBalance;
    for (const l of oldestFirst) {
      balance = Math.round((balance + l.amount) * 100) / 100;
      expect(l.balanceAfter).toBe(balance);
    }
    expect(s.openingBalance).toBe(0);
    expect(s.closingBalance).toBe(balance);
    expect(s.closingBalance).toBe(
      Math.round((1000 + bonus + 20 + 12.34 + 5 + 50 + 7 + 150 - 300 - 40) * 100) / 100,
    );
    expect(s.total).toBe(12);
  });

  it('filters by type, pages, and counts the filter', async () => {
    const m = await busyMember();
    const rewards = await statement(m.token, '?type=reward&pageSize=2');
    expect(rewards.total).toBe(5);
    expect(rewards.items.map((l) => l.amount)).toEqual([7, 50]);
    const page3 = await statement(m.token, '?type=reward&pageSize=2&page=3');
    expect(page3.items.map((l) => l.amount)).toEqual([20]);
    expect((await statement(m.token, '?type=reward&pageSize=2&page=4')).items).toEqual([]);
    expect((await statement(m.token, '?type=game')).items.map((l) => l.amount)).toEqual([150]);
    expect((await statement(m.token, '?type=deposit')).items.map((l) => l.amount)).toEqual([1000]);
    expect((await statement(m.token, '?type=withdraw')).total).toBe(3);
    expect((await statement(m.token, '?type=bonus')).total).toBe(2);
    // The balances are the range's, whatever the filter.
    expect(rewards.closingBalance).toBe((await statement(m.token)).closingBalance);
  });

  it('answers the titles in English when asked', async () => {
    const m = await busyMember();
    const s = await statement(m.token, '?type=game', { 'accept-language': 'en' });
    expect(s.items[0]!.title).toBe('Game slot-x');
  });

  it('keeps Bangkok days: 23:59:59 is that day, 00:00 the next', async () => {
    const m = await member();
    // The accounts exist once something used them (a backdated row is written without the ledger).
    await ensureMemberAccounts(t.database.db, m.id);
    await move((await member()).id, 'deposit', 1n, 'bank:test');
    const bank = houseAccount('bank:test').id;
    const to = game(m.id).id;
    // 2026-03-01 00:00 in Bangkok is 2026-02-28 17:00 UTC.
    await backdatedTransfer(t.database.db, {
      from: bank,
      to,
      kind: 'deposit',
      satang: 100n,
      at: '2026-02-28T16:59:59Z',
      entry: true,
    });
    await backdatedTransfer(t.database.db, {
      from: bank,
      to,
      kind: 'deposit',
      satang: 200n,
      at: '2026-02-28T17:00:00Z',
      entry: true,
    });
    await backdatedTransfer(t.database.db, {
      from: bank,
      to,
      kind: 'deposit',
      satang: 400n,
      at: '2026-03-31T16:59:59Z',
      entry: true,
    });
    await backdatedTransfer(t.database.db, {
      from: bank,
      to,
      kind: 'deposit',
      satang: 800n,
      at: '2026-03-31T17:00:00Z',
      entry: true,
    });
    const march = await statement(m.token, '?from=2026-03-01&to=2026-03-31');
    expect(march.items.map((l) => l.amount)).toEqual([4, 2]);
    expect(march.openingBalance).toBe(1);
    expect(march.closingBalance).toBe(7);
    expect((await statement(m.token, '?from=2026-02-28&to=2026-02-28')).items.map((l) => l.amount)).toEqual([
      1,
    ]);
  });

  it("never shows another member's lines", async () => {
    const a = await busyMember();
    const b = await member();
    const s = await statement(b.token);
    expect(s.items).toEqual([]);
    expect(s.closingBalance).toBe(0);
    expect((await statement(a.token)).total).toBe(12);
  });

  it('refuses unknown fields, bad dates, bad types and a range over a year, in Thai or English', async () => {
    const m = await member();
    const call = (query: string, lang = 'th') =>
      t.app.inject({
        url: `${STATEMENT}${query}`,
        headers: { ...memberHeaders(m.token), 'accept-language': lang },
      });
    expectFailure(await call('?foo=1'), 400, TH.unknownField);
    expectFailure(await call('?from=2026-02-30'), 400, TH.reportDateInvalid);
    expectFailure(await call('?from=26-01-01'), 400, TH.reportDateInvalid);
    expectFailure(await call('?type=poker'), 400, TH.statementTypeInvalid);
    expectFailure(await call('?from=2025-01-01&to=2026-01-02'), 400, TH.statementRangeTooLong);
    expectFailure(await call('?from=2026-01-02&to=2026-01-01'), 400, TH.reportRangeReversed);
    expectFailure(
      await call('?from=2025-01-01&to=2026-01-02', 'en'),
      400,
      'A statement covers at most one year at a time. Please choose another range.',
    );
    // A whole leap year is one year.
    expect((await call('?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
    expectFailure(await t.app.inject({ url: STATEMENT, headers: siteHeaders }), 401, TH.unauthorized);
  });
});

describe('monthly statement files', () => {
  const month = () => bangkokDay(new Date()).slice(0, 7);

  it('CSV: UTF-8 with a BOM, opening + lines = closing, totals per type', async () => {
    const m = await busyMember();
    const res = await t.app.inject({
      url: `${STATEMENT}/monthly.csv?month=${month()}`,
      headers: memberHeaders(m.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`statement-${month()}.csv`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = res.body
      .slice(1)
      .trim()
      .split('\r\n')
      .map((r) => r.split(','));
    expect(rows[0]![0]).toBe(`รายการเดินบัญชี เดือน ${month()}`);
    expect(rows[1]).toEqual(['วันเวลา', 'ประเภท', 'รายการ', 'จำนวนเงิน (บาท)', 'คงเหลือ (บาท)', 'อ้างอิง']);
    expect(rows[2]!.slice(2, 5)).toEqual(['ยอดยกมา', '', '0.00']);
    const closingAt = rows.findIndex((r) => r[2] === 'ยอดคงเหลือ');
    const lines = rows.slice(3, closingAt);
    expect(lines).toHaveLength(12);
    expect(lines[0]!.slice(1, 4)).toEqual(['ฝาก', 'ฝากเงิน', '1000.00']);
    expect(lines[0]![0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const sum = lines.reduce((s, l) => s + Math.round(Number(l[3]) * 100), 0);
    expect(Number(rows[closingAt]![4])).toBe(sum / 100);
    expect(rows[closingAt]![4]).toBe(lines.at(-1)![4]);
    const totals = Object.fromEntries(rows.slice(closingAt + 3).map((r) => [r[1], r[3]]));
    expect(totals).toMatchObject({ ถอน: '-300.00', เกม: '150.00', รางวัล: '94.34' });
  });

  it('PDF: a PDF file naming the month; months are validated', async () => {
    const m = await busyMember();
    const res = await t.app.inject({
      url: `${STATEMENT}/monthly.pdf?month=${month()}`,
      headers: memberHeaders(m.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain(`${month()} statement`);
    const bad = await t.app.inject({
      url: `${STATEMENT}/monthly.pdf?month=2026-13`,
      headers: memberHeaders(m.token),
    });
    expectFailure(bad, 400, TH.statementMonthInvalid);
    const none = await t.app.inject({ url: `${STATEMENT}/monthly.csv?month=2026-01`, headers: siteHeaders });
    expectFailure(none, 401, TH.unauthorized);
  });
});

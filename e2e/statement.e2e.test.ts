import { readFileSync } from 'node:fs';
import { createWithdrawal, houseStartSession, housePlayRound } from '@chokdee/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { expectAccessible } from './support/axe';
import { bankFeedDeposit } from './support/bank-feed';
import { e2eSkipped } from './support/context';
import { shownBaht } from './support/house-page';
import { launchGame } from './support/launch-game';
import { login } from './support/login';
import { expectNoSideScroll, memberPage, pageErrorsBut } from './support/member-app';
import { registerMember } from './support/register-member';
import { LAPTOP_VIEWPORT, screenshot } from './support/screenshot';

/**
 * The full history and monthly statements (issue 27 item 5) in the browser, at 390 and 1366 px: a member with
 * two deposits, a withdrawal and 22 slot rounds sees them on /user/history, 20 lines at a time, filters by
 * type, and downloads the month's CSV (checked line by line) and PDF.
 */
const DEPOSITS = [1000, 500];
const WITHDRAW = 300;
const ROUNDS = 22;
const STAKE = 10;
const LINES = DEPOSITS.length + 1 + ROUNDS;
const PHONE = { width: 390, height: 844 };

let token: string;
let page: Page;
let balance = 0;

describe.skipIf(e2eSkipped())('the full history and statements', () => {
  beforeAll(async () => {
    // Setup through the API (not under test): the deposits, a withdrawal and the rounds.
    const member = await registerMember();
    token = await login(member);
    for (const baht of DEPOSITS) await bankFeedDeposit(member, baht);
    await call(createWithdrawal, { token, body: { Amount: WITHDRAW, Channel: 'BANK' } });
    const url = new URL(await launchGame(token, 'EGAMES'), 'http://e2e.invalid');
    const launchToken = new URLSearchParams(url.hash.slice(1)).get('t') ?? '';
    const session = await call(houseStartSession, { body: { launchToken } });
    for (let i = 0; i < ROUNDS; i++) {
      const played = await call(housePlayRound, {
        token: session.data.sessionToken,
        body: { game: 'slot', bet: STAKE },
      });
      balance = played.data.balance;
    }
    page = await memberPage(token, '/user/history', { viewport: PHONE });
  });

  const lines = () => page.getByRole('list', { name: 'ประวัติรายการทั้งหมด' }).getByRole('listitem');
  const chip = (name: string) =>
    page.getByRole('group', { name: 'ประเภทรายการ' }).getByRole('button', { name });

  it('lists every line, 20 at a time, with the balance the server says', async () => {
    await page.getByRole('heading', { name: 'ประวัติรายการทั้งหมด', level: 1 }).waitFor();
    await page.getByText(`แสดง 20 จาก ${LINES} รายการ`).waitFor();
    expect(await lines().count()).toBe(20);
    // Newest first: the last round; its balance after is what the member holds now.
    expect(await lines().first().textContent()).toContain('เล่นเกม');
    expect(await lines().first().textContent()).toContain(`คงเหลือ ${shownBaht(balance)}`);
    await expectNoSideScroll(page);
    await expectAccessible(page, 'statement 390');
    await screenshot(page, 'statement-390.png', { fullPage: true });

    await page.getByRole('button', { name: 'ดูรายการเพิ่มเติม' }).click();
    await page.getByText(`แสดง ${LINES} จาก ${LINES} รายการ`).waitFor();
    expect(await page.getByRole('button', { name: 'ดูรายการเพิ่มเติม' }).count()).toBe(0);
    const all = await lines().allTextContents();
    expect(all.at(-1)).toMatch(/^ฝากเงิน\+1,000\.00 บาท/);
    expect(all.at(-2)).toMatch(/^ฝากเงิน\+500\.00 บาท/);
  });

  it('filters by type', async () => {
    await chip('ฝากเงิน').click();
    await page.getByText('แสดง 2 จาก 2 รายการ').waitFor();
    expect(await chip('ฝากเงิน').getAttribute('aria-pressed')).toBe('true');
    await chip('ถอนเงิน').click();
    await page.getByText('แสดง 1 จาก 1 รายการ').waitFor();
    expect(await lines().first().textContent()).toMatch(/^ถอนเงิน−300\.00 บาท/);
    await chip('โบนัส').click();
    await page.getByText('ไม่มีรายการในช่วงวันที่และประเภทที่เลือก').waitFor();
    await chip('เกม').click();
    await page.getByText(`แสดง 20 จาก ${ROUNDS} รายการ`).waitFor();
    // Back to all: the pages already loaded are still there.
    await chip('ทั้งหมด').click();
    await page.getByText(`แสดง ${LINES} จาก ${LINES} รายการ`).waitFor();
  });

  it('downloads the month as CSV and PDF with the token, not a link', async () => {
    const csv = await downloaded('ดาวน์โหลด CSV');
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = csv
      .toString('utf8')
      .slice(1)
      .trim()
      .split('\r\n')
      .map((r) => r.split(','));
    expect(rows[2]!.slice(2, 5)).toEqual(['ยอดยกมา', '', '0.00']);
    const closingAt = rows.findIndex((r) => r[2] === 'ยอดคงเหลือ');
    const body = rows.slice(3, closingAt);
    expect(body).toHaveLength(LINES);
    expect(body.slice(0, 2).map((r) => [r[2], r[3]])).toEqual([
      ['ฝากเงิน', '1000.00'],
      ['ฝากเงิน', '500.00'],
    ]);
    expect(body.filter((r) => r[2] === 'ถอนเงิน').map((r) => r[3])).toEqual(['-300.00']);
    const sum = body.reduce((s, r) => s + Math.round(Number(r[3]) * 100), 0);
    expect(Number(rows[closingAt]![4])).toBe(sum / 100);
    expect(Number(rows[closingAt]![4])).toBe(balance);

    const pdf = await downloaded('ดาวน์โหลด PDF');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageErrorsBut(page)).toEqual([]);
  });

  it('fits a laptop with no axe violation', async () => {
    await page.setViewportSize(LAPTOP_VIEWPORT);
    await page.getByText(`แสดง ${LINES} จาก ${LINES} รายการ`).waitFor();
    await expectNoSideScroll(page);
    await expectAccessible(page, 'statement 1366');
    await screenshot(page, 'statement-1366.png');
  });
});

/** Clicks a download button and answers the saved file's bytes. */
async function downloaded(button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  return readFileSync(path);
}

import { englishTermIn } from '@chokdee/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankFeedDeposit } from './support/bank-feed';
import { newPage, pageErrors } from './support/browser';
import { e2eSkipped } from './support/context';
import { pickChip, playRound, waitReady } from './support/house-page';
import { launchGame } from './support/launch-game';
import { login } from './support/login';
import { closeErrorPopup, memberCard, memberPage, pageErrorsBut } from './support/member-app';
import { registerMember } from './support/register-member';

/**
 * Issue 17 item 4, "Thai, in Thai formats": the Thai interface names things in Thai (the English only in
 * brackets after the Thai term), and every date reads the same in the member app and the house games: day,
 * Thai month, Buddhist-era year, 24-hour time (docs/decisions/085-thai-formats.md).
 */

/** Each line of a region's visible text that still carries one of the English terms (contracts' list). */
async function englishLines(scope: Locator | Page): Promise<string[]> {
  const text = await ('goto' in scope ? scope.locator('body') : scope).innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => englishTermIn(line) !== null);
}

/** "25 พฤศจิกายน 2569 13:05 น.": the year is this year of the Buddhist era, the clock 24-hour. */
const THAI_DATE = /^(\d{1,2}) ([ก-๙]+) (\d{4}) ([01]\d|2[0-3]):[0-5]\d น\.$/;
const buddhistYear = () =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Bangkok', year: 'numeric' }).format(new Date())) +
  543;

function expectThaiDate(text: string | null) {
  const date = (text ?? '').trim();
  expect(date).toMatch(THAI_DATE);
  expect(Number(THAI_DATE.exec(date)![3])).toBe(buddhistYear());
}

/** Every screen of a signed-in member (paths.ts). */
const SCREENS = [
  '/user/home',
  '/user/profile',
  '/user/menu',
  '/user/account',
  '/user/deposit',
  '/user/withdraw',
  '/user/history',
  '/user/transactions',
  '/user/promotion',
  '/user/cash_back',
  '/user/affiliate',
  '/user/free_credit',
  '/user/spinner',
  '/user/game',
];
/** A bank shown by its code or short English name instead of its Thai name. */
const BANK_CODE =
  /\b(BBL|KBANK|KTB|TTB|SCB|CITI|SCBT|UOB|BAY|KK|KKP|CIMB|TISCO|LHB|LH BANK|ICBC|GSB|GHB|BAAC|IBANK|TRUEMONEY|PROMPTPAY)\b/;

let token: string;

describe.skipIf(e2eSkipped())('Thai, in Thai formats (issue 17 item 4)', () => {
  beforeAll(async () => {
    const member = await registerMember();
    token = await login(member);
    await bankFeedDeposit(member, 500);
  });

  it('the member card, the wheel and the deposit QR speak Thai', async () => {
    const page = await memberPage(token, '/user/home');
    const card = memberCard(page);
    await card.getByText('ซิลเวอร์ 0%').waitFor();
    expect(await englishLines(card)).toEqual([]);

    await card.getByRole('button', { name: 'ฝากเงิน' }).click();
    const deposit = page.getByRole('dialog', { name: 'ฝากเงิน' });
    await deposit.getByRole('button', { name: /^สแกน QR/ }).click();
    const qr = page.getByRole('dialog', { name: 'ฝากผ่านวอลเล็ต / พร้อมเพย์' });
    await qr.getByRole('img').first().waitFor();
    expect(await englishLines(qr)).toEqual([]);
    await page.keyboard.press('Escape');
    await qr.waitFor({ state: 'hidden' });
    expect(await englishLines(deposit)).toEqual([]);

    await page.goto('/user/spinner');
    const fairness = page.getByRole('region', { name: 'ตรวจสอบความยุติธรรม (Provably fair)' });
    await fairness.getByText('แฮชของซีดเซิร์ฟเวอร์ (SHA-256)').first().waitFor();
    expect(await englishLines(fairness)).toEqual([]);
    expect(await englishLines(page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it('every member screen speaks Thai and names banks, not their codes', async () => {
    const page = await memberPage(token, '/user/home');
    const found: string[] = [];
    for (const path of SCREENS) {
      await page.goto(path);
      await page.locator('main').waitFor();
      await expect.poll(() => page.locator('main [aria-busy="true"], main .skeleton').count()).toBe(0);
      const text = await page.locator('body').innerText();
      for (const line of text.split('\n').map((l) => l.trim())) {
        if (englishTermIn(line) !== null || BANK_CODE.test(line)) found.push(`${path}: ${line}`);
      }
    }
    expect(found).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("writes the server's amounts with thousands separators: the withdrawal maximum", async () => {
    const page = await memberPage(token, '/user/withdraw');
    await page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)', { exact: true }).fill('60000');
    await page.getByRole('button', { name: 'ตรวจสอบก่อนถอน', exact: true }).click();
    await page.getByRole('button', { name: 'ยืนยันการถอน', exact: true }).click();
    await closeErrorPopup(page, 'ถอนเงินได้สูงสุดครั้งละ 50,000 บาท');
    expect(pageErrorsBut(page, 400)).toEqual([]);
  });

  it('the app and the house games show dates alike: Buddhist era, 24-hour clock', async () => {
    const page = await newPage();
    await page.goto(await launchGame(token, 'EGAMES'));
    const spin = page.getByRole('button', { name: 'หมุน', exact: true });
    await waitReady(page, spin);
    await pickChip(page, 10);
    await playRound(page, spin);
    expect(await englishLines(page)).toEqual([]);

    await page.getByRole('link', { name: 'ตรวจสอบผลย้อนหลัง / เปลี่ยนซีด' }).click();
    const round = page.getByRole('region', { name: 'รอบล่าสุดของคุณ' }).getByRole('listitem').first();
    await round.waitFor();
    expect(await round.locator('strong').textContent()).toMatch(/^สล็อตช้างทอง · ลำดับรอบ \d+$/);
    expectThaiDate((await round.locator('span.small').first().textContent())!.split(' · ')[0]!);
    expect(await englishLines(page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);

    const app = await memberPage(token, '/user/transactions');
    const when = app.locator('main time').first();
    await when.waitFor();
    expectThaiDate(await when.textContent());
    expect(await englishLines(app)).toEqual([]);
    expect(pageErrors(app)).toEqual([]);
  });

  it('baccarat states its odds and rules in Thai', async () => {
    const page = await newPage();
    await page.goto(await launchGame(token, 'house-baccarat'));
    await waitReady(page, page.getByRole('button', { name: 'แจกไพ่', exact: true }));
    // The odds and rules are on the game's sheet ("กติกาและอัตราจ่าย").
    await page.getByRole('button', { name: 'กติกาและอัตราจ่าย' }).click();
    const sheet = page.getByRole('dialog', { name: 'บาคาร่า' });
    await sheet.getByRole('heading', { name: 'อัตราคืนผู้เล่น (RTP) ตามทฤษฎี' }).waitFor();
    expect(await englishLines(sheet)).toEqual([]);
    expect(await englishLines(page)).toEqual([]);
    expect(await page.locator('body').innerText()).not.toMatch(/Player|Banker|Tie|Pair|Punto/);
    expect(pageErrors(page)).toEqual([]);
  });
});

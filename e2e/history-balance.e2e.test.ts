import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  adminCreateItemCode,
  getBalance,
  housePlayRound,
  houseStartSession,
  redeemItemCode,
  spinWheel,
} from '@chokdee/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, call, callApproved } from './support/api';
import { axeViolations } from './support/axe';
import { bankFeedDeposit } from './support/bank-feed';
import { e2eSkipped } from './support/context';
import { shownBaht } from './support/house-page';
import { launchGame } from './support/launch-game';
import { login } from './support/login';
import { expectNoSideScroll, memberPage, pageErrorsBut } from './support/member-app';
import { REPO_ROOT } from './support/paths';
import { registerMember } from './support/register-member';

/**
 * Issue 17 item 3, "A history that explains the balance", at 360×640: after a 1,500 deposit that earns the
 * new-member 500 bonus, a free-credit code and a wheel prize of credit, the history's deposit tab shows the
 * deposit with its bonus and promotion, the item code as free credit and the prize, each with its Thai label.
 */

const DEPOSIT = 1500;
const BONUS = 500;
const FREE_CREDIT = 100;
/** One slot spin of this stake earns one spin ticket (the e2e server's SPIN_TICKET_EVERY_BAHT). */
const STAKE = 100;
/** About half the demo wheel pays credit: 12 spins all without it happen about once in 3,000 runs. */
const MAX_SPINS = 12;

let token: string;
let prize = 0;

describe.skipIf(e2eSkipped())('the history explains the balance', () => {
  beforeAll(async () => {
    // Setup through the API (not under test): a member who takes promotions, the deposit, an operator's
    // code redeemed, and play until the wheel pays credit.
    const member = await registerMember({ isBonus: true });
    token = await login(member);
    await bankFeedDeposit(member, DEPOSIT);
    expect((await call(getBalance, { token })).data.balance).toBe(DEPOSIT + BONUS);
    const code = `E2E${randomBytes(4).toString('hex').toUpperCase()}`;
    await callApproved(adminCreateItemCode, { headers: adminHeaders, body: { code, amount: FREE_CREDIT } });
    await call(redeemItemCode, { token, body: { redeem_code: code } });
    const url = new URL(await launchGame(token, 'EGAMES'), 'http://e2e.invalid');
    const launchToken = new URLSearchParams(url.hash.slice(1)).get('t') ?? '';
    const session = await call(houseStartSession, { body: { launchToken } });
    for (let i = 0; i < MAX_SPINS && prize === 0; i++) {
      await call(housePlayRound, { token: session.data.sessionToken, body: { game: 'slot', bet: STAKE } });
      const spun = await call(spinWheel, { token, body: { OpenBox: 'box_1' } });
      if (spun.data.prize.kind === 'CREDIT') prize = spun.data.prize.amount;
    }
    expect(prize).toBeGreaterThan(0);
  });

  it('shows the deposit with its bonus and promotion, the free credit and the prize', async () => {
    const page = await memberPage(token, '/user/transactions-deposit');
    const rows = page.locator('.tx-list').getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(3);
    const texts = await rows.allTextContents();
    // Newest first; each amount is what the row added to the balance, with thousands separators.
    expect(texts[0]).toMatch(new RegExp(`^รางวัลวงล้อ\\+${shownBaht(prize)} บาท.+สำเร็จ$`));
    expect(texts[1]).toMatch(new RegExp(`^เครดิตฟรี\\+${shownBaht(FREE_CREDIT)} บาท.+สำเร็จ$`));
    expect(texts[2]).toMatch(
      new RegExp(`^ฝาก 1,500 \\+ โบนัส 500 · สมาชิกใหม่ รับโบนัส 50%\\+${shownBaht(DEPOSIT + BONUS)} บาท.+สำเร็จ$`),
    );
    expect(shownBaht(DEPOSIT + BONUS)).toBe('2,000.00');
    await expectNoSideScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    if (process.env.E2E_SCREENSHOTS === '1') {
      const folder = join(REPO_ROOT, 'docs', 'screenshots');
      mkdirSync(folder, { recursive: true });
      await page.screenshot({ path: join(folder, 'history-bonus-prize.png') });
    }
    expect(pageErrorsBut(page)).toEqual([]);
  });

  it('lists every movement under ทั้งหมด, the day of play too: the signed amounts add up to the balance', async () => {
    const page = await memberPage(token, '/user/transactions');
    const rows = page.getByRole('main').getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(4);
    // The prize, the day's play (the slot round that earned the ticket), the free credit, the deposit.
    const texts = await rows.allTextContents();
    expect(texts[1]).toMatch(/^ผลการเล่นเกม[+−][\d,]+\.\d\d บาท/);
    const amounts = await page.getByRole('main').locator('.tx__amount').allTextContents();
    const satang = amounts.map((text) => {
      const [, sign, digits] = /^([+−])([\d,]+\.\d\d)/.exec(text) ?? [];
      return (sign === '−' ? -1 : 1) * Math.round(Number(digits!.replace(/,/g, '')) * 100);
    });
    const total = satang.reduce((a, b) => a + b, 0) / 100;
    expect(total).toBe((await call(getBalance, { token })).data.balance);
    // The play row carries the day's net (a spin may win back its stake: 0 is a result too).
    const others = Math.round((DEPOSIT + BONUS + FREE_CREDIT + prize) * 100);
    expect(satang[1]).toBe(Math.round(total * 100) - others);
    await expectNoSideScroll(page);
    expect(pageErrorsBut(page)).toEqual([]);
  });
});

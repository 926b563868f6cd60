import { getPlayLimits } from '@chokdee/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { expectAccessible } from './support/axe';
import { bankFeedDeposit } from './support/bank-feed';
import { e2eSkipped } from './support/context';
import { launchFromTile } from './support/game-sheet';
import { login } from './support/login';
import {
  closePopup,
  expectCardBalance,
  expectNoSideScroll,
  memberCard,
  memberPage,
  popup,
} from './support/member-app';
import { registerMember, type Member } from './support/register-member';
import { LAPTOP_VIEWPORT, screenshots } from './support/screenshot';

/**
 * ดูแลการเล่น in the browser (issue 27): a deposit limit set on the page shows its room in the deposit popup; a
 * 24-hour time-out taken there refuses a game launch, and the member still withdraws. One member, in order.
 */
const DEPOSIT = 500;
const DAY_LIMIT = 1_200;

let member: Member;
let token: string;
let page: Page;

describe.skipIf(e2eSkipped())('ดูแลการเล่น: limits and a break', () => {
  beforeAll(async () => {
    member = await registerMember();
    token = await login(member);
    await bankFeedDeposit(member, DEPOSIT);
    page = await memberPage(token, '/user/play-care');
  });

  it('fits a phone and a laptop with no axe violation', async () => {
    await page.getByRole('heading', { name: 'ดูแลการเล่น', level: 1 }).waitFor();
    await page.getByRole('group', { name: 'ขีดจำกัดการฝาก' }).waitFor();
    await expectNoSideScroll(page);
    await expectAccessible(page, 'ดูแลการเล่น');
    await screenshots(page, 'play-care', { fullPage: true });
    await page.setViewportSize(LAPTOP_VIEWPORT);
    await expectNoSideScroll(page);
    await expectAccessible(page, 'ดูแลการเล่น');
    await page.setViewportSize({ width: 360, height: 640 });
  });

  it('sets a daily deposit limit and shows the room left in the deposit popup', async () => {
    const deposits = page.getByRole('group', { name: 'ขีดจำกัดการฝาก' });
    await deposits.getByLabel('ต่อวัน', { exact: true }).fill(String(DAY_LIMIT));
    await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
    // The server says the room: the limit less what was credited today.
    await deposits.getByText(`ฝากได้อีก ${DAY_LIMIT - DEPOSIT}.00 บาท`).waitFor();
    expect((await call(getPlayLimits, { token })).data.deposit.day).toBe(DAY_LIMIT);

    await page.goto(page.url().replace('/play-care', '/home'));
    await memberCard(page).getByRole('button', { name: 'ฝากเงิน', exact: true }).click();
    const deposit = popup(page, 'ฝากเงิน');
    await deposit.getByText(`วันนี้ฝากได้อีก ${DAY_LIMIT - DEPOSIT}.00 บาท`).waitFor();
    await expectAccessible(page, 'ฝากเงิน with a deposit limit');
    await deposit.getByRole('button', { name: 'ปิด', exact: true }).click();
  });

  it('takes a 24-hour time-out: a launch is refused, a withdrawal goes through', async () => {
    await page.goto(page.url().replace('/home', '/play-care'));
    await page.getByRole('radio', { name: '24 ชั่วโมง', exact: true }).check();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'เริ่มพัก', exact: true }).click();
    await page.getByText(/^คุณพักการเล่นถึง /).waitFor();
    const limits = (await call(getPlayLimits, { token })).data;
    expect(limits.break?.kind).toBe('timeout');
    await expectAccessible(page, 'ดูแลการเล่น on a break');

    await page.goto(page.url().replace('/play-care', '/slot'));
    await launchFromTile(page, page.getByRole('button', { name: 'สล็อตช้างทอง', exact: true }).first());
    await closePopup(page, 'เกิดข้อผิดพลาด', /^คุณอยู่ระหว่างพักการเล่นจนถึง /);

    await page.goto(page.url().replace('/slot', '/home'));
    await memberCard(page).getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
    const withdraw = popup(page, 'ถอนเงิน');
    await withdraw.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)', { exact: true }).fill('150');
    await withdraw.getByRole('button', { name: 'ตรวจสอบก่อนถอน', exact: true }).click();
    await withdraw
      .getByRole('region', { name: 'ตรวจสอบรายการถอนเงิน' })
      .getByRole('button', { name: 'ยืนยันการถอน', exact: true })
      .click();
    await closePopup(page, 'ถอนเงินสำเร็จ');
    await expectCardBalance(page, DEPOSIT - 150);
  });
});

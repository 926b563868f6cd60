import { randomInt } from 'node:crypto';
import { adminCreateDepositChannel, adminOrderDepositChannels, TH } from '@chokdee/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessibleAtBothSizes,
  adminPopup,
  adminScreenshot,
  createStaff,
  staffPage,
} from './support/admin-app';
import { adminHeaders, call } from './support/api';
import { SCREENS } from './support/axe';
import { e2eSkipped } from './support/context';
import { login } from './support/login';
import { memberCard, memberPage, pageErrorsBut } from './support/member-app';
import { registerMember } from './support/register-member';

/**
 * Issue 12 screen 5, deposit channels in the browser: an owner adds a Krungthai account with limits, moves it
 * to the top and switches another channel off; a member (another browser context) opens the deposit dialog
 * and sees the new account first, with its limits, and not the switched-off one. axe finds nothing on the
 * screen at 1366×768 or 360×640.
 */

/** Account numbers no other run or member uses (10 digits; the 55 prefix is not a member bank's range). */
const NEW_ACCOUNT = `55${String(randomInt(1e8)).padStart(8, '0')}`;
const NEW_SHOWN = `${NEW_ACCOUNT.slice(0, 3)}-${NEW_ACCOUNT.slice(3, 4)}-${NEW_ACCOUNT.slice(4, 9)}-${NEW_ACCOUNT.slice(9)}`;
const OFF_ACCOUNT = `56${String(randomInt(1e8)).padStart(8, '0')}`;
const OFF_SHOWN = `${OFF_ACCOUNT.slice(0, 3)}-${OFF_ACCOUNT.slice(3, 4)}-${OFF_ACCOUNT.slice(4, 9)}-${OFF_ACCOUNT.slice(9)}`;

let staff: Page;
let offId: string;

/** Answers once the order call made by a click has come back. */
const orderSaved = (page: Page) =>
  page.waitForResponse(
    (r) => new URL(r.url()).pathname === adminOrderDepositChannels.path && r.request().method() === 'PUT',
  );

describe.skipIf(e2eSkipped())('back office: deposit channels', () => {
  beforeAll(async () => {
    // The channel the owner will switch off, made with the operator key.
    const made = await call(adminCreateDepositChannel, {
      body: { channel: 'BANK', bankCode: '014', bankAccount: OFF_ACCOUNT, fullName: 'โชคดี ปิดได้' },
      headers: adminHeaders,
    });
    offId = made.data.id;
    const owner = await createStaff('owner');
    staff = await staffPage(owner, '/admin/deposit-channels', { viewport: SCREENS.desktop });
  });

  afterAll(async () => {
    await staff?.context().close();
  });

  it('adds a channel, orders it first, switches one off, and the member sees it so', async () => {
    await staff.getByRole('heading', { level: 1, name: 'ช่องทางฝากเงิน' }).waitFor();
    const table = staff.getByRole('region', { name: 'ตารางช่องทางฝากเงิน' });
    await table.getByRole('row').filter({ hasText: OFF_SHOWN }).waitFor();

    // Add: a Krungthai account with limits, hidden from nobody.
    await staff.getByText('เพิ่มช่องทางฝากเงิน', { exact: true }).click();
    await staff.getByLabel('ประเภท', { exact: true }).selectOption('BANK');
    await staff.getByLabel('ธนาคาร', { exact: true }).selectOption('006');
    await staff.getByLabel('เลขบัญชีธนาคาร', { exact: true }).fill(NEW_ACCOUNT);
    await staff.getByLabel('ชื่อบัญชี', { exact: true }).fill('บจก. โชคดี กรุงไทย');
    await staff.getByLabel('ยอดโอนต่ำสุดต่อครั้ง (บาท)', { exact: true }).fill('100');
    await staff.getByLabel('ยอดโอนสูงสุดต่อครั้ง (บาท)', { exact: true }).fill('50,000');
    await staff.getByRole('button', { name: 'เพิ่มช่องทาง', exact: true }).click();
    const done = adminPopup(staff, 'สำเร็จ');
    await done.getByText(TH.depositChannelSaved, { exact: true }).waitFor();
    await done.getByRole('button', { name: 'ตกลง', exact: true }).click();

    const row = table.getByRole('row').filter({ hasText: NEW_SHOWN });
    await row.waitFor();
    const rowText = (await row.textContent()) ?? '';
    expect(rowText).toContain('ธนาคารกรุงไทย');
    expect(rowText).toContain('บจก. โชคดี กรุงไทย');
    expect(rowText).toContain('ขั้นต่ำ 100.00');
    expect(rowText).toContain('สูงสุด 50,000.00');

    // Up, one place per click, until it is first.
    const name = `ธนาคารกรุงไทย ${NEW_SHOWN}`;
    const up = staff.getByRole('button', { name: `เลื่อน ${name} ขึ้น`, exact: true });
    const positionOf = async () => Number(await row.locator('.order-cell__position').textContent());
    while ((await positionOf()) > 1) {
      const before = await positionOf();
      const saved = orderSaved(staff);
      await up.click();
      expect((await saved).status()).toBe(200);
      await expect.poll(positionOf).toBe(before - 1);
    }
    expect(await up.isDisabled()).toBe(true);
    expect((await table.getByRole('row').nth(1).textContent()) ?? '').toContain(NEW_SHOWN);

    // Switch the other one off: asked first, then shown off.
    const offSwitch = staff.getByRole('switch', { name: `เปิดใช้งาน ธนาคารไทยพาณิชย์ ${OFF_SHOWN}` });
    expect(await offSwitch.getAttribute('aria-checked')).toBe('true');
    await offSwitch.click();
    const question = adminPopup(staff, `ปิดช่องทาง ธนาคารไทยพาณิชย์ ${OFF_SHOWN}?`);
    const saved = staff.waitForResponse(
      (r) =>
        new URL(r.url()).pathname.endsWith(`/deposit-channels/${offId}`) && r.request().method() === 'PUT',
    );
    await question.getByRole('button', { name: 'ปิดช่องทาง', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => offSwitch.getAttribute('aria-checked')).toBe('false');

    await accessibleAtBothSizes(staff, 'deposit channels');
    await adminScreenshot(staff, 'deposit-channels.png');
    await staff.setViewportSize(SCREENS.phone);
    await adminScreenshot(staff, 'deposit-channels-phone.png');
    await staff.setViewportSize(SCREENS.desktop);

    // The member's deposit dialog, in a browser context of its own.
    const member = await registerMember();
    const memberTab = await memberPage(await login(member), '/user/home');
    await memberCard(memberTab).getByRole('button', { name: 'ฝากเงิน', exact: true }).click();
    const deposit = memberTab.getByRole('dialog', { name: 'ฝากเงิน', exact: true });
    const channels = deposit.getByRole('region', { name: 'บัญชีสำหรับโอนเงิน' });
    const first = channels.getByRole('listitem').first();
    await first.waitFor();
    const firstText = (await first.textContent()) ?? '';
    expect(firstText).toContain(NEW_SHOWN);
    expect(firstText).toContain('โอนครั้งละ 100.00 - 50,000.00 บาท');
    expect(await channels.getByRole('listitem').filter({ hasText: OFF_SHOWN }).count()).toBe(0);
    // The demo accounts are still there, after it.
    await channels.getByRole('listitem').filter({ hasText: '123-4-56789-0' }).waitFor();

    expect(pageErrorsBut(staff, 401)).toEqual([]);
    expect(pageErrorsBut(memberTab)).toEqual([]);
    await memberTab.context().close();
  });

  it('edits a channel: hidden from new members, and the list says so', async () => {
    const table = staff.getByRole('region', { name: 'ตารางช่องทางฝากเงิน' });
    const row = table.getByRole('row').filter({ hasText: NEW_SHOWN });
    await row.getByRole('button', { name: `แก้ไข ธนาคารกรุงไทย ${NEW_SHOWN}`, exact: true }).click();
    await staff.getByText(`แก้ไขช่องทาง ธนาคารกรุงไทย ${NEW_SHOWN}`, { exact: true }).waitFor();
    expect(await staff.getByLabel('เลขบัญชีธนาคาร', { exact: true }).inputValue()).toBe(NEW_ACCOUNT);
    await staff.getByLabel('ซ่อนจากสมาชิกใหม่ (แสดงเฉพาะสมาชิกที่เคยฝากเงินสำเร็จแล้ว)').check();
    await staff.getByRole('button', { name: 'บันทึกการแก้ไข', exact: true }).click();
    const done = adminPopup(staff, 'สำเร็จ');
    await done.getByText(TH.depositChannelSaved, { exact: true }).waitFor();
    await done.getByRole('button', { name: 'ตกลง', exact: true }).click();
    await row.getByText('เฉพาะสมาชิกที่เคยฝาก', { exact: true }).waitFor();
    // Still first: an edit keeps the channel's place.
    expect((await table.getByRole('row').nth(1).textContent()) ?? '').toContain(NEW_SHOWN);

    expect(pageErrorsBut(staff, 401)).toEqual([]);
  });
});

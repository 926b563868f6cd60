import { createWithdrawal, TH } from '@chokdee/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessibleAtBothSizes,
  adminPopup,
  adminScreenshot,
  createStaff,
  staffPage,
} from './support/admin-app';
import { SCREENS } from './support/axe';
import { bankFeedDeposit } from './support/bank-feed';
import { e2eSkipped } from './support/context';
import { login } from './support/login';
import { closePopup, memberCard, memberPage, pageErrorsBut } from './support/member-app';
import { registerMember, type Member } from './support/register-member';

/**
 * Issue 12, the withdrawal queue and the staff page in the browser: an owner keeps the queue open; a member
 * (another browser context) asks for more than the automatic maximum (5,000 baht on the demo site), so the
 * withdrawal waits for staff; its row appears on the open page by push, without a reload, within 2 s; the
 * owner approves it and the member's history shows it paid. The staff page adds a support account. axe finds
 * nothing on either screen at 1366×768 or 360×640.
 */

const DEPOSIT = 6_000;
const WITHDRAW = 5_500;
const SHOWN = '5,500.00';

let staff: Page;
let member: Member;

describe.skipIf(e2eSkipped())('back office: the live withdrawal queue and the staff page', () => {
  beforeAll(async () => {
    const owner = await createStaff('owner');
    member = await registerMember();
    await bankFeedDeposit(member, DEPOSIT);
    staff = await staffPage(owner, '/admin/withdrawals', { viewport: SCREENS.desktop });
  });

  afterAll(async () => {
    await staff?.context().close();
  });

  it('shows a waiting withdrawal without a reload within 2 s, approves it, and the member sees it paid', async () => {
    await staff.getByRole('heading', { level: 1, name: 'รายการถอน' }).waitFor();
    await staff.getByRole('status').filter({ hasText: 'อัปเดตสด' }).waitFor();
    // A mark on this document: a reload would lose it.
    await staff.evaluate(() => ((globalThis as unknown as { keptAlive: boolean }).keptAlive = true));
    const row = staff.getByRole('row').filter({ hasText: member.phoneNumber });
    expect(await row.count()).toBe(0);

    // The member, in a browser context of their own, asks for more than the automatic maximum.
    const memberTab = await memberPage(await login(member), '/user/home');
    await memberCard(memberTab).getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
    const dialog = memberTab.getByRole('dialog', { name: 'ถอนเงิน', exact: true });
    await dialog.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)', { exact: true }).fill(String(WITHDRAW));
    const answered = memberTab.waitForResponse((r) => new URL(r.url()).pathname === createWithdrawal.path);
    await dialog.getByRole('button', { name: 'ตรวจสอบก่อนถอน', exact: true }).click();
    await dialog.getByRole('button', { name: 'ยืนยันการถอน', exact: true }).click();
    expect((await answered).status()).toBe(200);
    const requestedAt = Date.now();
    await row.waitFor({ timeout: 5_000 });
    const tookMs = Date.now() - requestedAt;
    expect(tookMs, `the row took ${tookMs} ms to appear`).toBeLessThan(2_000);
    expect(await staff.evaluate(() => (globalThis as unknown as { keptAlive?: boolean }).keptAlive)).toBe(
      true,
    );
    await closePopup(memberTab, TH.withdrawPending);

    // What the decision needs, on the row.
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(`${member.firstName} ${member.lastName}`);
    expect(text).toContain(SHOWN);
    expect(text).toContain('ธนาคารกสิกรไทย');
    expect(text).toContain('ไม่มีเงื่อนไข');
    expect(text).toContain('ฝาก 1 / ถอน 0 รายการ');
    await row.getByRole('listitem').filter({ hasText: 'ถอนครั้งแรก' }).waitFor();
    await row.getByText('ฝาก 1 / ถอน 0 รายการ').click();
    await row.getByText(`+${DEPOSIT.toLocaleString('en-US')}.00`).waitFor();

    await accessibleAtBothSizes(staff, 'withdrawal queue with a row');
    await adminScreenshot(staff, 'withdrawal-queue.png');
    await staff.setViewportSize(SCREENS.phone);
    await adminScreenshot(staff, 'withdrawal-queue-phone.png');
    await staff.setViewportSize(SCREENS.desktop);

    // Approve: the popup names the amount and the member; the server's message after; the row leaves.
    await row.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
    const question = adminPopup(
      staff,
      `อนุมัติการถอน ${SHOWN} บาท ให้ ${member.firstName} ${member.lastName} (${member.phoneNumber})?`,
    );
    await question.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
    const done = adminPopup(staff, 'สำเร็จ');
    await done.getByText(TH.withdrawalPaid, { exact: true }).waitFor();
    await done.getByRole('button', { name: 'ตกลง', exact: true }).click();
    await expect.poll(() => row.count()).toBe(0);

    // The failed filter lives in the URL; the mute switch is remembered in this browser.
    await staff.getByRole('button', { name: 'จ่ายไม่สำเร็จ', exact: true }).click();
    await staff.waitForURL('**/admin/withdrawals?status=failed');
    await staff.getByRole('button', { name: 'รออนุมัติ', exact: true }).click();
    await staff.waitForURL((url) => url.pathname === '/admin/withdrawals' && url.search === '');
    const mute = staff.getByRole('button', { name: 'ปิดเสียงแจ้งเตือน', exact: true });
    expect(await mute.getAttribute('aria-pressed')).toBe('false');
    await mute.click();
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    expect(await staff.evaluate("localStorage.getItem('chokdee.admin.queueMuted')")).toBe('1');
    await mute.click();

    // The member's history shows the withdrawal paid.
    await memberTab.goto('/user/transactions-withdraw');
    const paid = memberTab.getByRole('main').getByRole('listitem').filter({ hasText: SHOWN });
    await expect.poll(() => paid.count(), { timeout: 10_000 }).toBe(1);
    expect(await paid.textContent()).toMatch(new RegExp(`^ถอนเงิน−${SHOWN.replace('.', '\\.')}.+สำเร็จ$`));

    // The one refusal: /auth/me before sign-in.
    expect(pageErrorsBut(staff, 401)).toEqual([]);
    expect(pageErrorsBut(memberTab)).toEqual([]);
    await memberTab.context().close();
  });

  it('adds a support account on the staff page, and the audit log records it', async () => {
    await staff.goto('/admin/staff');
    await staff.getByRole('heading', { level: 1, name: 'พนักงานและบันทึกการใช้งาน' }).waitFor();
    const accounts = staff.getByRole('region', { name: 'รายชื่อพนักงาน' });
    await accounts.waitFor();

    const username = `support${Date.now() % 1_000_000}`;
    await staff.getByText('เพิ่มพนักงาน', { exact: true }).click();
    await staff.getByLabel('ชื่อผู้ใช้').fill(username);
    await staff.getByLabel('รหัสผ่าน', { exact: true }).fill('another-long-password');
    await staff.getByLabel('บทบาท', { exact: true }).selectOption('support');
    await staff.getByRole('button', { name: 'สร้างบัญชี' }).click();
    const done = adminPopup(staff, 'สำเร็จ');
    await done.getByText(TH.staffCreated, { exact: true }).waitFor();
    await done.getByRole('button', { name: 'ตกลง', exact: true }).click();

    const row = accounts.getByRole('row').filter({ hasText: username });
    await row.waitFor();
    expect(await row.getByRole('combobox', { name: `บทบาทของ ${username}` }).inputValue()).toBe('support');
    expect(await row.textContent()).toContain('ยังไม่ตั้งค่า');

    // The audit log, newest first: the creation, and the approval of the first test.
    const log = staff.getByRole('region', { name: 'รายการบันทึกการใช้งาน' });
    await log.getByRole('row').filter({ hasText: 'staff.create' }).filter({ hasText: username }).waitFor();
    await staff.getByLabel('การกระทำ', { exact: true }).fill('withdrawals.approve');
    await staff.getByRole('button', { name: 'ค้นหา', exact: true }).click();
    await staff.waitForURL('**/admin/staff?action=withdrawals.approve');
    await log.getByRole('row').filter({ hasText: 'paying' }).first().waitFor();
    await staff.getByRole('button', { name: 'ล้างตัวกรอง', exact: true }).click();
    await staff.waitForURL((url) => url.search === '');

    await accessibleAtBothSizes(staff, 'staff and audit');
    await adminScreenshot(staff, 'staff-and-audit.png');
    await staff.setViewportSize(SCREENS.phone);
    await adminScreenshot(staff, 'staff-and-audit-phone.png');
    expect(pageErrorsBut(staff, 401)).toEqual([]);
  });
});

import { randomInt } from 'node:crypto';
import { adminCreateStaff } from '@chokdee/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminHeaders, call } from './support/api';
import { expectAccessible, SCREENS } from './support/axe';
import { newPage, pageErrors } from './support/browser';
import { e2eSkipped } from './support/context';
import { accessibleAtBothSizes, adminScreenshot, totpCode } from './support/admin-app';

/**
 * Issue 12, the back office's front door: a new owner signs in with a password, enrols an authenticator app
 * from the secret the page shows, lands on the dashboard with every screen in the navigation, switches the
 * whole back office to English and back, and signs out. axe finds nothing (WCAG 2.2 AA, best practices) on
 * any of its screens at 390 and 1366 px: the test walks every screen of the owner's navigation.
 */

const OWNER_SCREENS_TH = [
  'ภาพรวม',
  'รายการถอน',
  'รายการฝาก',
  'อนุมัติ',
  'สมาชิก',
  'การดูแลผู้เล่น',
  'ช่องทางฝากเงิน',
  'โปรโมชั่นและโค้ดเครดิตฟรี',
  'วงล้อและรางวัล',
  'แบนเนอร์',
  'ตั้งค่าเว็บไซต์',
  'รายงาน',
  'พนักงานและบันทึกการใช้งาน',
];

const navLinks = (page: Page) => page.getByRole('navigation').getByRole('link').allTextContents();

describe.skipIf(e2eSkipped())('back office: sign-in with TOTP enrolment', () => {
  it('enrols, signs in, shows the owner every screen, speaks English on request, signs out', async () => {
    const username = `owner${randomInt(1_000_000)}`;
    const password = 'a-long-staff-password';
    await call(adminCreateStaff, { body: { username, password, role: 'owner' }, headers: adminHeaders });

    const page = await newPage({ viewport: SCREENS.desktop });
    await page.goto('/admin/');
    // Signed out: the app asks the server, then shows the sign-in page.
    await page.waitForURL('**/admin/login');
    await page.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบหลังบ้าน' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('th');
    await accessibleAtBothSizes(page, 'sign-in');
    await adminScreenshot(page, 'sign-in.png');

    await page.getByLabel('ชื่อผู้ใช้').fill(username);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'ถัดไป' }).click();

    // Enrolment: the QR code, and the same secret as text in groups of four.
    await page.getByRole('heading', { name: 'ตั้งค่าแอปยืนยันตัวตน' }).waitFor();
    await page.getByRole('img', { name: 'QR โค้ดสำหรับเพิ่มบัญชีในแอปยืนยันตัวตน' }).waitFor();
    const shown = (await page.locator('.secret').textContent()) ?? '';
    expect(shown).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    const secret = shown.replace(/\s/g, '');
    const code = page.getByLabel('รหัส 6 หลัก');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await accessibleAtBothSizes(page, 'TOTP enrolment');
    await adminScreenshot(page, 'totp-enrolment.png');

    await code.fill(totpCode(secret));
    await page.getByRole('button', { name: 'ยืนยัน' }).click();
    // The router writes the dashboard as /admin (its basename); the server redirects that to /admin/.
    await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
    await page.getByRole('heading', { level: 1, name: 'ภาพรวม' }).waitFor();
    expect(await navLinks(page)).toEqual(OWNER_SCREENS_TH);
    await expect.poll(() => page.title()).toBe('ภาพรวม | Chokdee หลังบ้าน');
    await accessibleAtBothSizes(page, 'dashboard');
    // Every screen of the navigation, at both sizes (issue 24 item 10: best practices included).
    for (const screen of OWNER_SCREENS_TH.slice(1)) {
      await page.getByRole('navigation').getByRole('link', { name: screen, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: screen }).waitFor();
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
      await accessibleAtBothSizes(page, screen);
      await page.setViewportSize(SCREENS.desktop);
    }
    await page.getByRole('navigation').getByRole('link', { name: OWNER_SCREENS_TH[0], exact: true }).click();

    // A phone folds the navigation behind the menu button.
    await page.setViewportSize(SCREENS.phone);
    const menu = page.getByRole('button', { name: 'เมนู' });
    expect(await page.getByRole('navigation').isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(page, 'dashboard, menu open');
    await page.getByRole('link', { name: 'สมาชิก', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'สมาชิก' }).waitFor();
    await page.getByRole('searchbox', { name: 'ค้นหาสมาชิก' }).waitFor();
    expect(await page.getByRole('navigation').isVisible()).toBe(false);
    await page.setViewportSize(SCREENS.desktop);

    // English for the whole back office, kept across a reload, then Thai again.
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect((await navLinks(page))[0]).toBe('Dashboard');
    await expectAccessible(page, 'members screen in English');
    await page.getByRole('button', { name: /ไทย/ }).click();
    await page.getByRole('heading', { level: 1, name: 'สมาชิก' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('th');

    // Signing out ends the session on the server: the back office is the sign-in page again.
    await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
    await page.waitForURL('**/admin/login');
    await page.goto('/admin/');
    await page.waitForURL('**/admin/login');
    await page.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบหลังบ้าน' }).waitFor();

    // The only console errors allowed are the browser's own lines for the expected 401 answers of /auth/me.
    const unexpected = pageErrors(page).filter((e) => !/status of 401/.test(e));
    expect(unexpected).toEqual([]);
  });
});

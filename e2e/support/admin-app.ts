import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { adminCreateStaff, type StaffRole } from '@chokdee/contracts';
import { Secret, TOTP } from 'otpauth';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { adminHeaders, call } from './api';
import { expectAccessible, SCREENS } from './axe';
import { newPage } from './browser';
import { expectNoSideScroll } from './member-app';
import { REPO_ROOT } from './paths';

/** The back office (apps/admin) as the tests drive it. */

export interface StaffAccount {
  username: string;
  password: string;
  role: StaffRole;
}

/** A new staff account of `role`, made with the operator key (its TOTP is enrolled at its first sign-in). */
export async function createStaff(role: StaffRole): Promise<StaffAccount> {
  const account = { username: `${role}${randomInt(1_000_000)}`, password: 'a-long-staff-password', role };
  await call(adminCreateStaff, { body: account, headers: adminHeaders });
  return account;
}

/** The code an authenticator app would show now for a base32 secret (SHA-1, 6 digits, 30 s). */
export const totpCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

/**
 * A page signed in as `account` through the real sign-in (password, then enrolling the secret the page
 * shows: the account's first sign-in), then opened on the back-office path `path` (e.g. /admin/staff).
 */
export async function staffPage(account: StaffAccount, path: string, options: BrowserContextOptions = {}) {
  const page = await newPage(options);
  page.setDefaultTimeout(10_000);
  await page.goto(path);
  await page.waitForURL('**/admin/login');
  await page.getByLabel('ชื่อผู้ใช้').fill(account.username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  const secret = ((await page.locator('.secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('รหัส 6 หลัก').fill(totpCode(secret));
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  // Sign-in returns to the screen that sent the person there.
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

/** A sweetalert2 popup of the back office, named by its title. */
export const adminPopup = (page: Page, title: string | RegExp) =>
  page.getByRole('dialog', { name: title, exact: typeof title === 'string' });

/**
 * With E2E_SCREENSHOTS=1, saves the page from its top as docs/screenshots/admin/`name`: the whole page on a
 * laptop, the first screen on a phone (the whole would be a long strip).
 */
export async function adminScreenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const folder = join(REPO_ROOT, 'docs', 'screenshots', 'admin');
  mkdirSync(folder, { recursive: true });
  // After a popup, sweetalert2 gives the focus back (scrolling to the button): wait for the top.
  await expect.poll(() => page.evaluate('window.scrollTo(0, 0), window.scrollY')).toBe(0);
  const laptop = (page.viewportSize()?.width ?? 0) >= SCREENS.desktop.width;
  await page.screenshot({ path: join(folder, name), fullPage: laptop });
}

/** axe on the screen as it stands on a phone, then on a laptop (ending there), and no sideways scroll. */
export async function accessibleAtBothSizes(page: Page, what: string) {
  for (const size of [SCREENS.phone, SCREENS.desktop]) {
    await page.setViewportSize(size);
    await expectAccessible(page, what);
    await expectNoSideScroll(page);
  }
}

/**
 * Picks `value` ("2026-12-31", or with a time "2026-12-31T06:00") in the back office's Thai date field
 * named `label` (components/date-field.tsx: day, month, Buddhist-era year, hour and minute selects).
 */
export async function pickDate(scope: Page | Locator, label: string, value: string) {
  const [, year, month, day, hour, minute] = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value)!;
  const field = scope.getByRole('group', { name: label, exact: true });
  await field.getByLabel('วัน', { exact: true }).selectOption(day!);
  await field.getByLabel('เดือน', { exact: true }).selectOption(month!);
  await field.getByLabel('ปี พ.ศ.', { exact: true }).selectOption(year!);
  if (hour) {
    await field.getByLabel('ชั่วโมง', { exact: true }).selectOption(hour);
    await field.getByLabel('นาที', { exact: true }).selectOption(minute!);
  }
}

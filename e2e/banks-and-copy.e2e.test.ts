import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eSkipped } from './support/context';
import { login } from './support/login';
import { appPage, memberCard, memberPage, pageErrorsBut } from './support/member-app';
import { REPO_ROOT } from './support/paths';
import { registerMember, type Member } from './support/register-member';

/**
 * Issue 17 item 5, "banks as members know them": each bank's logo (with its short-name pill when it has no logo
 * or the image fails) in the bank picker, the deposit popup, personal info and the withdraw popup; and every
 * copy confirmed by the same small toast 'คัดลอกแล้ว', never a popup to dismiss.
 */

let member: Member;
let token: string;
const pages: Page[] = [];

/** A page of the app signed in as the file's member, kept for the closing error check. */
async function signedIn(path: string, options: Parameters<typeof memberPage>[2] = {}) {
  const page = await memberPage(token, path, {
    permissions: ['clipboard-read', 'clipboard-write'],
    ...options,
  });
  pages.push(page);
  return page;
}

/** The logo of bank `code` inside `scope`, waited until the image has loaded and has pixels. */
async function expectLogo(scope: Locator, code: string) {
  const logo = scope.locator(`img.bank-logo[data-bank="${code}"]`).first();
  await logo.waitFor();
  // Lazy images below the fold load once scrolled to.
  await logo.scrollIntoViewIfNeeded();
  // The image's own shape, typed here: this project's typecheck has no DOM types.
  const loaded = (img: { complete: boolean; naturalWidth: number }) => img.complete && img.naturalWidth > 0;
  await expect.poll(() => logo.evaluate(loaded), { timeout: 10_000 }).toBe(true);
  expect(await logo.getAttribute('alt')).toBe('');
  expect(await logo.getAttribute('loading')).toBe('lazy');
}

/** The short-name pill of bank `code` inside `scope`, and no logo for it there. */
async function expectPill(scope: Locator, code: string, short: string) {
  const pill = scope.locator(`.bank-badge[data-bank="${code}"]`).first();
  await pill.waitFor();
  expect(await pill.textContent()).toBe(short);
  expect(await scope.locator(`img.bank-logo[data-bank="${code}"]`).count()).toBe(0);
}

/** The toast 'คัดลอกแล้ว' inside `scope` (the page or a popup), and no sweetalert2 popup anywhere. */
async function expectCopiedToast(page: Page, scope: Locator) {
  await scope.getByRole('status').getByText('คัดลอกแล้ว', { exact: true }).waitFor({ state: 'visible' });
  expect(await page.locator('.swal2-container').count()).toBe(0);
}

describe.skipIf(e2eSkipped())('banks as members know them', () => {
  beforeAll(async () => {
    member = await registerMember();
    token = await login(member);
  });

  afterAll(() => {
    for (const page of pages) expect(pageErrorsBut(page)).toEqual([]);
  });

  it('shows every bank with a logo in the signup bank picker, and the pill for the one without', async () => {
    const page = await appPage();
    pages.push(page);
    await page.goto('/user/register');
    await page.getByRole('textbox', { name: 'เบอร์โทรศัพท์' }).fill(`09${String(Date.now()).slice(-8)}`);
    await page.getByRole('button', { name: 'ถัดไป', exact: true }).click();
    const picker = page.getByRole('group', { name: 'เลือกธนาคาร' });
    await picker.waitFor();
    for (const code of ['004', '014', '030', 'TRUEMONEY']) await expectLogo(picker, code);
    // Standard Chartered has no logo in the package: its pill stands in.
    await expectPill(picker, '020', 'SCBT');

    // The account's length is the chosen bank's: 12 digits at the Government Savings Bank.
    await picker.getByRole('radio', { name: 'ออมสิน', exact: true }).check({ force: true });
    await page.getByText('ตัวเลข 12 หลัก ไม่ต้องใส่ขีด', { exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'เลขบัญชี' }).fill('1234567890');
    await page.getByRole('button', { name: 'ตรวจสอบบัญชี', exact: true }).click();
    await page.getByText('เลขบัญชีธนาคารออมสิน มี 12 หลัก กรุณาตรวจสอบอีกครั้ง', { exact: true }).waitFor();
  });

  it('shows logos in the deposit popup; copying an account number shows the toast, no popup', async () => {
    const page = await signedIn('/user/home');
    await memberCard(page).getByRole('button', { name: 'ฝากเงิน', exact: true }).click();
    const deposit = page.getByRole('dialog', { name: 'ฝากเงิน', exact: true });
    const channels = deposit.getByRole('region', { name: 'บัญชีสำหรับโอนเงิน' });
    await channels.getByRole('listitem').first().waitFor();
    for (const code of ['004', '014', 'TRUEMONEY']) await expectLogo(channels, code);
    if (process.env.E2E_SCREENSHOTS === '1') {
      const folder = join(REPO_ROOT, 'docs', 'screenshots');
      mkdirSync(folder, { recursive: true });
      await channels.getByRole('listitem').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(folder, 'deposit-dialog-logos.png') });
    }

    const kbank = channels.getByRole('listitem').filter({ hasText: '123-4-56789-0' });
    await kbank.getByRole('button', { name: /^คัดลอก/ }).click();
    // Inside the popup, above its backdrop, not behind it on the page.
    await expectCopiedToast(page, deposit);
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe('1234567890');
  });

  it('shows the logo beside the account in personal info and the withdraw popup', async () => {
    const page = await signedIn('/user/home');
    await page.getByRole('button', { name: 'เปิดข้อมูลส่วนตัว', exact: true }).click();
    const info = page.getByRole('dialog', { name: 'ข้อมูลส่วนตัว', exact: true });
    await expectLogo(info, member.bankCode);
    await info.getByRole('button', { name: 'ปิด', exact: true }).click();
    await memberCard(page).getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
    await expectLogo(page.getByRole('dialog', { name: 'ถอนเงิน', exact: true }), member.bankCode);
  });

  it("falls back to the bank's pill when its logo cannot be loaded", async () => {
    const page = await signedIn('/user/profile');
    await page.route('**/banks/*.webp', (route) => route.fulfill({ status: 404, body: '' }));
    await page.reload();
    const info = page.getByRole('main');
    await expectPill(info, member.bankCode, 'KBANK');
    // The refused images are the test's own doing.
    pages.splice(pages.indexOf(page), 1);
    expect(pageErrorsBut(page, 404)).toEqual([]);
  });

  it('copies the referral link on the member card and the affiliate page with the same toast', async () => {
    const page = await signedIn('/user/home');
    const card = memberCard(page);
    await card.getByRole('button', { name: 'คัดลอก', exact: true }).click();
    await expectCopiedToast(page, page.locator('body'));

    await page.goto('/user/affiliate');
    const link = page.getByLabel('ลิงก์แนะนำเพื่อน');
    await link.waitFor();
    await page
      .getByRole('main')
      .getByRole('button', { name: /^คัดลอก/ })
      .first()
      .click();
    await expectCopiedToast(page, page.locator('body'));
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(await link.inputValue());
  });
});

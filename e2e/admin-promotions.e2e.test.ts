import { readFile } from 'node:fs/promises';
import { ITEM_CODE_COLUMNS, redeemItemCode, TH } from '@chokdee/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPopup, adminScreenshot, createStaff, staffPage } from './support/admin-app';
import { call } from './support/api';
import { expectAccessible, SCREENS } from './support/axe';
import { e2eSkipped } from './support/context';
import { login } from './support/login';
import { appPage, expectNoSideScroll, pageErrorsBut } from './support/member-app';
import { registerMember } from './support/register-member';

/**
 * Issue 12 screen 6, promotions and item codes in the browser: a marketing staff member adds a promotion
 * (the preview line says what a member gets), an owner approves it (issue 23) and the member app's promotion
 * list shows it (another browser context); then generates a batch of 3 codes, downloads its CSV, a member redeems one, and the batch's
 * codes show who. axe finds nothing on either view at 1366×768 or 360×640.
 */

const BOM = [0xef, 0xbb, 0xbf];
let staff: Page;

/** axe at both sizes (ending on the laptop), no sideways scroll, and a screenshot at each. */
async function checkAtBothSizes(page: Page, what: string, shot: string) {
  for (const [size, suffix] of [
    [SCREENS.phone, '-phone'],
    [SCREENS.desktop, ''],
  ] as const) {
    await page.setViewportSize(size);
    await expectAccessible(page, what);
    await expectNoSideScroll(page);
    await adminScreenshot(page, `${shot}${suffix}.png`);
  }
}

async function closeDone(page: Page, message: string) {
  const done = adminPopup(page, 'สำเร็จ');
  await done.getByText(message, { exact: true }).waitFor();
  await done.getByRole('button', { name: 'ตกลง', exact: true }).click();
  await done.waitFor({ state: 'hidden' });
}

describe.skipIf(e2eSkipped())('back office: promotions and item-code batches', () => {
  beforeAll(async () => {
    const marketing = await createStaff('marketing');
    staff = await staffPage(marketing, '/admin/promotions', { viewport: SCREENS.desktop });
  });

  afterAll(async () => {
    await staff?.context().close();
  });

  it('adds a promotion with a preview of what a member gets, and the member app lists it', async () => {
    await staff.getByRole('heading', { level: 1, name: 'โปรโมชั่นและโค้ดเครดิตฟรี' }).waitFor();
    await staff.getByRole('region', { name: 'ตารางโปรโมชั่น' }).waitFor();
    const title = `E2E ฝากครั้งแรก ${Date.now() % 1_000_000}`;

    await staff.getByText('เพิ่มโปรโมชั่น', { exact: true }).first().click();
    await staff.getByLabel('ชื่อโปรโมชั่น', { exact: true }).fill(title);
    await staff.getByLabel('โบนัส (% ของยอดฝาก)', { exact: true }).fill('50');
    await staff.getByLabel('ฝากขั้นต่ำ (บาท)', { exact: true }).fill('100');
    await staff.getByLabel('โบนัสสูงสุด', { exact: true }).fill('500');
    await staff.getByLabel('ยอดเทิร์น', { exact: true }).fill('5');
    await staff.getByLabel('ถอนได้สูงสุด', { exact: true }).fill('3000');
    await staff.getByLabel('เงื่อนไขการรับ', { exact: true }).selectOption('firstDeposit');
    const preview = staff.getByTestId('promotion-preview');
    await expect
      .poll(() => preview.textContent())
      .toBe('ฝาก 1,000 บาท ได้โบนัส 500 บาท · ทำเทิร์น 7,500 บาท ก่อนถอน · ถอนได้สูงสุด 3,000 บาท');
    // The unit of turnover is the member's credit (deposit + bonus) or baht: the preview follows it.
    await staff.getByLabel('หน่วยของยอดเทิร์น', { exact: true }).selectOption('0');
    await expect.poll(() => preview.textContent()).toContain('ทำเทิร์น 5 บาท ก่อนถอน');
    await staff.getByLabel('หน่วยของยอดเทิร์น', { exact: true }).selectOption('1');

    await checkAtBothSizes(staff, 'promotion form', 'promotion-form');
    await staff.getByRole('button', { name: 'เพิ่มโปรโมชั่น', exact: true }).click();
    // A bonus rule waits for a second person (issue 23): an owner approves it in the approvals queue.
    const sent = adminPopup(staff, 'ส่งคำขออนุมัติแล้ว');
    await sent.getByText(TH.approvalPending, { exact: false }).waitFor();
    await sent.getByRole('button', { name: 'ตกลง', exact: true }).click();
    expect(await staff.getByRole('row').filter({ hasText: title }).count()).toBe(0);
    const owner = await staffPage(await createStaff('owner'), '/admin/approvals', {
      viewport: SCREENS.desktop,
    });
    const request = owner.getByRole('row').filter({ hasText: title });
    await request.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
    await adminPopup(owner, 'อนุมัติโปรโมชั่นใหม่?').getByRole('button', { name: 'อนุมัติ' }).click();
    await closeDone(owner, TH.approvalApproved);
    await owner.context().close();
    await staff.reload();
    const row = staff.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain('ฝากครั้งแรกเท่านั้น');

    // The member app, in a context of its own: the public promotion list shows it.
    const visitor = await appPage();
    await visitor.goto('/user/promotion');
    await visitor.getByText(title, { exact: true }).first().waitFor();
    expect(pageErrorsBut(visitor)).toEqual([]);
    await visitor.context().close();

    // Its claims (none yet), opened from the row; the list lives in the URL.
    await row.getByRole('link', { name: `ผู้รับโปรโมชั่น ${title}`, exact: true }).click();
    await staff.getByRole('heading', { name: `ผู้รับโปรโมชั่น ${title}`, exact: true }).waitFor();
    await staff.getByText('ยังไม่มีผู้รับโปรโมชั่นนี้', { exact: true }).waitFor();
    expect(new URL(staff.url()).searchParams.get('claims')).toMatch(/^[0-9a-f-]{36}$/);
    await checkAtBothSizes(staff, 'promotions list with claims', 'promotions');
    expect(pageErrorsBut(staff, 401)).toEqual([]);
  });

  it('generates 3 codes, downloads the CSV, and shows who redeemed one', async () => {
    await staff.getByRole('button', { name: 'ไอเทมโค้ด', exact: true }).click();
    await staff.waitForURL('**/admin/promotions?view=codes');
    await staff.getByText('สร้างชุดโค้ด', { exact: true }).click();
    await staff.getByLabel('คำนำหน้าโค้ด', { exact: true }).fill('e2e');
    await staff.getByLabel('จำนวนโค้ด', { exact: true }).fill('3');
    await staff.getByLabel('เครดิตฟรีต่อโค้ด (บาท)', { exact: true }).fill('25');
    await staff.getByLabel('หมายเหตุ', { exact: true }).fill('แจกทดสอบ e2e');
    // Issue 24 item 11: dates are chosen in Thai (day, month by name, Buddhist-era year, 24-hour clock),
    // not in the browser's "mm/dd/yyyy --:-- AM/PM".
    expect(await staff.locator('input[type="date"], input[type="datetime-local"]').count()).toBe(0);
    const expiry = staff.getByRole('group', { name: 'หมดอายุ (เวลาไทย)' });
    const nextYear = new Date().getFullYear() + 1;
    await expiry.getByLabel('วัน', { exact: true }).selectOption('31');
    await expiry.getByLabel('เดือน', { exact: true }).selectOption({ label: 'ธันวาคม' });
    await expiry.getByLabel('ปี พ.ศ.', { exact: true }).selectOption({ label: String(nextYear + 543) });
    await expiry.getByLabel('ชั่วโมง', { exact: true }).selectOption('23');
    await expiry.getByLabel('นาที', { exact: true }).selectOption('05');
    await staff.getByRole('button', { name: 'สร้างโค้ด', exact: true }).click();
    const question = adminPopup(staff, 'สร้างโค้ด 3 โค้ด โค้ดละ 25.00 บาท?');
    await question.getByText('รวมเครดิตฟรีสูงสุด 75.00 บาท', { exact: true }).waitFor();
    const posted = staff.waitForRequest(
      (r) => r.url().endsWith('/admin/v1/itemcodes/batches') && r.method() === 'POST',
    );
    await question.getByRole('button', { name: 'สร้างโค้ด', exact: true }).click();
    expect((await posted).postDataJSON()).toMatchObject({ expiresAt: `${nextYear}-12-31T23:05:00+07:00` });
    await closeDone(staff, 'สร้างโค้ดจำนวน 3 โค้ดเรียบร้อยแล้ว');

    // The new batch opens with its codes.
    await staff.getByRole('heading', { name: 'โค้ดของชุด: แจกทดสอบ e2e (E2E)', exact: true }).waitFor();
    const codes = staff.getByRole('region', { name: 'ตารางโค้ดของชุด' });
    await expect.poll(() => codes.getByRole('row').count()).toBe(4);
    const shown = (await codes.locator('tbody .code-text').allTextContents()).sort();
    expect(shown).toHaveLength(3);
    for (const code of shown) expect(code).toMatch(/^E2E-[2-9A-HJKMNP-Z]{12}$/);

    // The CSV: a BOM, the Thai headings, one line per code.
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('link', { name: 'ดาวน์โหลด CSV โค้ดของชุด แจกทดสอบ e2e (E2E)', exact: true }).click(),
    ]);
    const file = await readFile((await download.path())!);
    expect([...file.subarray(0, 3)]).toEqual(BOM);
    const lines = file.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(Object.values(ITEM_CODE_COLUMNS).join(','));
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(shown);
    expect(download.suggestedFilename()).toMatch(/^itemcodes-E2E-\d{4}-\d{2}-\d{2}\.csv$/);

    // A member redeems one (through the member API); the batch shows who, once read again.
    const member = await registerMember();
    const token = await login(member);
    await call(redeemItemCode, { token, body: { redeem_code: shown[1]!.toLowerCase() } });
    await staff.reload();
    // Marketing reads who redeemed with the phone masked and no link to the member (docs/ABUSE.md 16.12).
    const masked = `${member.phoneNumber.slice(0, 3)}-xxx-${member.phoneNumber.slice(6)}`;
    const used = codes.getByRole('row').filter({ hasText: shown[1]! });
    await used.getByText(masked, { exact: true }).waitFor();
    expect(await used.getByRole('link').count()).toBe(0);
    expect(await used.textContent()).toContain('ใช้แล้ว');
    const batches = staff.getByRole('region', { name: 'ตารางชุดไอเทมโค้ด' });
    expect(await batches.getByRole('row').filter({ hasText: 'แจกทดสอบ e2e' }).textContent()).toContain(
      '1 / 3',
    );

    await checkAtBothSizes(staff, 'item-code batch with its codes', 'item-codes');
    expect(pageErrorsBut(staff, 401)).toEqual([]);
  });
});

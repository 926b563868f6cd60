import { adminApproveApproval, adminListItemCodes, getBalance, redeemItemCode, TH } from '@chokdee/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessibleAtBothSizes,
  adminPopup,
  adminScreenshot,
  createStaff,
  staffPage,
} from './support/admin-app';
import { adminHeaders, api, call } from './support/api';
import { SCREENS } from './support/axe';
import { e2eSkipped } from './support/context';
import { login } from './support/login';
import { pageErrorsBut } from './support/member-app';
import { registerMember } from './support/register-member';

/**
 * Issue 23, four eyes on money in the browser: marketing generates a 50,000-baht item-code batch (500 codes
 * of 100, above marketing's 5,000 a day alone); it waits in the approvals queue and has no codes; an owner
 * approves it there, and a member redeems one of its codes. A second such batch, rejected, never gets a code
 * and can no longer be approved. axe finds nothing on the queue at 360×640 or 1366×768.
 */

let marketing: Page;
let owner: Page;

async function createBatch(note: string) {
  await marketing.goto('/admin/promotions?view=codes');
  await marketing.getByText('สร้างชุดโค้ด', { exact: true }).click();
  await marketing.getByLabel('จำนวนโค้ด', { exact: true }).fill('500');
  await marketing.getByLabel('เครดิตฟรีต่อโค้ด (บาท)', { exact: true }).fill('100');
  await marketing.getByLabel('หมายเหตุ', { exact: true }).fill(note);
  await marketing.getByRole('button', { name: 'สร้างโค้ด', exact: true }).click();
  const question = adminPopup(marketing, 'สร้างโค้ด 500 โค้ด โค้ดละ 100.00 บาท?');
  await question.getByText('รวมเครดิตฟรีสูงสุด 50,000.00 บาท', { exact: true }).waitFor();
  await question.getByRole('button', { name: 'สร้างโค้ด', exact: true }).click();
  const sent = adminPopup(marketing, 'ส่งคำขออนุมัติแล้ว');
  await sent.getByText(TH.approvalPending, { exact: false }).waitFor();
  await sent.getByRole('button', { name: 'ตกลง', exact: true }).click();
  await sent.waitFor({ state: 'hidden' });
  // Nothing was made: the batches list does not have it.
  const batches = marketing.getByRole('region', { name: 'ตารางชุดไอเทมโค้ด' });
  expect(await batches.getByRole('row').filter({ hasText: note }).count()).toBe(0);
}

/** The queue's row of the batch with this note. */
const requestRow = (note: string) => owner.getByRole('row').filter({ hasText: note });

async function closeDone(page: Page, message: string) {
  const done = adminPopup(page, 'สำเร็จ');
  await done.getByText(message, { exact: true }).waitFor();
  await done.getByRole('button', { name: 'ตกลง', exact: true }).click();
  await done.waitFor({ state: 'hidden' });
}

describe.skipIf(e2eSkipped())('back office: a 50,000 item-code batch waits for a second person', () => {
  beforeAll(async () => {
    marketing = await staffPage(await createStaff('marketing'), '/admin/promotions', {
      viewport: SCREENS.desktop,
    });
    owner = await staffPage(await createStaff('owner'), '/admin/approvals', { viewport: SCREENS.desktop });
  });

  afterAll(async () => {
    await marketing?.context().close();
    await owner?.context().close();
  });

  it('waits in the approvals queue; approved by an owner, a member redeems a code', async () => {
    const note = `ชุดรออนุมัติ ${Date.now() % 1_000_000}`;
    await createBatch(note);

    await owner.reload();
    await owner.getByRole('heading', { level: 1, name: 'อนุมัติ' }).waitFor();
    const row = requestRow(note);
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('สร้างโค้ดเป็นชุด');
    expect(text).toContain('50,000.00');
    expect(text).toContain('รออนุมัติ');
    await accessibleAtBothSizes(owner, 'approvals queue with a batch');
    await adminScreenshot(owner, 'approvals.png');
    await owner.setViewportSize(SCREENS.phone);
    await adminScreenshot(owner, 'approvals-phone.png');
    await owner.setViewportSize(SCREENS.desktop);

    // The maker sees it too, and may only withdraw it.
    await marketing.goto('/admin/approvals');
    const own = marketing.getByRole('row').filter({ hasText: note });
    await own.getByRole('button', { name: 'ถอนคำขอ', exact: true }).waitFor();
    expect(await own.getByRole('button', { name: 'อนุมัติ', exact: true }).count()).toBe(0);

    await row.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
    const question = adminPopup(owner, 'อนุมัติสร้างโค้ดเป็นชุด?');
    await question.getByText('จ่ายได้สูงสุด 50,000.00 บาท รายการจะมีผลทันทีที่อนุมัติ', { exact: true }).waitFor();
    await question.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
    await closeDone(owner, TH.approvalApproved);
    await owner.getByRole('button', { name: 'อนุมัติแล้ว', exact: true }).click();
    await expect.poll(() => requestRow(note).textContent()).toContain('itemcode-batch:');

    // The batch now exists with its 500 codes; a member redeems one of them.
    const batchId = ((await requestRow(note).textContent()) ?? '').match(
      /itemcode-batch:([0-9a-f-]{36})/,
    )?.[1];
    expect(batchId).toBeDefined();
    const codes = await call(adminListItemCodes, {
      headers: adminHeaders,
      query: { batch: batchId!, format: 'json', pageSize: '5' },
    });
    expect(codes.data.total).toBe(500);
    const member = await registerMember();
    const token = await login(member);
    await call(redeemItemCode, { token, body: { redeem_code: codes.data.items[0]!.code } });
    expect((await call(getBalance, { token })).data.balance).toBe(100);
    expect(pageErrorsBut(owner, 401)).toEqual([]);
    expect(pageErrorsBut(marketing, 401)).toEqual([]);
  });

  it('never makes the codes of a batch that was rejected', async () => {
    const note = `ชุดถูกปฏิเสธ ${Date.now() % 1_000_000}`;
    await createBatch(note);

    await owner.goto('/admin/approvals');
    const row = requestRow(note);
    await row.getByRole('button', { name: 'ปฏิเสธ', exact: true }).click();
    const ask = adminPopup(owner, 'ปฏิเสธสร้างโค้ดเป็นชุด?');
    await ask.getByRole('textbox', { name: 'เหตุผล (ไม่บังคับ)' }).fill('งบไม่พอ');
    await ask.getByRole('button', { name: 'ปฏิเสธ', exact: true }).click();
    await closeDone(owner, TH.approvalRejected);
    await owner.getByRole('button', { name: 'ปฏิเสธแล้ว', exact: true }).click();
    await expect.poll(() => requestRow(note).textContent()).toContain('งบไม่พอ');

    // Nobody can approve it afterwards, and its codes never exist.
    const id = await owner.evaluate(async (text) => {
      const res = await fetch('/admin/v1/approvals?status=rejected', { credentials: 'same-origin' });
      const body = (await res.json()) as { data: { items: { id: string; after: { note?: string } }[] } };
      return body.data.items.find((r) => r.after.note === text)?.id;
    }, note);
    expect(id).toBeDefined();
    const late = await api(adminApproveApproval.path.replace(':id', id!), {
      method: 'POST',
      body: {},
      headers: adminHeaders,
    });
    expect(late).toMatchObject({ status: 409, body: { success: 0, message: TH.alreadyProcessed } });
    await marketing.goto('/admin/promotions?view=codes');
    const batches = marketing.getByRole('region', { name: 'ตารางชุดไอเทมโค้ด' });
    await batches.waitFor();
    expect(await batches.getByRole('row').filter({ hasText: note }).count()).toBe(0);
    expect(pageErrorsBut(owner, 401)).toEqual([]);
  });
});

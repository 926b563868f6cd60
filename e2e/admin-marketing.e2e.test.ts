import { randomInt } from 'node:crypto';
import {
  adminDeleteBanner,
  adminListBanners,
  adminUploadMarketingImage,
  fillMessage,
  getBanners,
  TH,
} from '@chokdee/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithComment, paddedJpeg, pngPicture } from '../apps/server/test/pictures';
import {
  accessibleAtBothSizes,
  adminPopup,
  adminScreenshot,
  createStaff,
  pickDate,
  staffPage,
  type StaffAccount,
} from './support/admin-app';
import { adminHeaders, api, call } from './support/api';
import { SCREENS } from './support/axe';
import { networkQuiet } from './support/browser';
import { e2eSkipped } from './support/context';
import { login } from './support/login';
import { appPage, memberPage, pageErrorsBut, settle } from './support/member-app';
import { registerMember } from './support/register-member';
import { screenshots } from './support/screenshot';

/**
 * Issue 28 item 1, the marketing surface in the browser: a marketing staff member uploads a picture, names
 * the banner, points it at the slots page and saves it; a visitor's landing page and home show it as a link
 * to /user/slot with its picture loaded. An end moved into the past takes it off both pages at their next
 * load. Pictures the server refuses (not a picture, a script in its comment) and one over 5 MB (refused in
 * the browser) each show the server's Thai message, no preview, and leave the list as it was. axe finds
 * nothing on the screen with its form open at 390×844 or 1366×768, and nothing scrolls sideways on the phone.
 * A banner placed as the sign-in popup shows a member once, closable, and not again that day.
 */

const PATH = '/admin/marketing/banners';
const TITLE = `แบนเนอร์ทดสอบ ${randomInt(1_000_000)}: ฝากแรกรับโบนัส`;
const POPUP_TITLE = `ป๊อปอัปทดสอบ ${randomInt(1_000_000)}: โปรวันนี้`;
const FIELD = {
  picture: 'รูปแบนเนอร์',
  title: 'ชื่อแบนเนอร์ (ข้อความแทนภาพ)',
  link: 'ลิงก์เมื่อกดแบนเนอร์',
  placement: 'แสดงที่',
  start: 'เริ่มแสดง (เวลาไทย)',
  end: 'สิ้นสุด (เวลาไทย)',
  order: 'ลำดับการแสดง',
} as const;
const PREVIEW = 'ตัวอย่างรูปแบนเนอร์';

let marketing: StaffAccount;
let staff: Page;

/** A moment as the back office's date fields take it: Bangkok wall-clock time, "2026-12-31T23:05". */
const bangkok = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 16);

const isUpload = (url: string) => new URL(url).pathname === adminUploadMarketingImage.path;
const isBanners = (url: string) => new URL(url).pathname === getBanners.path;

/** Every banner's id, as the server holds them (the operator key). */
const bannerIds = async () =>
  (await call(adminListBanners, { headers: adminHeaders })).data.banners.map((b) => b.id).sort();

const table = () => staff.getByRole('region', { name: 'ตารางแบนเนอร์', exact: true });
const row = () => table().getByRole('row').filter({ hasText: TITLE });

/** The add/edit panel (a <details>), opened when it is not. */
async function openForm(page: Page) {
  const panel = page.locator('details.panel');
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  await page.getByLabel(FIELD.title, { exact: true }).waitFor();
}

/** The done popup with the server's message, closed. */
async function expectDone(page: Page, message: string) {
  const done = adminPopup(page, 'สำเร็จ');
  await done.getByText(message, { exact: true }).waitFor();
  await done.getByRole('button', { name: 'ตกลง', exact: true }).click();
  await done.waitFor({ state: 'hidden' });
}

/** Chooses a file that the server refuses: its 400 answer, then its Thai message and no preview. */
async function expectServerRefusal(
  file: { name: string; mimeType: string; buffer: Buffer },
  message: string,
) {
  const answered = staff.waitForResponse((r) => isUpload(r.url()) && r.request().method() === 'POST');
  await staff.getByLabel(FIELD.picture, { exact: true }).setInputFiles(file);
  expect((await answered).status()).toBe(400);
  await staff.getByText(message, { exact: true }).waitFor();
  expect(await staff.getByRole('img', { name: PREVIEW, exact: true }).count()).toBe(0);
}

/**
 * A visitor's fresh page at `path` (no session): the banners call's answer as it came, once the page has
 * asked for it.
 */
async function visit(path: string) {
  const page = await appPage();
  const answered = page.waitForResponse((r) => isBanners(r.url()) && r.request().method() === 'GET');
  await page.goto(path);
  const answer = await answered;
  expect(answer.status()).toBe(200);
  return { page, body: JSON.stringify(await answer.json()) };
}

/**
 * The banner on a visitor's page: a link to /user/slot named by its title, its picture loaded; the page with
 * its carousel passes axe and does not scroll sideways at either size.
 */
async function expectBannerShown(path: string, shot: string) {
  const { page, body } = await visit(path);
  expect(body, path).toContain(TITLE);
  const link = page.getByRole('link', { name: TITLE, exact: true }).first();
  await link.waitFor();
  expect(await link.getAttribute('href'), path).toMatch(/\/user\/slot$/);
  const image = link.getByRole('img', { name: TITLE, exact: true });
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth), {
      message: `${path}: the banner's picture loaded`,
    })
    .toBeGreaterThan(0);
  await accessibleAtBothSizes(page, `${path} with a banner`);
  await screenshots(page, shot);
  expect(pageErrorsBut(page)).toEqual([]);
  await page.context().close();
}

/** The banner gone from a visitor's page at its next load. */
async function expectBannerGone(path: string) {
  const { page, body } = await visit(path);
  expect(body, path).not.toContain(TITLE);
  await networkQuiet(page);
  expect(await page.getByRole('link', { name: TITLE, exact: true }).count(), path).toBe(0);
  expect(pageErrorsBut(page)).toEqual([]);
  await page.context().close();
}

describe.skipIf(e2eSkipped())('back office: marketing banners', () => {
  beforeAll(async () => {
    marketing = await createStaff('marketing');
    staff = await staffPage(marketing, PATH, { viewport: SCREENS.desktop });
  });

  afterAll(async () => {
    await staff?.context().close();
    // A test that stopped half-way leaves no banner on the shared server's pages.
    const { data } = await call(adminListBanners, { headers: adminHeaders });
    for (const banner of data.banners.filter((b) => b.title === TITLE || b.title === POPUP_TITLE))
      await api(adminDeleteBanner.path.replace(':id', banner.id), {
        method: 'DELETE',
        body: {},
        headers: adminHeaders,
      });
  });

  it('refuses a file that is no picture, one over 5 MB and one with a script, in Thai; nothing is kept', async () => {
    await staff.getByRole('heading', { level: 1, name: 'แบนเนอร์', exact: true }).waitFor();
    // Marketing finds the screen in its menu.
    await staff
      .getByRole('navigation', { name: 'เมนูหลังบ้าน' })
      .getByRole('link', { name: 'แบนเนอร์', exact: true })
      .waitFor();
    const before = await bannerIds();
    await openForm(staff);

    // A page of HTML named .png: the server judges the content.
    await expectServerRefusal(
      { name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from('<html>not a picture</html>') },
      TH.marketingImageNotImage,
    );

    // Over the limit: refused here, before any upload, in the server's own words.
    let uploads = 0;
    const count = (request: { url: () => string }) => {
      if (isUpload(request.url())) uploads += 1;
    };
    staff.on('request', count);
    await staff.getByLabel(FIELD.picture, { exact: true }).setInputFiles({
      name: 'big.jpg',
      mimeType: 'image/jpeg',
      buffer: await paddedJpeg(5 * 1024 * 1024 + 1),
    });
    await staff.getByText(fillMessage(TH.marketingImageTooLarge, { maxMb: 5 }), { exact: true }).waitFor();
    expect(await staff.getByRole('img', { name: PREVIEW, exact: true }).count()).toBe(0);
    staff.off('request', count);
    expect(uploads).toBe(0);

    // A real JPEG carrying a script in its comment.
    await expectServerRefusal(
      {
        name: 'polyglot.jpg',
        mimeType: 'image/jpeg',
        buffer: await jpegWithComment(1200, 400, '<script>alert(1)</script>'),
      },
      TH.marketingImageScript,
    );

    await accessibleAtBothSizes(staff, 'banners, the form with a refused picture');
    expect(await bannerIds()).toEqual(before);
    expect(await row().count()).toBe(0);
    expect(pageErrorsBut(staff, 400, 401)).toEqual([]);
  });

  it('adds a banner to /user/slot; a visitor sees it on the landing page and home', async () => {
    await openForm(staff);
    const uploaded = staff.waitForResponse((r) => isUpload(r.url()) && r.request().method() === 'POST');
    await staff.getByLabel(FIELD.picture, { exact: true }).setInputFiles({
      name: 'songkran.png',
      mimeType: 'image/png',
      buffer: await pngPicture(1200, 400),
    });
    expect((await uploaded).status()).toBe(200);
    await staff.getByText(TH.marketingImageSaved, { exact: true }).waitFor();
    const preview = staff.getByRole('img', { name: PREVIEW, exact: true });
    await preview.waitFor();
    await expect
      .poll(() => preview.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);

    await staff.getByLabel(FIELD.title, { exact: true }).fill(TITLE);
    await staff.getByLabel(FIELD.link, { exact: true }).selectOption('/user/slot');
    // Starts now (the form's default), ends next year.
    await pickDate(staff, FIELD.start, bangkok(Date.now()));
    await pickDate(staff, FIELD.end, `${new Date().getUTCFullYear() + 1}-12-31T23:00`);
    await staff.getByLabel(FIELD.order, { exact: true }).fill('0');
    await accessibleAtBothSizes(staff, 'banners, the form filled with its preview');

    await staff.getByRole('button', { name: 'บันทึกแบนเนอร์', exact: true }).click();
    await expectDone(staff, TH.bannerSaved);
    await row().waitFor();
    const rowText = (await row().textContent()) ?? '';
    expect(rowText).toContain('/user/slot');
    expect(rowText).toContain('แสดงอยู่');
    const thumb = row().getByRole('img', { name: TITLE, exact: true });
    await expect
      .poll(() => thumb.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);

    await accessibleAtBothSizes(staff, 'banners, the list and the form open');
    await adminScreenshot(staff, 'banners.png');
    await staff.setViewportSize(SCREENS.phone);
    await adminScreenshot(staff, 'banners-phone.png');
    await staff.setViewportSize(SCREENS.desktop);

    await expectBannerShown('/', 'landing-banner');
    await expectBannerShown('/user/home', 'home-banner');
    expect(pageErrorsBut(staff, 400, 401)).toEqual([]);
  });

  it('moves the end a minute into the past: the banner leaves both pages at their next load', async () => {
    await row()
      .getByRole('button', { name: `แก้ไข ${TITLE}`, exact: true })
      .click();
    await staff.getByText(`แก้ไขแบนเนอร์ ${TITLE}`, { exact: true }).waitFor();
    expect(await staff.getByLabel(FIELD.title, { exact: true }).inputValue()).toBe(TITLE);
    expect(await staff.getByLabel(FIELD.link, { exact: true }).inputValue()).toBe('/user/slot');
    await staff.getByRole('img', { name: PREVIEW, exact: true }).waitFor();

    // The end must follow the start: the start goes back ten minutes, the end one minute ago.
    const now = Date.now();
    await pickDate(staff, FIELD.start, bangkok(now - 10 * 60_000));
    await pickDate(staff, FIELD.end, bangkok(now - 60_000));
    await staff.getByRole('button', { name: 'บันทึกการแก้ไข', exact: true }).click();
    await expectDone(staff, TH.bannerSaved);
    await row().getByText('หมดเวลาแล้ว', { exact: true }).waitFor();

    await expectBannerGone('/');
    await expectBannerGone('/user/home');
    expect(pageErrorsBut(staff, 400, 401)).toEqual([]);
  });

  it('deletes the banner after asking', async () => {
    await row()
      .getByRole('button', { name: `ลบ ${TITLE}`, exact: true })
      .click();
    const question = adminPopup(staff, `ลบแบนเนอร์ ${TITLE}?`);
    await question.getByRole('button', { name: 'ลบแบนเนอร์', exact: true }).click();
    await expectDone(staff, TH.bannerDeleted);
    await row().waitFor({ state: 'detached' });
    const { data } = await call(adminListBanners, { headers: adminHeaders });
    expect(data.banners.map((b) => b.title)).not.toContain(TITLE);
    expect(pageErrorsBut(staff, 400, 401)).toEqual([]);
  });

  it('shows a sign-in popup to a member once a day: closed, it stays away', async () => {
    await openForm(staff);
    await staff.getByLabel(FIELD.placement, { exact: true }).selectOption('signin');
    await staff.getByLabel(FIELD.picture, { exact: true }).setInputFiles({
      name: 'today.png',
      mimeType: 'image/png',
      buffer: await pngPicture(900, 600),
    });
    await staff.getByRole('img', { name: PREVIEW, exact: true }).waitFor();
    await staff.getByLabel(FIELD.title, { exact: true }).fill(POPUP_TITLE);
    await staff.getByLabel(FIELD.link, { exact: true }).selectOption('/user/promotion');
    await staff.getByRole('button', { name: 'บันทึกแบนเนอร์', exact: true }).click();
    await expectDone(staff, TH.bannerSaved);
    const popupRow = table().getByRole('row').filter({ hasText: POPUP_TITLE });
    expect(await popupRow.textContent()).toContain('ป๊อปอัปหลังเข้าสู่ระบบ');

    const token = await login(await registerMember());
    const page = await memberPage(token, '/user/home');
    const dialog = page.getByRole('dialog', { name: POPUP_TITLE, exact: true });
    await dialog.waitFor();
    const image = dialog.getByRole('img', { name: POPUP_TITLE, exact: true });
    await expect
      .poll(() => image.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    expect(await dialog.getByRole('link').getAttribute('href')).toMatch(/\/user\/promotion$/);
    await accessibleAtBothSizes(page, 'the sign-in popup');
    await screenshots(page, 'signin-popup');
    // A popup is not a carousel banner.
    expect(await page.getByRole('region', { name: 'ข่าวสารและโปรโมชั่น' }).getByText(POPUP_TITLE).count()).toBe(
      0,
    );
    await dialog.getByRole('button', { name: 'ปิด', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The same day, on a reload and in a new page: no popup (the server gives one a day).
    await page.reload();
    await settle(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    const other = await memberPage(token, '/user/home');
    await settle(other);
    expect(await other.getByRole('dialog').count()).toBe(0);
    expect(pageErrorsBut(page)).toEqual([]);
    await page.context().close();
    await other.context().close();

    // Taken down before the next test file's members sign in.
    await popupRow.getByRole('button', { name: `ลบ ${POPUP_TITLE}`, exact: true }).click();
    await adminPopup(staff, `ลบแบนเนอร์ ${POPUP_TITLE}?`)
      .getByRole('button', { name: 'ลบแบนเนอร์', exact: true })
      .click();
    await expectDone(staff, TH.bannerDeleted);
  });
});

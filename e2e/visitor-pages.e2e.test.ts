import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { getPrefix, getPromotions, refresh } from '@chokdee/contracts';
import type { Page } from 'playwright-core';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { expectAccessible, SCREENS } from './support/axe';
import { pageErrors } from './support/browser';
import { baseUrl, e2eSkipped } from './support/context';
import { login } from './support/login';
import {
  appPage,
  closePopup,
  expectNoSideScroll,
  expectPath,
  memberPage,
  pageErrorsBut,
  pathOf,
  STORAGE,
  storedItem,
} from './support/member-app';
import { REPO_ROOT } from './support/paths';
import { registerMember } from './support/register-member';

/**
 * Pages that hold together (issue 17 item 6): what is read from storage is checked, a broken screen ends on
 * a Thai page with a reload, the share token lives only until signup or sign-out, the visitor's landing
 * page and logged-out home sell the site on a phone and on a laptop, and the referral link has its QR code
 * and LINE share.
 */

const LAPTOP = { width: 1366, height: 768 };
const ENGLISH_ERROR = 'Unexpected Application Error';
const digits = (width: number) => String(randomInt(10 ** width)).padStart(width, '0');

/** The whole page, its fixed footer bar put at the end of it (a full-page shot would show it mid-page). */
async function screenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const folder = join(REPO_ROOT, 'docs', 'screenshots');
  mkdirSync(folder, { recursive: true });
  await page.addStyleTag({ content: 'html { position: relative } .footer-bar { position: absolute }' });
  await page.screenshot({ path: join(folder, name), fullPage: true });
}

/** A page whose localStorage holds `items` before the app starts. */
const pageWithStorage = (items: Record<string, string>) =>
  appPage({
    storageState: {
      cookies: [],
      origins: [
        { origin: baseUrl(), localStorage: Object.entries(items).map(([name, value]) => ({ name, value })) },
      ],
    },
  });

/** The browser objects `samePixels` uses in the page (this file is compiled without the DOM library). */
interface PageImage {
  src: string;
  naturalWidth: number;
  naturalHeight: number;
  decode(): Promise<void>;
}
interface PageCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): {
    drawImage(image: PageImage, x: number, y: number): void;
    getImageData(x: number, y: number, w: number, h: number): { data: { join(): string } };
  } | null;
}

/** Whether the image shows exactly the pixels of the image at `url` (PNG encoders differ, pixels must not). */
async function samePixels(img: PageImage, url: string) {
  const { Image, document } = globalThis as unknown as {
    Image: new () => PageImage;
    document: { createElement(tag: 'canvas'): PageCanvas };
  };
  const pixels = async (src: string) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, canvas.width, canvas.height).data.join();
  };
  return (await pixels(img.src)) === (await pixels(url));
}

/** Every line of text of the page's main content that shows more than once. */
async function repeatedLines(page: Page) {
  const text = await page.getByRole('main').innerText();
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.filter((line, i) => lines.indexOf(line) !== i);
}

/** The sales sections of VisitorSections, as a visitor sees them. */
async function expectSalesSections(page: Page) {
  const main = page.getByRole('main');
  const [promotion] = (await call(getPromotions)).data;
  const { LineId } = (await call(getPrefix)).data;
  if (!promotion || !LineId) throw new Error('the e2e site has no promotion or LINE id to show');

  await main.getByRole('heading', { name: 'Chokdee เว็บเดิมพันออนไลน์ ครบทุกเกมในที่เดียว' }).waitFor();
  expect(await main.getByRole('link', { name: 'สมัครสมาชิก', exact: true }).count()).toBe(1);
  // The current promotion, its art and a way to all of them.
  const promo = main.getByRole('region', { name: 'โปรโมชั่นแนะนำ' });
  await promo.getByText(promotion.title, { exact: true }).waitFor();
  const art = promo.locator('img');
  await expect.poll(() => art.getAttribute('src')).toBe(promotion.ImageUrl);
  await expect
    .poll(() => art.evaluate((img: { naturalWidth: number }) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await promo.getByRole('link').getAttribute('href')).toBe('/user/promotion');
  // The game labels with their art, each a link to its games.
  const games = main.getByRole('region', { name: 'หมวดเกม' }).getByRole('list', { name: 'เกมทั้งหมด' });
  const links = games.getByRole('link');
  expect(await links.allInnerTexts()).toEqual(['คาสิโนสด', 'สล็อต', 'บาคาร่า', 'โป๊กเกอร์', 'เทรด']);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    '/user/game/casino',
    '/user/slot',
    '/user/baccarat',
    '/user/poker',
    '/user/trading',
  ]);
  for (const img of await games.locator('img').all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((i: { naturalWidth: number }) => i.naturalWidth)).toBeGreaterThan(0);
  }
  // Deposit and withdraw in three steps.
  const steps = main.getByRole('region', { name: 'ฝาก-ถอน ง่าย ๆ ใน 3 ขั้นตอน' }).getByRole('listitem');
  expect(await steps.count()).toBe(3);
  // The LINE contact, the responsible-play line and the footer.
  const line = main.getByRole('region', { name: 'ติดต่อแอดมิน' }).getByRole('link');
  await line.waitFor();
  expect(await line.getAttribute('href')).toBe(`https://line.me/R/ti/p/${encodeURIComponent(LineId)}`);
  expect(await line.innerText()).toContain(LineId);
  await main.getByText('สำหรับผู้ที่มีอายุ 20 ปีขึ้นไปเท่านั้น โปรดเล่นอย่างมีสติ', { exact: true }).waitFor();
  // The footer's year is in the era of every other date (Buddhist era); in the app the footer follows <main>.
  await page.getByText(`© ${new Date().getFullYear() + 543} Chokdee สงวนลิขสิทธิ์`, { exact: true }).waitFor();
  // Nothing said twice.
  expect(await repeatedLines(page)).toEqual([]);
  expect(await main.getByText('ยินดีต้อนรับสู่ Chokdee').count()).toBeLessThanOrEqual(1);
  // The footer's help line (free, 24 hours; issue 27 item 7) is its own statement, not the sales line's twin.
  const helpLine = await main.locator('footer').getByText('24 ชั่วโมง').count();
  expect(await main.getByText('24 ชั่วโมง').count()).toBeLessThanOrEqual(1 + helpLine);
}

describe.skipIf(e2eSkipped())('pages that hold together', () => {
  it.each([
    ['an empty object', '{}'],
    ['an array', '[1,2]'],
    ['a number', '12345'],
    ['a partial user', JSON.stringify({ PhoneNumber: '0812345678', internalWallet: { gameWallet: 5 } })],
  ])('drops a stored user of the wrong shape (%s) and lands on login', async (_, user) => {
    const page = await pageWithStorage({ [STORAGE.token]: 'e2e-stale-token', [STORAGE.user]: user });
    await page.goto('/user/home');
    await expectPath(page, '/user/login');
    await page.getByLabel('เบอร์โทรศัพท์', { exact: true }).waitFor();
    expect(await storedItem(page, STORAGE.token)).toBeNull();
    expect(await storedItem(page, STORAGE.user)).toBeNull();
    // And again on reload: the login screen, never React Router's English page.
    await page.reload();
    await page.getByLabel('เบอร์โทรศัพท์', { exact: true }).waitFor();
    expect(await page.getByText(ENGLISH_ERROR).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it.each(Object.entries(SCREENS))(
    'shows a Thai error page with a reload button when a screen fails to render (%s)',
    async (_, viewport) => {
      const page = await appPage({ viewport });
      await page.goto('/user/home');
      await page.getByRole('navigation', { name: 'เมนูหลัก' }).waitFor();
      // The promotion screen's code cannot be fetched (a deploy replaced it, the connection dropped).
      await page.route('**/assets/*.js', (route) => route.abort());
      await page
        .getByRole('navigation', { name: 'เมนูหลัก' })
        .getByRole('link', { name: 'โปรโมชั่น', exact: true })
        .click();
      const alert = page.getByRole('alert');
      await alert.getByRole('heading', { name: 'เกิดข้อผิดพลาด' }).waitFor();
      await alert.getByText('ขออภัย หน้านี้แสดงผลไม่ได้ กรุณาโหลดหน้าใหม่อีกครั้ง', { exact: true }).waitFor();
      expect(await page.getByText(ENGLISH_ERROR).count()).toBe(0);
      await expectNoSideScroll(page);
      await expectAccessible(page, 'Thai error page');
      // Reloading, with the connection back, shows the screen.
      await page.unroute('**/assets/*.js');
      await alert.getByRole('button', { name: 'โหลดหน้าใหม่' }).click();
      await page.getByRole('heading', { name: 'โปรโมชั่น', level: 1 }).waitFor();
      expect(pathOf(page)).toBe('/user/promotion');
      await page.context().close();
    },
  );

  it('keeps the share token until the signup goes through, then forgets it', async () => {
    const referrer = await registerMember();
    const referrerKey = (await call(refresh, { token: await login(referrer) })).data.affiliateKey;
    const page = await appPage();
    await page.goto(`/?shareToken=${referrerKey}`);
    expect(await storedItem(page, STORAGE.shareToken)).toBe(referrerKey);
    await page.goto('/user/register');
    await page.getByLabel('เบอร์โทรศัพท์', { exact: true }).fill(`09${digits(8)}`);
    await page.getByRole('button', { name: 'ถัดไป', exact: true }).click();
    await page.getByRole('radio', { name: 'กสิกรไทย', exact: true }).check({ force: true });
    await page.getByLabel('เลขบัญชี', { exact: true }).fill(`${randomInt(1, 10)}${digits(9)}`);
    await page.getByRole('button', { name: 'ตรวจสอบบัญชี', exact: true }).click();
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('share-pass1');
    await page.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill('share-pass1');
    await page.getByRole('checkbox', { name: /ฉันอายุ 20 ปีขึ้นไป/ }).check();
    const [signup] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/auth-service/v1/signup')),
      page.getByRole('button', { name: 'ยืนยันการสมัคร', exact: true }).click(),
    ]);
    expect(signup.postDataJSON()).toMatchObject({ affiliateKey: referrerKey });
    await closePopup(page, 'ลงทะเบียนเรียบร้อยแล้ว');
    await expectPath(page, '/user/login');
    expect(await storedItem(page, STORAGE.shareToken)).toBeNull();
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('signs out from the menu, and forgets a share token', async () => {
    const member = await registerMember();
    const page = await memberPage(await login(member), '/user/home/e2e-share-out');
    await expectPath(page, '/user/home');
    expect(await storedItem(page, STORAGE.shareToken)).toBe('e2e-share-out');
    // Sign-out is in the menu too (issue 24 item 15: only the profile had it).
    await page.goto('/user/menu');
    await page.getByRole('button', { name: 'ออกจากระบบ', exact: true }).click();
    await expectPath(page, '/');
    expect(await storedItem(page, STORAGE.token)).toBeNull();
    expect(await storedItem(page, STORAGE.shareToken)).toBeNull();
    expect(pageErrorsBut(page, 401)).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['phone', undefined],
    ['laptop', LAPTOP],
  ])('the logged-out home sells the site on a %s', async (_, viewport) => {
    const page = await appPage(viewport ? { viewport } : {});
    await page.goto('/user/home');
    await expectSalesSections(page);
    await expectNoSideScroll(page);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['phone', undefined, 'landing-360.png'],
    ['laptop', LAPTOP, 'landing-1366.png'],
  ])('the landing page sells the site on a %s', async (_, viewport, file) => {
    const page = await appPage(viewport ? { viewport } : {});
    await page.goto('/');
    await expectSalesSections(page);
    await expectNoSideScroll(page);
    await screenshot(page, file);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the referral link as a QR code and a LINE share link beside the copy button', async () => {
    const member = await registerMember();
    const token = await login(member);
    const { affiliateKey } = (await call(refresh, { token })).data;
    const link = `${baseUrl()}/?shareToken=${affiliateKey}`;
    const page = await memberPage(token, '/user/affiliate');
    const qr = page.getByRole('img', { name: 'คิวอาร์โค้ดลิงก์แนะนำเพื่อน' });
    await qr.waitFor();
    // The very pixels the qrcode package draws for the link: the code holds the link.
    const expected = await QRCode.toDataURL(link, { width: 200, margin: 2, errorCorrectionLevel: 'M' });
    expect(await qr.evaluate(samePixels, expected)).toBe(true);
    const another = await QRCode.toDataURL(`${link}x`, { width: 200, margin: 2, errorCorrectionLevel: 'M' });
    expect(await qr.evaluate(samePixels, another)).toBe(false);
    const share = page.getByRole('link', { name: 'แชร์ไป LINE' });
    expect(await share.getAttribute('href')).toBe(
      `https://line.me/R/share?text=${encodeURIComponent(`มาเล่นด้วยกันที่ Chokdee สมัครผ่านลิงก์นี้ ${link}`)}`,
    );
    expect(await share.getAttribute('target')).toBe('_blank');
    // Beside the copy button, in the referral link's row.
    const row = page.getByLabel('ลิงก์แนะนำเพื่อน').locator('xpath=..');
    expect(await row.getByRole('button', { name: /คัดลอก/ }).count()).toBe(1);
    expect(await row.getByRole('link', { name: 'แชร์ไป LINE' }).count()).toBe(1);
    await expectNoSideScroll(page);
    if (process.env.E2E_SCREENSHOTS === '1') {
      await qr.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(REPO_ROOT, 'docs', 'screenshots', 'referral-qr.png') });
    }
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});

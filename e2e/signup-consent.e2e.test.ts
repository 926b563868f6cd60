import { randomInt } from 'node:crypto';
import { adminMemberPage, HELP_LINE, TERMS_VERSION } from '@chokdee/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminHeaders, api } from './support/api';
import { expectAccessible, SCREENS } from './support/axe';
import { e2eSkipped } from './support/context';
import { login } from './support/login';
import { appPage, closePopup, expectNoSideScroll, expectPath, memberPage } from './support/member-app';
import { registerMember } from './support/register-member';
import { screenshots } from './support/screenshot';

/**
 * Issue 27 item 7 (docs/decisions/099-age-and-terms-at-signup.md): the signup's age-and-terms box is
 * required and sent, the server keeps it (the back office's member page shows it), and every footer, the
 * landing's and the member app's, opens the terms and the play-responsibly page with the help line, at a
 * phone's width and a laptop's, with no axe violation and nothing wider than the screen.
 */

const digits = (width: number) => String(randomInt(10 ** width)).padStart(width, '0');
const CONSENT_ERROR = 'กรุณายืนยันว่าคุณอายุ 20 ปีขึ้นไป และยอมรับข้อกำหนดและเงื่อนไข';

/** The member page profile the back office reads for the member with this phone. */
async function profileOf(phoneNumber: string) {
  const list = await api(`/admin/v1/members?q=${phoneNumber}`, { headers: adminHeaders });
  const [item] = (list.body as { data: { items: { id: string }[] } }).data.items;
  if (!item) throw new Error(`no member ${phoneNumber}`);
  const page = await api(`/admin/v1/members/${item.id}`, { headers: adminHeaders });
  expect(page.status).toBe(200);
  return adminMemberPage.parse((page.body as { data: unknown }).data).profile;
}

/** From the footer of the page open now: the terms, then back, then the play-responsibly page. */
async function openBothFromFooter(page: Page, from: string, what: string) {
  const footer = page.locator('footer.site-footer');
  const links = footer.getByRole('navigation', { name: 'ข้อมูลสำหรับสมาชิก' });
  // The help line is in every footer, a number to call.
  const help = footer.getByRole('link', { name: HELP_LINE.text, exact: true });
  expect(await help.getAttribute('href')).toBe(`tel:${HELP_LINE.tel}`);

  await links.getByRole('link', { name: 'ข้อกำหนดและเงื่อนไข', exact: true }).click();
  await expectPath(page, '/user/terms');
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: 'ข้อกำหนดและเงื่อนไข' }).waitFor();
  await main.getByText(`ฉบับ ${TERMS_VERSION} มีผลตั้งแต่`).waitFor();
  expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(5);
  await expectNoSideScroll(page);
  await expectAccessible(page, `terms from ${what}`);

  await page.goto(from);
  await links.getByRole('link', { name: 'เล่นอย่างรับผิดชอบ', exact: true }).click();
  await expectPath(page, '/user/play-responsibly');
  await main.getByRole('heading', { level: 1, name: 'เล่นอย่างรับผิดชอบ' }).waitFor();
  for (const control of ['ขีดจำกัดการฝากและยอดเสีย', 'จำกัดเวลาเล่น', 'พักการเล่นและระงับตัวเอง', 'แจ้งเตือนเวลาเล่น']) {
    await main.getByText(control, { exact: true }).waitFor();
  }
  // The help line in the page itself, not only in its footer.
  const inPage = main.getByRole('region', { name: 'ขอความช่วยเหลือ' });
  expect(await inPage.getByRole('link', { name: HELP_LINE.text }).getAttribute('href')).toBe(
    `tel:${HELP_LINE.tel}`,
  );
  await expectNoSideScroll(page);
  await expectAccessible(page, `play-responsibly from ${what}`);
}

describe.skipIf(e2eSkipped())('age and terms at signup, and the pages every footer links', () => {
  it('holds the signup until the box is ticked, sends it, and the back office shows the consent', async () => {
    const phoneNumber = `09${digits(8)}`;
    const page = await appPage({ viewport: SCREENS.phone });
    const field = (label: string) => page.getByLabel(label, { exact: true });
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    await page.goto('/user/register');
    await field('เบอร์โทรศัพท์').fill(phoneNumber);
    await button('ถัดไป').click();
    await page.getByRole('radio', { name: 'กสิกรไทย', exact: true }).check({ force: true });
    await field('เลขบัญชี').fill(`${randomInt(1, 10)}${digits(9)}`);
    await button('ตรวจสอบบัญชี').click();
    await field('รหัสผ่าน').waitFor();
    await field('รหัสผ่าน').fill('consent-pass1');
    await field('ยืนยันรหัสผ่าน').fill('consent-pass1');

    // The box: its label says it, and its link opens the terms in a new tab, the form kept as it is.
    const box = page.getByRole('checkbox', { name: /ฉันอายุ 20 ปีขึ้นไป และยอมรับ ข้อกำหนดและเงื่อนไข/ });
    expect(await box.isChecked()).toBe(false);
    const termsLink = page
      .getByRole('main')
      .getByRole('link', { name: /^ข้อกำหนดและเงื่อนไข \(เปิดในแท็บใหม่\)$/ });
    expect(await termsLink.getAttribute('href')).toBe('/user/terms');
    expect(await termsLink.getAttribute('target')).toBe('_blank');
    await expectAccessible(page, 'signup details step');

    // Not ticked: a Thai message at the box, and no signup call leaves.
    const signups: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/auth-service/v1/signup')) signups.push(r.url());
    });
    await button('ยืนยันการสมัคร').click();
    await page.getByText(CONSENT_ERROR, { exact: true }).waitFor();
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    expect(signups).toEqual([]);
    await expectNoSideScroll(page);

    await box.check();
    const [signup] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/auth-service/v1/signup')),
      button('ยืนยันการสมัคร').click(),
    ]);
    expect(signup.postDataJSON().consent).toEqual({ adult: true, termsVersion: TERMS_VERSION });
    await closePopup(page, 'ลงทะเบียนเรียบร้อยแล้ว');
    await expectPath(page, '/user/login');

    const profile = await profileOf(phoneNumber);
    expect(profile.consent).toEqual({
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: profile.createdAt,
      adultConfirmedAt: profile.createdAt,
    });
    await page.context().close();
  });

  for (const [size, viewport] of Object.entries(SCREENS)) {
    it(`opens both pages from the landing's footer and the app's, on a ${size} (${viewport.width} px)`, async () => {
      const page = await appPage({ viewport });
      await page.goto('/');
      await openBothFromFooter(page, '/', `the landing at ${viewport.width} px`);
      await page.goto('/user/login');
      await openBothFromFooter(page, '/user/login', `the app's login at ${viewport.width} px`);
      await page.context().close();
    });
  }

  it("opens both pages from a signed-in member's footer, and shows them in both sizes", async () => {
    const token = await login(await registerMember());
    const page = await memberPage(token, '/user/deposit', { viewport: SCREENS.phone });
    await page.locator('footer.site-footer').waitFor();
    await openBothFromFooter(page, '/user/deposit', 'a member page');
    // The fixed bottom bar at the end of the whole-page picture, not mid-page.
    await page.addStyleTag({ content: 'html { position: relative } .footer-bar { position: absolute }' });
    await screenshots(page, 'member-play-responsibly', { fullPage: true });
    await page.getByRole('link', { name: 'ข้อกำหนดและเงื่อนไข', exact: true }).click();
    await expectPath(page, '/user/terms');
    await screenshots(page, 'member-terms', { fullPage: true });
    await page.context().close();
  });
});

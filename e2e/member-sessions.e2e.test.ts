import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { e2eSkipped } from './support/context';
import {
  animationsDone,
  appPage,
  expectNoSideScroll,
  expectPath,
  popup,
  storedItem,
  STORAGE,
} from './support/member-app';
import { registerMember, type Member } from './support/register-member';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Signs in through the login screen, in a browser context of its own that says it is `userAgent`. */
async function signIn(member: Member, userAgent: string): Promise<Page> {
  const page = await appPage({ userAgent });
  await page.goto('/user/login');
  await page.getByLabel('เบอร์โทรศัพท์', { exact: true }).fill(member.phoneNumber);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expectPath(page, '/user/home');
  return page;
}

/**
 * Last login and sessions (issue 27 item 6, docs/decisions/098-last-login-and-sessions.md): the home tells of
 * the sign-in before this one, the profile lists the devices, and "ออกจากระบบทุกเครื่อง" signs out the others.
 */
describe.skipIf(e2eSkipped())('last login and signed-in devices', () => {
  it('tells of the previous sign-in, lists both devices, and signs out everywhere', async () => {
    const member = await registerMember();
    const phone = await signIn(member, ANDROID);
    // The first sign-in of all: nothing before it to tell of.
    await phone.getByRole('heading', { name: 'เมนูลัด' }).waitFor();
    expect(await phone.getByRole('status').filter({ hasText: 'เข้าสู่ระบบครั้งก่อน' }).count()).toBe(0);

    const iphone = await signIn(member, IPHONE);
    const notice = iphone.getByRole('status').filter({ hasText: 'เข้าสู่ระบบครั้งก่อน' });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/^เข้าสู่ระบบครั้งก่อน: .+ น\. · Chrome บน Android · [\d.]+\.x$/);
    await expectAccessible(iphone, 'home with the last-login notice');
    await expectNoSideScroll(iphone);
    await notice.getByRole('button', { name: 'ปิดการแจ้งเตือน' }).click();
    await notice.waitFor({ state: 'hidden' });
    await iphone.reload();
    await iphone.getByRole('heading', { name: 'เมนูลัด' }).waitFor();
    expect(await notice.count()).toBe(0);

    await iphone.goto('/user/profile');
    const devices = iphone.getByRole('region', { name: 'อุปกรณ์ที่เข้าสู่ระบบ' });
    await devices.getByRole('listitem').nth(1).waitFor();
    const rows = await devices.getByRole('listitem').allTextContents();
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.includes('อุปกรณ์นี้'))).toContain('Safari บน iPhone');
    expect(rows.some((r) => r.includes('Chrome บน Android') && !r.includes('อุปกรณ์นี้'))).toBe(true);
    await expectAccessible(iphone, 'profile with the signed-in devices');
    await expectNoSideScroll(iphone);

    await devices.getByRole('button', { name: 'ออกจากระบบทุกเครื่อง' }).click();
    const ask = popup(iphone, 'ออกจากระบบทุกเครื่อง รวมถึงเครื่องนี้?');
    await ask.waitFor();
    await animationsDone(iphone);
    await expectAccessible(iphone, 'sign out everywhere, asked first');
    await ask.getByRole('button', { name: 'ใช่', exact: true }).click();
    await expectPath(iphone, '/user/login');
    expect(await storedItem(iphone, STORAGE.token)).toBeNull();

    // The other device is signed out at its next call: the profile sends it home, its token gone.
    await phone.goto('/user/profile');
    await expectPath(phone, '/user/home');
    await expect.poll(() => storedItem(phone, STORAGE.token), { timeout: 10_000 }).toBeNull();
    await phone.context().close();
    await iphone.context().close();
  });
});

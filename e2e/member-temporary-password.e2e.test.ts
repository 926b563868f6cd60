import { describe, expect, it } from 'vitest';
import { adminHeaders, api } from './support/api';
import { expectAccessible } from './support/axe';
import { e2eSkipped } from './support/context';
import { appPage, closePopup, expectPath } from './support/member-app';
import { registerMember } from './support/register-member';

/**
 * A password staff reset (issue 12, members): the member signs in with the temporary password shown to the
 * staff member, and the app opens straight on "เปลี่ยนรหัสผ่าน", saying why; closed unchanged, it comes back
 * with the next call the server refuses; after the change the flag is gone.
 */
describe.skipIf(e2eSkipped())('a temporary password from staff', () => {
  it('opens the password change at sign-in, and the new password works after', async () => {
    const member = await registerMember();
    const found = await api(`/admin/v1/members?q=${member.phoneNumber}`, { headers: adminHeaders });
    const memberId = (found.body as { data: { items: { id: string }[] } }).data.items[0]!.id;
    const reset = await api(`/admin/v1/members/${memberId}/reset-password`, {
      headers: adminHeaders,
      body: { reason: 'สมาชิกลืมรหัสผ่าน ยืนยันตัวตนทางไลน์แล้ว' },
    });
    const temporary = (reset.body as { data: { temporaryPassword: string } }).data.temporaryPassword;

    const page = await appPage();
    await page.goto('/user/login');
    await page.getByLabel('เบอร์โทรศัพท์', { exact: true }).fill(member.phoneNumber);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(temporary);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'เปลี่ยนรหัสผ่าน' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('รหัสผ่านนี้เป็นรหัสชั่วคราวจากเจ้าหน้าที่');
    await expectAccessible(page, 'temporary password change');

    // Closed unchanged, the server refuses the next page's calls (docs/ABUSE.md 16.8) and the change is back.
    await dialog.getByRole('button', { name: 'ปิด' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.goto('/user/deposit');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('รหัสผ่านนี้เป็นรหัสชั่วคราวจากเจ้าหน้าที่');

    const fresh = 'new-pass-77';
    await dialog.getByLabel('รหัสผ่านเดิม').fill(temporary);
    await dialog.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(fresh);
    await dialog.getByLabel('ยืนยันรหัสผ่านใหม่').fill(fresh);
    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    await closePopup(page, 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว');
    await expectPath(page, '/user/deposit');

    const again = await api('/auth-service/v1/login', {
      body: { phoneNumber: member.phoneNumber, Password: fresh },
    });
    expect((again.body as { mustChangePassword: boolean }).mustChangePassword).toBe(false);
    await page.context().close();
  });
});

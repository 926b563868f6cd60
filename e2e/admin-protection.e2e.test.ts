import { putPlayLimits, takePlayBreak } from '@chokdee/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminScreenshot, createStaff, staffPage } from './support/admin-app';
import { call } from './support/api';
import { expectAccessible, SCREENS } from './support/axe';
import { bankFeedDeposit } from './support/bank-feed';
import { e2eSkipped } from './support/context';
import { login } from './support/login';
import { registerMember, type Member } from './support/register-member';

/**
 * Issue 27, the operator's view of player protection in the browser. A member sets a daily deposit limit of
 * 1,000 baht, deposits 1,500 (flagged: over the limit), takes a 24-hour time-out and deposits 200 (flagged:
 * during a break). Support opens การดูแลผู้เล่น: both deposits are listed with their reason and amount, and the
 * reason filter keeps only the break's. From the member's name, the member page shows the limits and the
 * running break read-only: the section has no button at all. axe finds nothing at 1366×768.
 */

let staff: Page;
let member: Member;
let token: string;
const fullName = () => `${member.firstName} ${member.lastName}`;

describe.skipIf(e2eSkipped())('back office: player protection', () => {
  beforeAll(async () => {
    member = await registerMember({ isBonus: true });
    token = await login(member);
    await call(putPlayLimits, { token, body: { depositDay: 1000 } });
    await bankFeedDeposit(member, 1500);
    await call(takePlayBreak, { token, body: { kind: 'timeout', period: '24h', confirm: true } });
    await bankFeedDeposit(member, 200);
    staff = await staffPage(await createStaff('support'), '/admin/protection', { viewport: SCREENS.desktop });
  });

  afterAll(async () => {
    await staff?.context().close();
  });

  it('lists the flagged deposits with member, reason and amount, and filters by reason', async () => {
    await staff.getByRole('heading', { level: 1, name: 'การดูแลผู้เล่น' }).waitFor();
    const table = staff.getByRole('table', { name: 'ยอดฝากที่ถูกทำเครื่องหมาย' });
    const rows = table.getByRole('row').filter({ hasText: fullName() });
    await expect.poll(() => rows.count()).toBe(2);
    const texts = await rows.allTextContents();
    expect(texts[0]).toContain('ฝากระหว่างพักการเล่น');
    expect(texts[0]).toContain('200.00');
    expect(texts[1]).toContain('ฝากเกินวงเงินฝาก');
    expect(texts[1]).toContain('1,500.00');
    expect(texts[1]).toContain(member.phoneNumber);
    await expectAccessible(staff, 'player protection flags');
    await adminScreenshot(staff, 'protection-flags.png');

    await staff.getByLabel('เหตุผล', { exact: true }).selectOption('break');
    await staff.getByRole('button', { name: 'ค้นหา', exact: true }).click();
    await expect.poll(() => new URL(staff.url()).searchParams.get('reason')).toBe('break');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.textContent()).toContain('200.00');
    expect(await table.getByText('ฝากเกินวงเงินฝาก', { exact: true }).count()).toBe(0);
  });

  it('shows the member’s limits, break and flags read-only on the member page', async () => {
    await staff.getByRole('link', { name: fullName(), exact: true }).first().click();
    await staff.getByRole('heading', { level: 1, name: fullName() }).waitFor();
    const section = staff.getByRole('region', { name: 'การดูแลผู้เล่น' });
    await section.getByText(/^พักชั่วคราว ถึง /).waitFor();
    const limit = section.getByRole('definition').filter({ hasText: '1,000.00' });
    await expect.poll(() => limit.count()).toBe(1);
    expect(await limit.textContent()).toContain('ฝากได้อีก 0.00 บาท');
    expect(await section.getByRole('table', { name: 'รายการการพักการเล่น' }).textContent()).toContain(
      '24 ชั่วโมง',
    );
    const flags = section.getByRole('table', { name: 'ยอดฝากที่ถูกทำเครื่องหมาย' });
    await expect.poll(() => flags.getByRole('row').count()).toBe(3); // the head and two deposits
    // Read-only: nothing in the section acts, and nobody can end or shorten the break.
    expect(await section.getByRole('button').count()).toBe(0);
    expect(await section.getByRole('textbox').count()).toBe(0);
    await section.scrollIntoViewIfNeeded();
    await expectAccessible(staff, 'member page with player protection');
    await adminScreenshot(staff, 'protection-member.png');
  });
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankFeedDeposit } from './support/bank-feed';
import { newPage } from './support/browser';
import { e2eSkipped } from './support/context';
import { launchGame } from './support/launch-game';
import { login } from './support/login';
import { expectNoSideScroll } from './support/member-app';
import { registerMember } from './support/register-member';

/**
 * Issue 24 item 8, the house pages' layout on phones (390×844 and 360×640): a game's chips come in even
 * rows (the 5,000 chip stood alone on a second row of trading and baccarat), and auto-spin's stop limits
 * have their labels on a line of their own (they ran on inline and wrapped mid-phrase).
 */

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];
const CHIP_PAGES = ['/house/trading', '/house/baccarat', '/house/slot', '/house/naga', '/house/video-poker'];

/** How many chips each row of the page's chip bar holds, top to bottom. */
async function chipRows(page: Page): Promise<number[]> {
  const chips = page.getByRole('group', { name: 'เลือกจำนวนเงินเดิมพัน' }).first().getByRole('button');
  await chips.first().waitFor();
  const rows = new Map<number, number>();
  for (const box of await chips.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top))) {
    const top = Math.round(box);
    rows.set(top, (rows.get(top) ?? 0) + 1);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

describe.skipIf(e2eSkipped())('the house pages on a phone', () => {
  let page: Page;

  beforeAll(async () => {
    const member = await registerMember();
    const token = await login(member);
    await bankFeedDeposit(member, 100);
    page = await newPage({ viewport: PHONES[0] });
    await page.goto(await launchGame(token, 'house-slot'));
    // The launch token is traded for the tab's session before the other pages are opened.
    await page
      .getByRole('button', { name: 'หมุน', exact: true, disabled: false })
      .waitFor({ timeout: 15_000 });
  });

  it('sets every chip bar in even rows, none alone on a row', async () => {
    for (const viewport of PHONES) {
      await page.setViewportSize(viewport);
      for (const path of CHIP_PAGES) {
        await page.goto(path);
        const rows = await chipRows(page);
        const what = `${path} at ${viewport.width} px: ${rows.join(' + ')} chips`;
        expect(Math.max(...rows) - Math.min(...rows), what).toBeLessThanOrEqual(1);
        await expectNoSideScroll(page);
      }
    }
  });

  it("puts each auto-spin limit's label on a line of its own, above its field", async () => {
    for (const viewport of PHONES) {
      await page.setViewportSize(viewport);
      await page.goto('/house/slot');
      await page.getByText('หมุนอัตโนมัติ', { exact: true }).click();
      for (const name of ['หยุดเมื่อชนะเกิน (บาท)', 'หยุดเมื่อยอดเงินต่ำกว่า (บาท)']) {
        const field = page.getByLabel(name, { exact: true });
        const label = page.locator(`label[for="${await field.getAttribute('id')}"]`);
        const [labelBox, fieldBox] = [(await label.boundingBox())!, (await field.boundingBox())!];
        expect(labelBox.height, `${name} at ${viewport.width}: one line`).toBeLessThan(30);
        expect(labelBox.y + labelBox.height, `${name} above its field`).toBeLessThanOrEqual(fieldBox.y + 1);
      }
      await expectNoSideScroll(page);
    }
  });
});

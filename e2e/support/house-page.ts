import { housePlayRound, type ResponseOf } from '@chokdee/contracts';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export type HousePlay = ResponseOf<typeof housePlayRound>['data'];

/** Baht as the house pages show them: 1,234.50. */
export const shownBaht = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What every house page shows in its header, and what it says in its status line. */
export const balanceOf = (page: Page) => page.getByText(/^ยอดเงิน /);
export const noticeOf = (page: Page) => page.getByRole('status');

/** Waits until the page has traded its launch token and enabled `button` (the game is ready). */
export async function waitReady(page: Page, button: Locator) {
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  expect(await noticeOf(page).textContent()).toBe('');
}

/** Picks a chip (a stake) of the page's chip bar and checks it shows as pressed. */
export async function pickChip(page: Page, baht: number) {
  const chip = page
    .getByRole('group', { name: 'เลือกจำนวนเงินเดิมพัน' })
    .getByRole('button', { name: baht.toLocaleString('en-US'), exact: true });
  await chip.click();
  expect(await chip.getAttribute('aria-pressed')).toBe('true');
}

/**
 * Clicks a play button and answers the round the house server played, as the page received it, once the
 * page has shown it (the button is enabled again: after the reels stop, the cards are dealt or the price
 * path has run, a few seconds at most). The round must have settled.
 */
export async function playRound(page: Page, button: Locator): Promise<HousePlay> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/house/api/rounds') && r.request().method() === 'POST'),
    button.click(),
  ]);
  const played = housePlayRound.response.parse(await response.json()).data;
  expect(played.round.status).toBe('settled');
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  expect(await balanceOf(page).textContent()).toBe(`ยอดเงิน ${shownBaht(played.balance)} บาท`);
  return played;
}

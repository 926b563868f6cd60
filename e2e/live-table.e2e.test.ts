import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankFeedDeposit } from './support/bank-feed';
import { newPage, pageErrors } from './support/browser';
import { e2eSkipped } from './support/context';
import { balanceOf, shownBaht } from './support/house-page';
import { launchGame } from './support/launch-game';
import { login } from './support/login';
import { expectNoSideScroll, pathOf } from './support/member-app';
import { screenshots } from './support/screenshot';
import { registerMember } from './support/register-member';

/**
 * Issue 18 item 2 and 3 in Debian's Chromium: two members at one live baccarat table see the same result
 * and the same road; a Hi-Lo bet on "สูง" is settled through the wallet; the way back to /user/. The server
 * deals with its real rhythm (15 s betting, a card a second), so a round takes about 25 s.
 */

const DEPOSIT = 1000;
const ROUND_MS = 40_000;
/** The betting window in whole seconds: 15 s at the e2e server's LIVE_PACE_PERCENT of 50, rounded up. */
const BETTING_S = 8;

/**
 * A member with money, at the page a live tile launches (the table list, or the tile's table);
 * `sessionDelayMs` holds back the answer of the house session start, as a slow network would.
 */
async function memberAt(tile: string, sessionDelayMs = 0): Promise<Page> {
  const member = await registerMember();
  const token = await login(member);
  await bankFeedDeposit(member, DEPOSIT);
  const page = await newPage();
  if (sessionDelayMs > 0) {
    await page.route('**/house/api/session', async (route) => {
      const answer = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, sessionDelayMs));
      await route.fulfill({ response: answer });
    });
  }
  await page.goto(await launchGame(token, tile));
  return page;
}

const banner = (p: Page) => p.locator('.result-banner:not(.empty) strong');
const roundNo = (p: Page) => p.locator('.live-status .small').textContent();
const phaseOf = (p: Page) => p.locator('.phase').getAttribute('data-phase');

/** Waits for the next result on the page (the banner shows once every card is dealt). */
async function nextResult(p: Page) {
  await expect.poll(() => banner(p).count(), { timeout: ROUND_MS, interval: 250 }).toBe(1);
}

/** Waits until the table takes bets with at least `seconds` left on its countdown. */
async function bettingOpen(p: Page, seconds = 5) {
  await expect
    .poll(
      async () => {
        if ((await phaseOf(p)) !== 'betting') return false;
        const label = (await p.getByRole('timer').getAttribute('aria-label')) ?? '';
        return Number(/(\d+)/.exec(label)?.[1] ?? 0) >= seconds;
      },
      { timeout: ROUND_MS, interval: 250 },
    )
    .toBe(true);
}

describe.skipIf(e2eSkipped())('live tables', () => {
  let alice: Page;
  let bob: Page;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([memberAt('house-live-baccarat'), memberAt('house-live-baccarat')]);
  });

  it("seats both members at the tile's baccarat table and lists the six tables", async () => {
    // The บาคาร่าสด tile opens its table; "โต๊ะทั้งหมด" leads to every table.
    for (const p of [alice, bob]) await expect.poll(() => pathOf(p)).toBe('/house/live/bac-1');
    await alice.getByRole('link', { name: /โต๊ะทั้งหมด/ }).click();
    const list = alice.getByRole('list', { name: 'โต๊ะที่เปิดอยู่' });
    await expect.poll(() => list.getByRole('link').count(), { timeout: 15_000 }).toBe(6);
    await expectNoSideScroll(alice);
    await screenshots(alice, 'live-tables', { fullPage: true });
    await alice.getByRole('link', { name: 'เข้าโต๊ะ บาคาร่า โต๊ะ 1' }).click();
    await expect.poll(() => pathOf(alice)).toBe('/house/live/bac-1');
  });

  it('shows both members the same result and the same road', { timeout: 2 * ROUND_MS }, async () => {
    await Promise.all([nextResult(alice), nextResult(bob)]);
    await expect
      .poll(async () => [await banner(bob).textContent(), await roundNo(bob)])
      .toEqual([await banner(alice).textContent(), await roundNo(alice)]);
    expect(await banner(alice).textContent()).toMatch(/^(ผู้เล่นชนะ|เจ้ามือชนะ|เสมอ) \d : \d$/);
    // Each road is drawn with a summary as its name: the same shoe gives both members the same words.
    const roads = async (p: Page) =>
      p
        .getByRole('region', { name: 'เค้าไพ่' })
        .getByRole('img')
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    const aliceRoads = await roads(alice);
    expect(aliceRoads.length).toBeGreaterThanOrEqual(5);
    expect(await roads(bob)).toEqual(aliceRoads);
    await expectNoSideScroll(alice);
    await screenshots(alice, 'live-baccarat', { fullPage: true });
  });

  it('starts each countdown at the betting window, never above it', { timeout: 2 * ROUND_MS }, async () => {
    // Issue 24 item 6: for a moment at every betting start the countdown showed the window plus the last
    // round's deal and result (26–28 s for 15). Every value the timer ever shows is recorded in the page.
    await alice.evaluate(`(() => {
      window.timerMax = 0;
      const read = () => {
        const label = document.querySelector('[role=timer]')?.getAttribute('aria-label') ?? '';
        window.timerMax = Math.max(window.timerMax, Number(/(\\d+)/.exec(label)?.[1] ?? 0));
      };
      new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true });
    })()`);
    await nextResult(alice);
    await bettingOpen(alice, 1);
    expect(await alice.evaluate('window.timerMax')).toBeLessThanOrEqual(BETTING_S);
  });

  it('opens the table when the house session answers slowly', async () => {
    // The table's stream waits for the session: a stream ticket asked before it is refused (401), and the
    // table then stayed empty for good.
    const page = await memberAt('house-live-baccarat', 2_000);
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/house/live/bac-1');
    // The phase shows once the stream's snapshot came.
    await expect.poll(() => page.locator('.phase').count(), { timeout: 15_000 }).toBe(1);
    expect(pageErrors(page)).toEqual([]);
  });

  it('settles a Hi-Lo bet on สูง through the wallet', { timeout: 3 * ROUND_MS }, async () => {
    const page = await memberAt('house-hilo');
    // The tile names its table: the client opens it straight away.
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/house/live/hilo-1');
    await expect.poll(() => balanceOf(page).textContent()).toBe(`ยอดเงิน ${shownBaht(DEPOSIT)} บาท`);
    await bettingOpen(page);
    await page
      .getByRole('group', { name: 'เลือกจำนวนเงินเดิมพัน' })
      .getByRole('button', { name: '100', exact: true })
      .click();
    await page.getByRole('button', { name: 'สูง จ่าย 1:1', exact: true }).click();
    const confirm = page.getByRole('button', { name: 'ยืนยันเดิมพัน 100.00 บาท' });
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/house/api/live/bets') && r.status() === 200),
      confirm.click(),
    ]);
    await expect.poll(() => balanceOf(page).textContent()).toBe(`ยอดเงิน ${shownBaht(DEPOSIT - 100)} บาท`);

    await nextResult(page);
    // The bet's "good luck" goes with the result (issue 24 item 7): the banner says how it went.
    expect(await page.getByText('ขอให้โชคดี').count()).toBe(0);
    const dice = await page
      .getByRole('group', { name: 'ลูกเต๋า' })
      .getByRole('img')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('aria-label')!.split(': ')[1])));
    expect(dice).toHaveLength(3);
    const total = dice.reduce((a, b) => a + b, 0);
    const high = total >= 11 && total <= 17 && !(dice[0] === dice[1] && dice[1] === dice[2]);
    const after = DEPOSIT - 100 + (high ? 200 : 0);
    await expect
      .poll(() => balanceOf(page).textContent(), { timeout: 15_000 })
      .toBe(`ยอดเงิน ${shownBaht(after)} บาท`);
    expect(await page.locator('.result-banner').textContent()).toContain(
      high
        ? 'เดิมพัน 100.00 บาท ได้รับ 200.00 บาท (กำไร 100.00 บาท)'
        : 'เดิมพัน 100.00 บาท ไม่ได้รับคืน (เสีย 100.00 บาท)',
    );
    await screenshots(page, 'live-hilo', { fullPage: true });

    // The way back: one press in the header, to the member app.
    await page.getByRole('banner').getByRole('link', { name: 'กลับหน้าหลัก' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(/^\/user\//);
    expect(pageErrors(page)).toEqual([]);
  });

  it.skipIf(process.env.E2E_SCREENSHOTS !== '1')(
    'draws Dragon Tiger and fish-prawn-crab (screenshots)',
    { timeout: 3 * ROUND_MS },
    async () => {
      for (const table of ['dt-1', 'fpc-1']) {
        await bob.goto(`/house/live/${table}`);
        await nextResult(bob);
        await screenshots(bob, `live-${table}`, { fullPage: true });
      }
    },
  );

  it('leaves no errors on the pages', () => {
    expect(pageErrors(alice)).toEqual([]);
    expect(pageErrors(bob)).toEqual([]);
  });
});

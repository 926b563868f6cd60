import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { getBalance } from '@chokdee/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { bankFeedDeposit } from './support/bank-feed';
import { e2eSkipped } from './support/context';
import { launchFromTile } from './support/game-sheet';
import { pickChip, playRound, shownBaht, waitReady } from './support/house-page';
import { login } from './support/login';
import { appPage, expectPath, memberPage, pageErrorsBut, pathOf } from './support/member-app';
import { REPO_ROOT } from './support/paths';
import { registerMember, type Member } from './support/register-member';

/**
 * Issue 17 item 1 (docs/decisions/060-games-open-and-come-back.md), at 360×640: every house game page has
 * "กลับหน้าหลัก" back to the category the member launched it from, and the balance shown there is read
 * again; an outside provider's game opens in a full-screen frame inside the app with a close button;
 * every tile is named as the game it opens; visitors browse the game lists and are asked to log in when
 * they launch; the landing page's game labels are links to those lists.
 */

const DEPOSIT = 300;
const STAKE = 10;
const WAY_BACK = 'กลับหน้าหลัก';

let member: Member;
let token: string;

/** With E2E_SCREENSHOTS=1, saves the page as docs/screenshots/`name`. */
async function screenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const folder = join(REPO_ROOT, 'docs', 'screenshots');
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, name) });
}

/** The catalogue of a game list page, as the list its heading names. */
const gameList = (page: Page, title: string) => page.getByRole('list', { name: title, exact: true });
/** The header's game wallet chip ("ยอดเงินในเกม ฿ 1,234.00"). */
const headerBalance = (page: Page) => page.locator('.app-header .balance-chip');

async function expectHeaderBalance(page: Page, baht: number) {
  await expect
    .poll(() => headerBalance(page).textContent(), { timeout: 10_000 })
    .toContain(`฿ ${shownBaht(baht)}`);
}

async function tileNames(page: Page, title: string) {
  const names = gameList(page, title).locator('.game-tile__name');
  await names.first().waitFor();
  return names.allTextContents();
}

describe.skipIf(e2eSkipped())('games: the way in and the way back', () => {
  beforeAll(async () => {
    member = await registerMember();
    token = await login(member);
    await bankFeedDeposit(member, DEPOSIT);
  });

  it('a house game launched from a category has กลับหน้าหลัก back there, and the balance is read again', async () => {
    const page = await memberPage(token, '/user/slot');
    await expectHeaderBalance(page, DEPOSIT);
    await launchFromTile(page, gameList(page, 'สล็อต').getByRole('button').first());
    await expectPath(page, '/house/slot');
    const spin = page.getByRole('button', { name: 'หมุน', exact: true });
    await waitReady(page, spin);
    await pickChip(page, STAKE);
    const { balance } = await playRound(page, spin);

    // The way back is in the header, where the lobby link was, and names the category's page.
    const back = page.getByRole('banner').getByRole('link', { name: WAY_BACK });
    expect(await back.getAttribute('href')).toBe('/user/slot');
    await screenshot(page, 'game-way-back.png');

    // The verification page the game links to leads back to the same place.
    await page.getByRole('link', { name: /^ตรวจสอบผลย้อนหลัง/ }).click();
    await expectPath(page, '/house/verify');
    const verifyBack = page.getByRole('banner').getByRole('link', { name: WAY_BACK });
    await expect.poll(() => verifyBack.getAttribute('href')).toBe('/user/slot');

    // One press: back on the category, with the balance after the round.
    await verifyBack.click();
    await expectPath(page, '/user/slot');
    await gameList(page, 'สล็อต').getByRole('button').first().waitFor();
    await expectHeaderBalance(page, balance);
    expect(balance).toBe((await call(getBalance, { token })).data.balance);
    expect(pageErrorsBut(page)).toEqual([]);
  });

  it('every tile is named as the game it opens', async () => {
    const page = await memberPage(token, '/user/game');
    const categories = [
      ['/user/slot', 'สล็อต'],
      ['/user/baccarat', 'คาสิโนสด'],
      ['/user/poker', 'โป๊กเกอร์'],
      ['/user/trading', 'เทรด'],
    ] as const;
    let opened = 0;
    for (const [path, title] of categories) {
      await page.goto(path);
      const names = await tileNames(page, title);
      for (const name of names) {
        await page.goto(path);
        await launchFromTile(page, gameList(page, title).getByRole('button', { name, exact: true }));
        await expect.poll(() => pathOf(page), { timeout: 10_000 }).toMatch(/^\/house\//);
        // A live table names its game once its first event says which game the table deals.
        const heading = page.getByRole('heading', { level: 1 });
        await expect
          .poll(() => heading.textContent(), { message: `the tile "${name}" of ${path}` })
          .toBe(name);
        // Its way back leads to the list the tile was on.
        const back = page.getByRole('banner').getByRole('link', { name: WAY_BACK });
        await expect.poll(() => back.getAttribute('href')).toBe(path);
        opened += 1;
      }
    }
    expect(opened).toBeGreaterThanOrEqual(4);
    expect(pageErrorsBut(page)).toEqual([]);
  });

  it("opens an outside provider's game in a full-screen frame with a close button", async () => {
    // The outside provider: a game page on another origin, and the launch that answers its URL (the e2e
    // site's own partner is the house provider, whose pages are this server's).
    const gameUrl = 'https://games.provider.example/play?game=e2e';
    const page = await memberPage(token, '/user/slot');
    await page.context().route('https://games.provider.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html lang="th"><title>เกมของผู้ให้บริการ</title><h1>เกมของผู้ให้บริการ</h1></html>',
      }),
    );
    await page.route('**/game-composite/v1/launch', (route) =>
      route.fulfill({ json: { success: 1, data: { url: gameUrl } } }),
    );
    const before = (await call(getBalance, { token })).data.balance;
    await expectHeaderBalance(page, before);
    const tile = gameList(page, 'สล็อต').getByRole('button').first();
    const name = (await tile.locator('.game-tile__name').textContent()) ?? '';
    await launchFromTile(page, tile);

    const frame = page.getByRole('dialog', { name, exact: true });
    await frame.waitFor();
    expect(await frame.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 640 });
    const game = frame.locator('iframe');
    expect(await game.getAttribute('src')).toBe(gameUrl);
    expect((await game.boundingBox())?.height).toBeGreaterThan(520);
    await page.frameLocator('iframe').getByRole('heading', { name: 'เกมของผู้ให้บริการ' }).waitFor();
    // Where a provider refuses to be framed, the same game opens in a new tab from here.
    const newTab = frame.getByRole('link', { name: 'เปิดในแท็บใหม่' });
    expect(await newTab.getAttribute('href')).toBe(gameUrl);
    expect(await newTab.getAttribute('target')).toBe('_blank');
    expect(pathOf(page)).toBe('/user/slot');
    await screenshot(page, 'game-frame.png');

    // Money moves while the game is open (a deposit lands); closing the frame reads the balance again.
    await bankFeedDeposit(member, 100);
    await frame.getByRole('button', { name: WAY_BACK }).click();
    await frame.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/user/slot');
    await expectHeaderBalance(page, before + 100);
    expect(pageErrorsBut(page)).toEqual([]);
  });

  it('lets a visitor browse the game lists and asks for a login on launch, then comes back', async () => {
    const page = await appPage();
    await page.goto('/user/game');
    const names = await tileNames(page, 'เกมทั้งหมด');
    expect(names.length).toBeGreaterThanOrEqual(4);
    await page.getByRole('navigation', { name: 'หมวดหมู่เกม' }).getByRole('link', { name: 'สล็อต' }).click();
    await expectPath(page, '/user/game/slot');
    await launchFromTile(page, gameList(page, 'สล็อต').getByRole('button').first());
    await expectPath(page, '/user/login');
    await expect.poll(() => page.getByRole('status').allTextContents()).toContain('กรุณาเข้าสู่ระบบก่อนเข้าเล่นเกม');

    // Logged in, the visitor is back on the list they were launching from.
    await page.getByLabel('เบอร์โทรศัพท์', { exact: true }).fill(member.phoneNumber);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expectPath(page, '/user/game/slot');
    await gameList(page, 'สล็อต').getByRole('button').first().waitFor();
    expect(pageErrorsBut(page)).toEqual([]);
  });

  it("makes the landing page's game labels links a visitor can follow to the games", async () => {
    const page = await appPage();
    await page.goto('/');
    const games = page.getByRole('list', { name: 'เกมทั้งหมด' }).getByRole('link');
    expect(await games.count()).toBeGreaterThanOrEqual(4);
    for (const href of await games.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/user\/(game(\/\w+)?|slot|baccarat|poker|trading)$/);
    await page.getByRole('list', { name: 'เกมทั้งหมด' }).getByRole('link', { name: 'สล็อต' }).click();
    await expectPath(page, '/user/slot');
    await gameList(page, 'สล็อต').getByRole('button').first().waitFor();
    expect(pageErrorsBut(page)).toEqual([]);
  });
});

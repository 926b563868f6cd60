import {
  getCatalogue,
  getFavouriteGames,
  getRecentGames,
  launchGame,
  RECENT_GAMES_SIZE,
} from '@chokdee/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { expectAccessible } from './support/axe';
import { bankFeedDeposit } from './support/bank-feed';
import { e2eSkipped } from './support/context';
import { gameSheet, launchFromTile } from './support/game-sheet';
import { login } from './support/login';
import {
  appPage,
  expectNoSideScroll,
  expectPath,
  memberPage,
  pageErrorsBut,
  pathOf,
} from './support/member-app';
import { registerMember, type Member } from './support/register-member';
import { screenshot } from './support/screenshot';

/**
 * Issue 18 item 7, the lobby, at 360×640: every category has playable games; a search over Thai and
 * English names; favourites and recently played kept on the server; a sheet with the rules, RTP and
 * limits before "เข้าเล่น"; from every category a launch and the way back to /user/.
 */

const ALL = 'เกมทั้งหมด';
const WAY_BACK = 'กลับหน้าหลัก';

let member: Member;
let token: string;

/** The names of the tiles of the list `title` (the grid, or a row: เกมโปรด, เล่นล่าสุด). */
const tileNames = (page: Page, title: string) =>
  page.getByRole('list', { name: title, exact: true }).locator('.game-tile__name').allTextContents();
const tile = (page: Page, title: string, name: string) =>
  page.getByRole('list', { name: title, exact: true }).getByRole('button', { name, exact: true });
const search = (page: Page) => page.getByRole('searchbox', { name: 'ค้นหาเกม' });

describe.skipIf(e2eSkipped())('games: the lobby', () => {
  beforeAll(async () => {
    member = await registerMember();
    token = await login(member);
    await bankFeedDeposit(member, 200);
  });

  it('has playable games in every category the site shows', async () => {
    const catalogue = (await call(getCatalogue)).data;
    const categories = new Set(catalogue.map((e) => e.category));
    expect([...categories].sort()).toEqual(['EGAMES', 'LIVECASINO', 'POKER', 'TRADING']);
    expect(catalogue.length).toBeGreaterThanOrEqual(10);
  });

  it('filters the tiles as the member types, by Thai or English name, with an empty state', async () => {
    const page = await appPage();
    await page.goto('/user/game');
    await tile(page, ALL, 'สล็อตช้างทอง').waitFor();
    const every = await tileNames(page, ALL);
    expect(every.length).toBeGreaterThanOrEqual(10);

    await search(page).fill('มังกร');
    await expect.poll(() => tileNames(page, ALL)).toEqual(['เสือมังกร']);
    await search(page).fill('naga');
    await expect.poll(() => tileNames(page, ALL)).toEqual(['ขุมทรัพย์พญานาค']);
    await search(page).fill('Video Poker');
    await expect.poll(() => tileNames(page, ALL)).toEqual(['วิดีโอโป๊กเกอร์']);
    await search(page).fill('roulette');
    await page.getByRole('status').filter({ hasText: 'ไม่พบเกมที่ค้นหา' }).waitFor();
    await search(page).fill('');
    await expect.poll(() => tileNames(page, ALL)).toEqual(every);
    expect(pageErrorsBut(page)).toEqual([]);
  });

  it("shows the game's RTP, limits and rules on a sheet before the launch", async () => {
    const slot = (await call(getCatalogue)).data.find((e) => e.ch === 'house-slot')!;
    expect(slot.rtp?.length).toBeGreaterThan(0);
    const page = await memberPage(token, '/user/game');
    await tile(page, ALL, slot.name).waitFor();
    await screenshot(page, 'member-game-lobby-360.png');
    await tile(page, ALL, slot.name).click();
    const sheet = gameSheet(page);
    await sheet.getByRole('heading', { name: slot.name, exact: true }).waitFor();
    await screenshot(page, 'member-game-sheet-360.png');
    const text = (await sheet.textContent()) ?? '';
    expect(text).toContain('อัตราการจ่ายคืน (RTP)');
    const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(
      slot.rtp![0]!.percent,
    );
    expect(text).toContain(`${percent}%`);
    expect(text).toContain(`ครั้งละ ${slot.minBet} - ${slot.maxBet!.toLocaleString('en-US')} บาท`);
    expect(text).toContain(slot.rules![0]);
    // On a phone it is a bottom sheet, and nothing is launched until "เข้าเล่น".
    const box = (await sheet.boundingBox())!;
    expect(box.width).toBe(360);
    expect(Math.round(box.y + box.height)).toBe(640);
    expect(pathOf(page)).toBe('/user/game');
    await expectAccessible(page, 'the game sheet');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect((await call(getRecentGames, { token })).data).toEqual([]);
    expect(pageErrorsBut(page)).toEqual([]);
  });

  it('keeps a favourite on the server: still there after a reload, and gone once removed', async () => {
    const page = await memberPage(token, '/user/game');
    await page.getByRole('button', { name: 'เพิ่ม เทรดขึ้นลง ในเกมโปรด', exact: true }).click();
    await expect.poll(() => tileNames(page, 'เกมโปรด')).toEqual(['เทรดขึ้นลง']);
    await page.reload();
    await expect.poll(() => tileNames(page, 'เกมโปรด')).toEqual(['เทรดขึ้นลง']);
    expect((await call(getFavouriteGames, { token })).data.map((e) => e.ch)).toEqual(['house-trading']);
    // Its heart says it is a favourite now; the lobby with its rows is accessible on a phone.
    const remove = page
      .getByRole('list', { name: ALL, exact: true })
      .getByRole('button', { name: 'นำ เทรดขึ้นลง ออกจากเกมโปรด', exact: true });
    await remove.waitFor();
    await expectAccessible(page, 'the lobby with the member rows');

    await remove.click();
    await expect.poll(() => page.getByRole('list', { name: 'เกมโปรด', exact: true }).count()).toBe(0);
    await page.reload();
    await tile(page, ALL, 'เทรดขึ้นลง').waitFor();
    expect(await page.getByRole('list', { name: 'เกมโปรด', exact: true }).count()).toBe(0);
    expect((await call(getFavouriteGames, { token })).data).toEqual([]);
    expect(pageErrorsBut(page)).toEqual([]);
  });

  it('launches from every category and comes back to /user/, and the launches show as recently played', async () => {
    const catalogue = (await call(getCatalogue)).data;
    const categories = [
      ['/user/slot', 'สล็อต', 'EGAMES'],
      ['/user/baccarat', 'คาสิโนสด', 'LIVECASINO'],
      ['/user/poker', 'โป๊กเกอร์', 'POKER'],
      ['/user/trading', 'เทรด', 'TRADING'],
    ] as const;
    const page = await memberPage(token, '/user/game');
    const launched: string[] = [];
    const failures: string[] = [];
    for (const [path, title, category] of categories) {
      const game = catalogue.find((e) => e.category === category)!;
      await page.goto(path);
      await launchFromTile(page, tile(page, title, game.name));
      try {
        await expect.poll(() => pathOf(page), { timeout: 10_000 }).toMatch(/^\/house\//);
        launched.unshift(game.name);
        const back = page.getByRole('link', { name: WAY_BACK }).first();
        await back.waitFor();
        await back.click();
        await expectPath(page, path);
        await tile(page, title, game.name).waitFor();
      } catch (err) {
        failures.push(`${category} (${game.ch}): ${String(err).split('\n')[0]}`);
      }
    }
    // The member's own row on the lobby: the games just launched, most recent first.
    await page.goto('/user/game');
    await expect.poll(() => tileNames(page, 'เล่นล่าสุด')).toEqual(launched);
    expect((await call(getRecentGames, { token })).data.map((e) => e.name)).toEqual(launched);
    expect(failures, 'every category launches and comes back').toEqual([]);
  });
});

describe.skipIf(e2eSkipped())('games: the lobby with a full "เล่นล่าสุด" row', () => {
  // Issue 24 item 1: with nine games or more in the row the page grew wider than a 390 px phone, and the
  // sheet's "เข้าเล่น" sat below the screen: no game could be started from the lobby.
  it('fits a phone and a desktop, and every sheet keeps "เข้าเล่น" on the screen', async () => {
    const player = await registerMember();
    const playerToken = await login(player);
    const catalogue = (await call(getCatalogue)).data;
    // Launched first, so last in the row (most recent first): the tile the row must scroll to.
    const slot = catalogue.find((e) => e.ch === 'house-slot')!;
    const played = [slot, ...catalogue.filter((e) => e !== slot)].slice(0, RECENT_GAMES_SIZE);
    for (const game of played) await call(launchGame, { token: playerToken, body: { ch: game.ch } });
    expect((await call(getRecentGames, { token: playerToken })).data.length).toBeGreaterThanOrEqual(9);

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 768 },
    ]) {
      const page = await memberPage(playerToken, '/user/game', {
        viewport,
        isMobile: viewport.width < 600,
        hasTouch: viewport.width < 600,
      });
      const recent = page.getByRole('list', { name: 'เล่นล่าสุด', exact: true });
      await expect.poll(() => recent.getByRole('listitem').count()).toBe(played.length);
      await expectNoSideScroll(page);
      // The last tile of the row (scrolled to) and a tile of the grid: their sheets' action is on screen.
      const lastOfRow = recent.getByRole('button', { name: slot.name, exact: true });
      for (const target of [lastOfRow, tile(page, ALL, slot.name)]) {
        await target.click();
        const sheet = gameSheet(page);
        await sheet.waitFor();
        const play = sheet.getByRole('button', { name: 'เข้าเล่น', exact: true });
        const box = (await play.boundingBox())!;
        expect(box.y + box.height, `"เข้าเล่น" at ${viewport.width} px`).toBeLessThanOrEqual(viewport.height);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        await expectNoSideScroll(page);
        await page.keyboard.press('Escape');
        await sheet.waitFor({ state: 'hidden' });
      }
      await expectAccessible(page, `the lobby with a full row at ${viewport.width} px`);
      if (viewport.width < 600) await screenshot(page, 'member-game-lobby-recent-390.png');
      // And a launch from the row works: the sheet's action is pressed for real.
      await launchFromTile(page, lastOfRow);
      await expect.poll(() => pathOf(page), { timeout: 10_000 }).toMatch(/^\/house\//);
      expect(pageErrorsBut(page)).toEqual([]);
      await page.context().close();
    }
  });
});

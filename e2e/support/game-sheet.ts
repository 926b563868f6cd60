import type { Locator, Page } from 'playwright-core';

/** The sheet a tile opens before the launch (issue 18 item 7): a dialog named as the game. */
export const gameSheet = (page: Page) => page.locator('dialog[open].dialog--sheet');

/** Presses a tile, then "เข้าเล่น" on its sheet: how a member launches a game from the lobby. */
export async function launchFromTile(page: Page, tile: Locator) {
  await tile.click();
  const sheet = gameSheet(page);
  await sheet.waitFor();
  await sheet.getByRole('button', { name: 'เข้าเล่น', exact: true }).click();
}

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { PHONE_VIEWPORT } from './browser';
import { REPO_ROOT } from './paths';

/** The laptop size every screen is shown at besides the phone's (issue 18: 360×640 and 1366×768). */
export const LAPTOP_VIEWPORT = { width: 1366, height: 768 };

/** Screenshots are taken only when asked for: they rewrite files under docs/ that the lead commits. */
export const screenshotsWanted = () => process.env.E2E_SCREENSHOTS === '1';

/**
 * With E2E_SCREENSHOTS=1, saves the page from its top as docs/screenshots/`name`: the first screen, or the
 * whole page with `fullPage`. Scrolled to the top first, so the sticky header is not drawn mid-page and the
 * picture starts where the member's screen does, whatever button was pressed last.
 */
export async function screenshot(page: Page, name: string, { fullPage = false } = {}) {
  if (!screenshotsWanted()) return;
  const folder = join(REPO_ROOT, 'docs', 'screenshots');
  mkdirSync(folder, { recursive: true });
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: join(folder, name), fullPage });
}

/**
 * Both sizes of one screen, `name`-360.png then `name`-1366.png, and back to the phone the tests run at.
 */
export async function screenshots(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!screenshotsWanted()) return;
  await page.setViewportSize(PHONE_VIEWPORT);
  await screenshot(page, `${name}-360.png`, options);
  await page.setViewportSize(LAPTOP_VIEWPORT);
  await screenshot(page, `${name}-1366.png`, options);
  await page.setViewportSize(PHONE_VIEWPORT);
}

import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { networkQuiet, newPage, pageErrors } from './browser';
import { baseUrl } from './context';
import { shownBaht } from './house-page';

/**
 * The member web app (apps/web) as the tests drive it: its localStorage keys (those of
 * apps/web/src/lib/storage-keys.ts, which the e2e typecheck cannot import: it has no DOM types), its
 * sweetalert2 popups and its member card.
 */
export const STORAGE = {
  token: 'chokdee.token',
  user: 'chokdee.user',
  shareToken: 'chokdee.shareToken',
  remember: 'chokdee.remember',
} as const;

/** One localStorage item of the app's origin (null when absent), read through the browser context. */
export async function storedItem(page: Page, key: string): Promise<string | null> {
  const { origins } = await page.context().storageState();
  const items = origins.find((o) => o.origin === baseUrl())?.localStorage ?? [];
  return items.find((item) => item.name === key)?.value ?? null;
}

/** The path of the page's URL (no origin), e.g. /user/home. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Waits until the page's path is `path` (client-side navigations fire no load event). */
export async function expectPath(page: Page, path: string) {
  await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe(path);
}

/** Waits for one element or action: well under the test's own limit, so a missing screen fails fast. */
const STEP_TIMEOUT_MS = 10_000;

/** A page of browser.ts (360×640, errors collected) whose waits give up after STEP_TIMEOUT_MS. */
export async function appPage(options: BrowserContextOptions = {}) {
  const page = await newPage(options);
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  return page;
}

/**
 * A page already signed in as the member whose access token is `token` (setup, not the login under test:
 * the token is put where the app keeps it), opened on `path`.
 */
export async function memberPage(token: string, path = '/user/home', options: BrowserContextOptions = {}) {
  const page = await appPage({
    ...options,
    storageState: {
      cookies: [],
      origins: [{ origin: baseUrl(), localStorage: [{ name: STORAGE.token, value: token }] }],
    },
  });
  await page.goto(path);
  return page;
}

/** A sweetalert2 popup (role dialog, named by its title). */
export const popup = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });

/**
 * Waits for the page's finite animations to end (a popup fading in): axe measures colours as they are
 * painted, and half-way through a fade a button's text and background blend (seen once under load).
 */
export async function animationsDone(page: Page) {
  await page.evaluate(() => {
    type Anim = {
      finished: Promise<unknown>;
      effect: { getComputedTiming: () => { iterations: number } } | null;
    };
    const doc = (globalThis as unknown as { document: { getAnimations: () => Anim[] } }).document;
    const finite = doc.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    return Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Waits for the popup titled `title`, checks its text (exact string, or a pattern), closes it with
 * 'ตกลง' and waits until it is gone. Answers the text it showed.
 */
export async function closePopup(page: Page, title: string, text?: string | RegExp): Promise<string> {
  const alert = popup(page, title);
  await alert.waitFor({ state: 'visible', timeout: 15_000 });
  const shown = (await alert.locator('.swal2-html-container').textContent()) ?? '';
  if (typeof text === 'string') expect(shown).toBe(text);
  else if (text) expect(shown).toMatch(text);
  await alert.getByRole('button', { name: 'ตกลง', exact: true }).click();
  await alert.waitFor({ state: 'hidden' });
  return shown;
}

/** The error popup (SPEC §8: an error icon and the server's message) with exactly `message`. */
export const closeErrorPopup = (page: Page, message: string) => closePopup(page, 'เกิดข้อผิดพลาด', message);

/** The member card of Home. */
export const memberCard = (page: Page) => page.getByRole('region', { name: 'บัตรสมาชิก' });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The value (dd) beside the label (dt) `term` of a definition list inside `scope`. */
export const definitionOf = (scope: Locator, term: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The member card's game wallet, as text, once it has left its skeleton. */
export async function cardBalance(page: Page) {
  const value = definitionOf(memberCard(page), 'ยอดเงินในเกม');
  await expect.poll(() => value.textContent(), { timeout: 10_000 }).toMatch(/^[\d,]+\.\d{2}$/);
  return (await value.textContent()) ?? '';
}

/** Waits until the member card shows `baht` as its game wallet. */
export async function expectCardBalance(page: Page, baht: number) {
  const value = definitionOf(memberCard(page), 'ยอดเงินในเกม');
  await expect.poll(() => value.textContent(), { timeout: 10_000 }).toBe(shownBaht(baht));
}

/**
 * The page's errors (browser.ts) but Chromium's console line for a refused call the test provoked on
 * purpose ("Failed to load resource: … status of 401 (Unauthorized)"), for each status in `refused`.
 */
export const pageErrorsBut = (page: Page, ...refused: number[]) =>
  pageErrors(page).filter(
    (e) =>
      !refused.some((s) =>
        e.startsWith(`Failed to load resource: the server responded with a status of ${s} (`),
      ),
  );

/** At 360 px nothing may stick out sideways: the page must not scroll horizontally (SPEC: mobile first). */
export async function expectNoSideScroll(page: Page) {
  const width = await page.evaluate('document.documentElement.scrollWidth');
  expect(width, `${pathOf(page)} is wider than the screen`).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 360,
  );
}

/** The computed background colour of an element (no DOM types in the e2e build). */
type Styles = { getComputedStyle: (el: unknown) => { backgroundColor: string } };
export const backgroundOf = (target: Locator) =>
  target.evaluate((el) => (globalThis as unknown as Styles).getComputedStyle(el).backgroundColor);

/** An opaque colour: rgb(…), or rgba(…) with alpha 1. */
export const OPAQUE = /^rgba?\(\d+, \d+, \d+(, 1)?\)$/;

/** Waits for the screen to settle: requests done, no skeleton or busy region left. */
export async function settle(page: Page) {
  await networkQuiet(page);
  const waiting = page.locator('.skeleton:visible, [aria-busy="true"]');
  const first = async () =>
    (await waiting.count()) === 0
      ? ''
      : (await waiting.first().evaluate((el) => (el as { outerHTML: string }).outerHTML)).slice(0, 200);
  await expect.poll(first, { timeout: 10_000, message: `${pathOf(page)} still loading` }).toBe('');
}

/** The member app's routes for a signed-in member (SPEC §2), as the accessibility tests visit them. */
export const MEMBER_ROUTES = [
  '/user/home',
  '/user/game',
  '/user/slot',
  '/user/baccarat',
  '/user/poker',
  '/user/trading',
  '/user/deposit',
  '/user/withdraw',
  '/user/history',
  '/user/transactions',
  '/user/transactions-deposit',
  '/user/transactions-withdraw',
  '/user/promotion',
  '/user/free_credit',
  '/user/spinner',
  '/user/cash_back',
  '/user/affiliate',
  '/user/profile',
  '/user/account',
  '/user/menu',
];

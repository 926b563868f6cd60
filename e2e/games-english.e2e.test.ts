import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, SCREENS } from './support/axe';
import { bankFeedDeposit } from './support/bank-feed';
import { networkQuiet, newPage, pageErrors } from './support/browser';
import { e2eSkipped } from './support/context';
import { launchGame } from './support/launch-game';
import { login } from './support/login';
import { expectNoSideScroll } from './support/member-app';
import { registerMember } from './support/register-member';
import { screenshot } from './support/screenshot';

/**
 * Issue 27 item 8, the game client in English (docs/decisions/102-game-client-in-english.md): a game opened
 * with `?lang=en` (as the member app opens it) speaks English on every page, at a phone's and a laptop's
 * width, with no axe violation, no sideways scroll and no Thai letter in its visible text; the TH | EN
 * switch brings Thai back, and the choice outlives a reload.
 */

const THAI = /[\u0E00-\u0E7F]/;
/** The rules sheets pictured (the longest: the server's naga and hold'em sheets, the Hi-Lo table's). */
const SHEET_PICTURES = ['naga', 'holdem', 'live/hilo-1'];

/** The game's launch URL, asking for English as the member app does. */
function inEnglish(url: string) {
  const u = new URL(url, 'http://e2e.invalid');
  u.searchParams.set('lang', 'en');
  return u.pathname + u.search + u.hash;
}

/** The Thai lines of the page's visible text (none expected: the pages hold no member-written data). */
async function thaiLines(page: Page): Promise<string[]> {
  const text = await page.evaluate('document.body.innerText');
  return String(text)
    .split('\n')
    .filter((line) => THAI.test(line));
}

/** A game's rules sheet, when the page has one: English (the server's sheet too), accessible, closed again. */
async function checkRulesSheet(page: Page, what: string, picture?: string) {
  const open = page.getByRole('button', { name: 'Rules and payouts', exact: true });
  if ((await open.count()) === 0) return;
  await open.click();
  const sheet = page.getByRole('dialog');
  await sheet.waitFor();
  const text = await sheet.innerText();
  expect(
    text.split('\n').filter((line) => THAI.test(line)),
    `${what}, rules sheet`,
  ).toEqual([]);
  await expectAccessible(page, `${what}, rules sheet`);
  if (picture) await screenshot(page, picture);
  await sheet.getByRole('button', { name: 'Close', exact: true }).click();
  await sheet.waitFor({ state: 'hidden' });
}

describe.skipIf(e2eSkipped())('the game client in English', () => {
  let page: Page;

  beforeAll(async () => {
    const member = await registerMember();
    const token = await login(member);
    await bankFeedDeposit(member, 100);
    page = await newPage({ viewport: SCREENS.phone });
    await page.goto(inEnglish(await launchGame(token, 'house-slot')));
    await page
      .getByRole('button', { name: 'Spin', exact: true, disabled: false })
      .waitFor({ timeout: 15_000 });
  });

  it('takes ?lang=en from the launch URL, remembers it and drops it from the address', async () => {
    expect(await page.evaluate('document.documentElement.lang')).toBe('en');
    expect(await page.evaluate("localStorage.getItem('chokdee.lang')")).toBe('en');
    expect(page.url()).not.toContain('lang=');
    // The house API is asked in English too (its messages: decision 100).
    const [call] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/house/api/')),
      page.reload(),
    ]);
    expect(call.headers()['accept-language']).toBe('en');
    await expect.poll(() => page.getByText(/^Balance [\d,]+\.\d\d THB$/).count()).toBe(1);
  });

  it(
    'shows every game page in English at 390 and 1366 px: accessible, no sideways scroll, no Thai',
    { timeout: 240_000 },
    async () => {
      const ready: Record<string, Locator> = {
        lobby: page.getByRole('link', { name: /^Golden Elephant Slot/ }),
        slot: page.getByRole('button', { name: 'Spin', exact: true }),
        naga: page.getByRole('button', { name: 'Spin', exact: true }),
        baccarat: page.getByRole('button', { name: 'Deal', exact: true }),
        trading: page.getByRole('button', { name: 'Up', exact: true }),
        'video-poker': page.getByRole('button', { name: 'Deal', exact: true }),
        holdem: page.getByRole('button', { name: 'Deal', exact: true }),
        live: page.getByRole('link', { name: /^Join table Baccarat Table 1/ }),
        'live/bac-1': page.locator('.phase'),
        'live/dt-1': page.locator('.phase'),
        'live/hilo-1': page.locator('.phase'),
        'live/fpc-1': page.locator('.phase'),
        verify: page.getByRole('region', { name: 'Your latest rounds' }),
      };
      for (const viewport of [SCREENS.phone, SCREENS.desktop]) {
        await page.setViewportSize(viewport);
        for (const [name, shown] of Object.entries(ready)) {
          await page.goto(`/house/${name === 'lobby' ? '' : name}`);
          await shown.waitFor();
          await networkQuiet(page);
          const what = `/house/${name} at ${viewport.width} px`;
          expect(await page.evaluate('document.documentElement.lang'), what).toBe('en');
          expect(await thaiLines(page), what).toEqual([]);
          await expectNoSideScroll(page);
          await expectAccessible(page, what);
          await screenshot(page, `en-game-${name.replace('/', '-')}-${viewport.width}.png`);
          const sheetPicture = SHEET_PICTURES.includes(name) && viewport === SCREENS.phone;
          await checkRulesSheet(
            page,
            what,
            sheetPicture ? `en-game-${name.replace('/', '-')}-rules-${viewport.width}.png` : undefined,
          );
        }
      }
      expect(pageErrors(page)).toEqual([]);
    },
  );

  it('switches back to Thai with TH, and keeps each choice over a reload', async () => {
    await page.setViewportSize(SCREENS.phone);
    await page.goto('/house/slot');
    const language = page.getByRole('group', { name: 'Language' });
    await expect
      .poll(() => language.getByRole('button', { name: 'EN' }).getAttribute('aria-pressed'))
      .toBe('true');

    await Promise.all([page.waitForEvent('load'), language.getByRole('button', { name: 'TH' }).click()]);
    const spin = page.getByRole('button', { name: 'หมุน', exact: true });
    await spin.waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe('th');
    expect(await page.evaluate("localStorage.getItem('chokdee.lang')")).toBe('th');
    await page.reload();
    await spin.waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe('th');

    const thaiSwitch = page.getByRole('group', { name: 'ภาษา' });
    await Promise.all([page.waitForEvent('load'), thaiSwitch.getByRole('button', { name: 'EN' }).click()]);
    await page.reload();
    await page.getByRole('button', { name: 'Spin', exact: true }).waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe('en');
  });
});

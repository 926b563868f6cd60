import {
  EN,
  EN_WEB,
  getCatalogue,
  getDepositChannels,
  getPrefix,
  getPromotions,
  getWheel,
  messageIn,
  TH,
  TH_WEB,
  type WebTexts,
} from '@chokdee/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { expectAccessible, SCREENS } from './support/axe';
import { bankFeedDeposit } from './support/bank-feed';
import { e2eSkipped } from './support/context';
import { login } from './support/login';
import {
  appPage,
  backgroundOf,
  MEMBER_ROUTES,
  memberPage,
  OPAQUE,
  pathOf,
  popup,
  settle,
  storedItem,
} from './support/member-app';
import { registerMember, type Member } from './support/register-member';
import { screenshot } from './support/screenshot';

/**
 * Issue 27 item 8 (docs/decisions/101-member-app-in-english.md): on every member screen the TH | EN switch
 * turns the app to English and back; both languages pass axe, nothing sticks out sideways (English is
 * longer), no Thai letter is left in English but the member's own data and the Thai button's name, the
 * choice survives a reload, and the server's messages come back in English.
 *
 * This is also the member screens' axe walk (issue 17 item 2) in Thai: each screen is loaded once and held
 * to everything in both languages. accessibility.e2e.test.ts keeps the visitor's screens, the popups and
 * the house game pages.
 */

type Lang = 'th' | 'en';
const texts = (lang: Lang): WebTexts => (lang === 'en' ? EN_WEB : TH_WEB);
/** The shared key of the member's choice (packages/web-kit/src/member-language.ts; apps/games reads it too). */
const LANG_KEY = 'chokdee.lang';
const SWITCH = { th: 'TH ภาษาไทย', en: 'EN English' } as const;

/** Every /user/* screen of a member: those the accessibility test visits, and the player-protection pages. */
const ROUTES = [...MEMBER_ROUTES, '/user/play-care', '/user/terms', '/user/play-responsibly'];

/** Screens saved as docs/screenshots/{th,en}-`name`.png with E2E_SCREENSHOTS=1 (phone size). */
const SHOTS: Record<string, string> = {
  '/user/home': 'home',
  '/user/withdraw': 'withdraw',
  '/user/history': 'history',
  '/user/play-care': 'play-care',
  '/user/terms': 'terms',
  '/user/play-responsibly': 'play-responsibly',
  '/user/menu': 'menu',
  '/user/account': 'account',
};

/**
 * Every Thai text the member can see or hear: visible text nodes (screen-reader-only ones too) and the
 * names, placeholders and alternative texts of elements. Runs in the page (no DOM types in the e2e build).
 */
function thaiInPage(): string[] {
  const g = globalThis as unknown as {
    document: {
      body: unknown;
      createTreeWalker: (root: unknown, what: number) => { nextNode: () => unknown };
      querySelectorAll: (s: string) => Iterable<unknown>;
    };
  };
  type El = {
    checkVisibility: (o: object) => boolean;
    closest: (s: string) => unknown;
    getAttribute: (n: string) => string | null;
  };
  const thai = /[\u0E00-\u0E7F]/;
  const shown = (el: El | null) =>
    !!el && (el.checkVisibility({ visibilityProperty: true }) || el.closest('.sr-only') !== null);
  const found: string[] = [];
  const walker = g.document.createTreeWalker(g.document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const { textContent, parentElement } = node as { textContent: string; parentElement: El | null };
    const text = textContent.trim();
    if (thai.test(text) && shown(parentElement)) found.push(text);
  }
  for (const el of g.document.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
    for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
      const value = (el as El).getAttribute(name);
      if (value && thai.test(value) && shown(el as El)) found.push(value);
    }
  }
  return found;
}

let member: Member;
let token: string;
/** Operator and member data that stay as entered, Thai in English too (longest first). */
let dataTexts: string[] = [];

/** Thai letters; the baht sign ฿ (U+0E3F) is in the same block but is how English writes baht too. */
const THAI_LETTER = /[\u0E00-\u0E3E\u0E40-\u0E7F]/;

/** Every string of a JSON answer. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : [];

/**
 * The data the member app shows as it came: the operator's announcement, game names, promotion texts, wheel prizes, receiving account
 * holders, and the member's name from the bank. A catalogue text in these answers (a promotion's reason) is
 * not data: the app must show it in English.
 */
async function loadDataTexts() {
  const answers = await Promise.all(
    [getPrefix, getCatalogue, getPromotions, getWheel, getDepositChannels].map((c) => api(c.path, { token })),
  );
  const thai = answers
    .flatMap((a) => stringsOf(a.body))
    .filter((text) => THAI_LETTER.test(text) && messageIn('en', text) === text);
  dataTexts = [...new Set([...thai, member.firstName, member.lastName])].sort((a, b) => b.length - a.length);
}

/** Thai letters left once the data and the Thai language button's name are taken out. */
function thaiLeft(text: string) {
  if (text === SWITCH.th) return false;
  let rest = text;
  for (const data of dataTexts) rest = rest.split(data).join('');
  return THAI_LETTER.test(rest);
}

async function expectNoThai(page: Page, what: string) {
  const left = (await page.evaluate(thaiInPage)).filter(thaiLeft);
  expect.soft(left, `${what}: Thai left in English`).toEqual([]);
}

/** Nothing sticks out sideways; the elements that do are named. */
async function expectFits(page: Page, what: string) {
  const wide = await page.evaluate(() => {
    const g = globalThis as unknown as {
      innerWidth: number;
      document: {
        documentElement: { scrollWidth: number };
        querySelectorAll: (s: string) => Iterable<unknown>;
      };
    };
    if (g.document.documentElement.scrollWidth <= g.innerWidth) return [];
    type El = { getBoundingClientRect: () => { right: number }; className: string; tagName: string };
    return [...g.document.querySelectorAll('body *')]
      .map((el) => el as El)
      .filter((el) => el.getBoundingClientRect().right > g.innerWidth + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className)}`)
      .slice(0, 8);
  });
  expect.soft(wide, `${what}: wider than the screen`).toEqual([]);
}

/** Buttons, tabs and button-like links whose text is wider than their box (English is longer). */
async function expectNothingCut(page: Page, what: string) {
  const cut = await page.evaluate(() => {
    const g = globalThis as unknown as { document: { querySelectorAll: (s: string) => Iterable<unknown> } };
    type El = {
      scrollWidth: number;
      clientWidth: number;
      textContent: string;
      checkVisibility: () => boolean;
    };
    return [...g.document.querySelectorAll('button, [role="tab"], .btn, .tabs a, .chip')]
      .map((el) => el as El)
      .filter((el) => el.checkVisibility() && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent.trim());
  });
  expect.soft(cut, `${what}: text wider than its button`).toEqual([]);
}

/**
 * One screen in one language: axe, no side scroll (also at 360 px on a phone), nothing cut; in English also
 * no Thai.
 */
async function checkScreen(page: Page, what: string, lang: Lang) {
  expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
  await expectAccessible(page, `${what} (${lang})`);
  await expectFits(page, `${what} (${lang})`);
  await expectNothingCut(page, `${what} (${lang})`);
  const size = page.viewportSize();
  if (size && size.width < 400) {
    await page.setViewportSize({ width: 360, height: size.height });
    await expectFits(page, `${what} (${lang}) at 360 px`);
    await expectNothingCut(page, `${what} (${lang}) at 360 px`);
    await page.setViewportSize(size);
  }
  if (lang === 'en') await expectNoThai(page, what);
}

/** Presses the header's switch and waits for the page to come back in `lang`. */
async function switchTo(page: Page, lang: Lang) {
  await page.getByRole('button', { name: SWITCH[lang], exact: true }).click();
  await expect.poll(() => page.evaluate('document.documentElement.lang'), { timeout: 10_000 }).toBe(lang);
  await settle(page);
  expect(await storedItem(page, LANG_KEY)).toBe(lang);
}

/** Opens a modal <dialog> with `opener`, checks it, closes it with Escape. */
async function checkDialog(page: Page, opener: Locator, title: string, lang: Lang, shot?: string) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await dialog.waitFor();
  await settle(page);
  await checkScreen(page, `the dialog ${title}`, lang);
  if (shot) await screenshot(page, `${lang}-${shot}.png`);
  return dialog;
}

async function closeDialog(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/** The dialogs the accessibility test opens, in `lang`. */
async function checkDialogs(page: Page, lang: Lang, shots: boolean) {
  const t = texts(lang);
  await page.goto('/user/home');
  await settle(page);
  let dialog = await checkDialog(
    page,
    page.getByRole('button', { name: t.openProfile, exact: true }),
    t.personalTitle,
    lang,
  );
  await closeDialog(page, dialog);

  const card = page.getByRole('region', { name: t.memberCard });
  dialog = await checkDialog(page, card.getByRole('button', { name: t.navWithdraw }), t.withdrawTitle, lang);
  await closeDialog(page, dialog);
  dialog = await checkDialog(
    page,
    card.getByRole('button', { name: t.navDeposit }),
    t.depositTitle,
    lang,
    shots ? 'deposit-dialog' : undefined,
  );
  for (const open of [t.autoDepositOpen, t.walletDepositOpen]) {
    const openers = dialog.getByRole('button', { name: open });
    if ((await openers.count()) === 0) continue;
    await openers.first().click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(2);
    await settle(page);
    await checkScreen(page, `the deposit dialog's ${open}`, lang);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(1);
  }
  await closeDialog(page, dialog);

  await page.goto('/user/menu');
  await settle(page);
  dialog = await checkDialog(
    page,
    page.getByRole('button', { name: t.changePassword, exact: true }),
    t.changePassword,
    lang,
  );
  await closeDialog(page, dialog);

  await page.goto('/user/account');
  await settle(page);
  dialog = await checkDialog(
    page,
    page.getByRole('button', { name: t.navHistory, exact: true }),
    t.navHistory,
    lang,
  );
  await closeDialog(page, dialog);

  await page.goto('/user/game');
  await settle(page);
  const rewards = page.getByRole('list', { name: t.rewardsNav });
  for (const reward of [t.navCashBack, t.navSpinner, t.navAffiliate]) {
    await rewards.getByRole('button', { name: reward, exact: true }).click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(1);
    await settle(page);
    await checkScreen(page, `the dialog ${reward}`, lang);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
  }
}

describe.skipIf(e2eSkipped())('the member app in English (issue 27 item 8)', () => {
  beforeAll(async () => {
    member = await registerMember();
    token = await login(member);
    // History rows and a balance, as a member who has deposited sees the screens.
    await bankFeedDeposit(member, 300);
    await loadDataTexts();
  });

  for (const [name, viewport] of Object.entries(SCREENS)) {
    const options = { viewport, reducedMotion: 'reduce' as const };
    const shots = name === 'phone';

    describe(`${name} ${viewport.width}×${viewport.height}`, () => {
      it('sign-in and sign-up switch; the server answers in English', { timeout: 120_000 }, async () => {
        const page = await appPage(options);
        // A visitor's home: the switch beside sign-in and sign-up, in both languages.
        await page.goto('/user/home');
        await settle(page);
        await checkScreen(page, 'the visitor home', 'th');
        await switchTo(page, 'en');
        await checkScreen(page, 'the visitor home', 'en');
        await switchTo(page, 'th');

        await page.goto('/user/login');
        await settle(page);
        await checkScreen(page, '/user/login', 'th');
        if (shots) await screenshot(page, 'th-login.png');
        await switchTo(page, 'en');
        await checkScreen(page, '/user/login', 'en');
        if (shots) await screenshot(page, 'en-login.png');
        await page.getByLabel(EN_WEB.phoneLabel, { exact: true }).fill(member.phoneNumber);
        await page.getByLabel(EN_WEB.passwordLabel, { exact: true }).fill('wrong-pass9');
        await page.getByRole('button', { name: EN_WEB.navLogin, exact: true }).click();
        const error = popup(page, EN_WEB.errorTitle);
        await error.waitFor();
        expect(await error.locator('.swal2-html-container').textContent()).toBe(EN.loginFailed);
        await checkScreen(page, 'the error popup', 'en');
        await error.getByRole('button', { name: EN_WEB.confirm, exact: true }).click();
        await error.waitFor({ state: 'hidden' });

        // The choice survives a reload and a new page.
        await page.reload();
        await settle(page);
        expect(await page.evaluate('document.documentElement.lang')).toBe('en');
        await page.goto('/user/register');
        await settle(page);
        await checkScreen(page, '/user/register', 'en');
        // A refusal of the contracts' schema, checked in the browser: English too.
        await page.getByLabel(EN_WEB.phoneLabel, { exact: true }).fill('12345');
        await page.getByRole('button', { name: EN_WEB.next, exact: true }).click();
        await expect.poll(() => page.getByRole('alert').allTextContents()).toContain(EN.invalidPhone);
        await switchTo(page, 'th');
        await checkScreen(page, '/user/register', 'th');
        await page.getByLabel(TH_WEB.phoneLabel, { exact: true }).fill('12345');
        await page.getByRole('button', { name: TH_WEB.next, exact: true }).click();
        await expect.poll(() => page.getByRole('alert').allTextContents()).toContain(TH.invalidPhone);
      });

      it(
        'every member route in both languages; the header and the bottom bar are opaque',
        { timeout: 600_000 },
        async () => {
          const page = await memberPage(token, '/user/home', options);
          await settle(page);
          expect(await backgroundOf(page.locator('.app-header'))).toMatch(OPAQUE);
          expect(await backgroundOf(page.getByRole('navigation', { name: TH_WEB.mainNav }))).toMatch(OPAQUE);
          const check = async (path: string, lang: Lang) => {
            await checkScreen(page, path, lang);
            if (shots && SHOTS[path]) await screenshot(page, `${lang}-${SHOTS[path]}.png`);
          };
          // Each route opens in the language the one before ended in, then is switched: one switch a route.
          let lang: Lang = 'th';
          for (const path of ROUTES) {
            await page.goto(path);
            await settle(page);
            await check(path, lang);
            lang = lang === 'th' ? 'en' : 'th';
            await switchTo(page, lang);
            expect(pathOf(page)).toBe(path);
            await check(path, lang);
          }
        },
      );

      it('every dialog in both languages', { timeout: 300_000 }, async () => {
        const page = await memberPage(token, '/user/home', options);
        await settle(page);
        await checkDialogs(page, 'th', shots);
        await switchTo(page, 'en');
        await checkDialogs(page, 'en', shots);
      });
    });
  }
});

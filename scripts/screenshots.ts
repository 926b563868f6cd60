/**
 * Screenshots of the member web app at 360×640 (device scale 2) into docs/screenshots/, for the README.
 *
 *   npm run screenshots        (builds apps/web when its build is older than the sources)
 *
 * A fresh server on a temp DATA_DIR, a member registered through the API and credited 1,500 baht
 * through the signed bank feed, so the member card, withdraw and wheel show money and tickets; the
 * login itself goes through the UI. Needs /usr/bin/chromium (CHROMIUM_PATH overrides) and a Thai font
 * (Debian: fonts-noto-core), or Thai text comes out as boxes.
 */
import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { TH_WEB } from '@chokdee/contracts';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';
import { REPO } from '../bench/lib';
import { depositViaFeed, registerDemoMember } from './lib/demo-member';
import { buildWeb, startDemoServer } from './lib/demo-server';

const OUT = join(REPO, 'docs/screenshots');
const CHROME = chromiumPath();

function warnWithoutThaiFont() {
  try {
    if (execFileSync('fc-list', [':lang=th', 'family'], { encoding: 'utf8' }).trim()) return;
  } catch {
    // No fontconfig: cannot tell.
    return;
  }
  console.warn('No Thai font installed: Thai text will show as boxes (apt-get install fonts-noto-core).');
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Lazy route chunks and skeletons: wait until no skeleton is left (or give up after 5 s). The page
  // functions are strings because this file is type-checked without the DOM library.
  await page
    .waitForFunction(`!document.querySelector('.skeleton, [aria-busy="true"]')`, undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  await page.evaluate('document.fonts.ready.then(() => true)');
}

async function shot(page: Page, name: string) {
  await settle(page);
  await page.screenshot({ path: join(OUT, `${name}.png`), animations: 'disabled', caret: 'hide' });
  console.log(`docs/screenshots/${name}.png  ${new URL(page.url()).pathname}`);
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/** Registration steps 1 to 3 as a visitor, stopping before the final submit. */
async function registrationSteps(browser: Browser, base: string) {
  const page = await newPage(browser);
  await page.goto(`${base}/user/register`);
  await shot(page, '03-register-phone');
  await page.getByLabel(TH_WEB.phoneLabel, { exact: true }).fill('0898765432');
  await page.getByRole('button', { name: TH_WEB.next }).click();
  await page.getByRole('group', { name: new RegExp(TH_WEB.stepBank) }).waitFor();
  await shot(page, '04-register-bank');
  // The bank tiles are radios in labels; picking KBANK and an account number runs the bank check.
  await page.locator('label', { has: page.locator('input[type="radio"][value="004"]') }).click();
  await page.getByLabel(TH_WEB.accountLabel, { exact: true }).fill('5678901234');
  await page.getByRole('button', { name: TH_WEB.checkBankSubmit }).click();
  await page.getByRole('group', { name: new RegExp(TH_WEB.stepDetails) }).waitFor();
  await shot(page, '05-register-details');
  await page.context().close();
}

/** Member screens after a login through the UI; each one is opened by its URL. */
const MEMBER_SCREENS: [name: string, path: string][] = [
  ['07-deposit', '/user/deposit'],
  ['08-withdraw', '/user/withdraw'],
  ['09-history', '/user/history'],
  ['10-wheel', '/user/spinner'],
];

async function memberScreens(browser: Browser, base: string, phone: string, password: string) {
  const page = await newPage(browser);
  await page.goto(`${base}/user/login`);
  await shot(page, '02-login');
  await page.getByLabel(TH_WEB.phoneLabel, { exact: true }).fill(phone);
  await page.getByLabel(TH_WEB.passwordLabel, { exact: true }).fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/user/home');
  await page.getByText('1,500.00').first().waitFor();
  await shot(page, '06-home');
  for (const [name, path] of MEMBER_SCREENS) {
    await page.goto(`${base}${path}`);
    await shot(page, name);
  }
  await page.context().close();
}

warnWithoutThaiFont();
buildWeb({ ifStale: true });
await mkdir(OUT, { recursive: true });
const server = await startDemoServer();
let browser: Browser | undefined;
try {
  const member = await registerDemoMember(server.base);
  await depositViaFeed(server.base, member, 1500);
  browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
  const landing = await newPage(browser);
  await landing.goto(`${server.base}/`);
  await shot(landing, '01-landing');
  await landing.context().close();
  await registrationSteps(browser, server.base);
  await memberScreens(browser, server.base, member.phoneNumber, member.Password);
} finally {
  await browser?.close();
  await server.stop();
}

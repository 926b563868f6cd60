import { readFile } from 'node:fs/promises';
import {
  adminReportDaily,
  adminReportGames,
  adminReportSummary,
  REPORT_COLUMNS,
  TH,
} from '@chokdee/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessibleAtBothSizes,
  adminScreenshot,
  createStaff,
  pickDate,
  staffPage,
} from './support/admin-app';
import { adminHeaders, call } from './support/api';
import { SCREENS } from './support/axe';
import { bankFeedDeposit } from './support/bank-feed';
import { newPage } from './support/browser';
import { e2eSkipped } from './support/context';
import { pickChip, playRound, waitReady } from './support/house-page';
import { launchGame } from './support/launch-game';
import { login } from './support/login';
import { pageErrorsBut } from './support/member-app';
import { registerMember, type Member } from './support/register-member';

/**
 * Issue 12, the dashboard and the reports in the browser: a member deposits through the signed bank feed and
 * plays a round of a house game; an owner's dashboard shows today's deposits as the API answers them, the
 * reports page shows the daily table and the GGR/NGR tables, and its CSV links download UTF-8 files with a
 * byte-order mark and the Thai header row; support's dashboard shows the queues it reads. axe finds nothing
 * on any of them at 1366×768 or 360×640.
 */

const DEPOSIT = 2_345;
const BOM = [0xef, 0xbb, 0xbf];

let staff: Page;
let member: Member;

/** Baht as the back office shows them: 1,234.50. */
const money = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Today in Bangkok, YYYY-MM-DD. */
const today = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

/** "22 พ.ย. 2568": a day as the Thai screens write it. */
const thaiDay = (day: string) =>
  new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));

/** The figure card named `label` (its label and its number). */
const figure = (page: Page, label: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });

/** The screen's refresh button, clicked, and its answers awaited (it is disabled while they come). */
async function refresh(page: Page) {
  const button = page.getByRole('button', { name: 'โหลดข้อมูลใหม่', exact: true });
  await button.click();
  await expect.poll(() => button.isEnabled()).toBe(true);
}

describe.skipIf(e2eSkipped())('back office: the dashboard and the reports', () => {
  beforeAll(async () => {
    const owner = await createStaff('owner');
    member = await registerMember();
    await bankFeedDeposit(member, DEPOSIT);
    staff = await staffPage(owner, '/admin/reports', { viewport: SCREENS.desktop });
  });

  afterAll(async () => {
    await staff?.context().close();
  });

  it("shows today's deposits on the dashboard as the API answers them, with the chart and the queues", async () => {
    // One round of a house game (a seamless partner): a row for the GGR tables of the next test.
    const game = await newPage();
    await game.goto(await launchGame(await login(member), 'TRADING'));
    const up = game.getByRole('button', { name: 'ขึ้น', exact: true });
    await waitReady(game, up);
    await pickChip(game, 10);
    await playRound(game, up);
    await game.context().close();

    await staff.getByRole('navigation', { name: 'เมนูหลังบ้าน' }).getByRole('link', { name: 'ภาพรวม' }).click();
    await staff.getByRole('heading', { level: 1, name: 'ภาพรวม' }).waitFor();
    await staff.getByText(`ข้อมูลวันที่ ${thaiDay(today())}`, { exact: true }).waitFor();

    // Other test files deposit on the same server meanwhile: the API is read, the screen refreshed, until
    // both tell the same figure.
    const deposits = figure(staff, REPORT_COLUMNS.deposits);
    await deposits.waitFor();
    let answered = 0;
    let shown = '';
    await expect
      .poll(
        async () => {
          answered = (await call(adminReportSummary, { headers: adminHeaders })).data.money.deposits;
          await refresh(staff);
          shown = (await deposits.textContent()) ?? '';
          return shown === `${REPORT_COLUMNS.deposits}${money(answered)}บาท`;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(answered).toBeGreaterThanOrEqual(DEPOSIT);

    // The queues link to their screens; the chart is an image named by its figures.
    const pending = figure(staff, REPORT_COLUMNS.withdrawalsPending).getByRole('link');
    expect(await pending.getAttribute('href')).toBe('/admin/withdrawals');
    const chart = staff.getByRole('img', { name: /^กราฟยอดฝาก ยอดถอน และยอดสุทธิ 30 วันล่าสุด / });
    await chart.waitFor();
    expect(await chart.getAttribute('aria-label')).toContain(`ยอดฝาก รวม `);
    await staff.locator('.chart canvas').first().waitFor();

    await accessibleAtBothSizes(staff, 'dashboard');
    await adminScreenshot(staff, 'dashboard.png');
    await staff.setViewportSize(SCREENS.phone);
    await adminScreenshot(staff, 'dashboard-phone.png');
    await staff.setViewportSize(SCREENS.desktop);

    // Yesterday: the URL keeps it, the figure is the API's for that day.
    await staff.getByRole('button', { name: 'เมื่อวาน', exact: true }).click();
    await staff.waitForURL('**/admin?range=yesterday');
    const day = new Date(Date.parse(`${today()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const yesterday = await call(adminReportSummary, {
      headers: adminHeaders,
      query: { from: day, to: day },
    });
    await staff.getByText(`ข้อมูลวันที่ ${thaiDay(day)}`, { exact: true }).waitFor();
    await expect
      .poll(() => deposits.textContent())
      .toBe(`${REPORT_COLUMNS.deposits}${money(yesterday.data.money.deposits)}บาท`);

    // A custom range is checked as the server checks it, in its Thai words.
    await staff.getByRole('button', { name: 'กำหนดเอง', exact: true }).click();
    await pickDate(staff, 'ตั้งแต่วันที่', today());
    await pickDate(staff, 'ถึงวันที่', day);
    await staff.getByRole('button', { name: 'แสดง', exact: true }).click();
    await staff.getByText(TH.reportRangeReversed, { exact: true }).waitFor();
    await staff.getByRole('button', { name: 'วันนี้', exact: true }).click();
    await staff.waitForURL((url) => url.pathname === '/admin' && url.search === '');
    expect(pageErrorsBut(staff, 401)).toEqual([]);
  });

  it('shows the daily table and the GGR tables, and downloads each as a Thai CSV', async () => {
    await staff.getByRole('navigation', { name: 'เมนูหลังบ้าน' }).getByRole('link', { name: 'รายงาน' }).click();
    await staff.getByRole('heading', { level: 1, name: 'รายงาน' }).waitFor();

    // The daily table: seven days, today last, its deposits the API's.
    const table = staff.getByRole('region', { name: 'ตารางรายงานรายวัน' });
    const todayRow = table.getByRole('row').filter({ hasText: thaiDay(today()) });
    await todayRow.waitFor();
    expect(await table.getByRole('row').count()).toBe(1 + 7);
    await refresh(staff);
    const daily = await call(adminReportDaily, {
      headers: adminHeaders,
      query: { from: today(), to: today() },
    });
    const row = daily.data.days[0]!;
    expect(row.deposits).toBeGreaterThanOrEqual(DEPOSIT);
    await expect
      .poll(async () => (await todayRow.getByRole('cell').nth(1).textContent()) ?? '', { timeout: 10_000 })
      .toBe(money(row.deposits));
    expect(await staff.getByRole('img', { name: /^กราฟ/ }).count()).toBe(3);

    // GGR and NGR: the providers with their total, and the games, as the API answers them.
    const games = (
      await call(adminReportGames, { headers: adminHeaders, query: { from: today(), to: today() } })
    ).data;
    expect(games.games.length).toBeGreaterThan(0);
    const providers = staff.getByRole('region', { name: 'GGR และ NGR ตามค่ายเกม', exact: true });
    await providers.getByRole('row').filter({ hasText: 'รวม' }).waitFor();
    for (const provider of games.providers)
      await providers.getByRole('row').filter({ hasText: provider.provider }).first().waitFor();
    const gameRows = staff.getByRole('region', { name: 'GGR และ NGR ตามเกม', exact: true }).getByRole('row');
    await gameRows.nth(1).waitFor();

    await accessibleAtBothSizes(staff, 'reports');
    await adminScreenshot(staff, 'reports.png');
    await staff.setViewportSize(SCREENS.phone);
    await adminScreenshot(staff, 'reports-phone.png');
    await staff.setViewportSize(SCREENS.desktop);

    // The daily CSV through the browser's download: a BOM, then the Thai header row.
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('link', { name: 'ดาวน์โหลด CSV รายวัน', exact: true }).click(),
    ]);
    const file = await readFile((await download.path())!);
    expect([...file.subarray(0, 3)]).toEqual(BOM);
    const lines = file.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      [
        'day',
        'deposits',
        'withdrawals',
        'net',
        'bonuses',
        'cashback',
        'affiliate',
        'adjustments',
        'newMembers',
        'firstDepositors',
        'activeMembers',
      ]
        .map((c) => REPORT_COLUMNS[c as keyof typeof REPORT_COLUMNS])
        .join(','),
    );
    expect(download.suggestedFilename()).toMatch(/^daily-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);

    // The providers' CSV fetched by the page as its link would: the staff cookie is all it needs.
    const href = await staff
      .getByRole('link', { name: 'ดาวน์โหลด CSV GGR และ NGR ตามค่ายเกม', exact: true })
      .getAttribute('href');
    const csv = await staff.evaluate(async (url) => {
      const res = await fetch(url!);
      const bytes = new Uint8Array(await res.arrayBuffer());
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        head: Array.from(bytes.subarray(0, 3)),
        text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(3)),
      };
    }, href);
    expect(csv.status).toBe(200);
    expect(csv.type).toContain('text/csv');
    expect(csv.head).toEqual(BOM);
    expect(csv.text.split('\r\n')[0]).toBe(
      (['provider', 'bets', 'refunds', 'wins', 'turnover', 'ggr', 'costs', 'ngr'] as const)
        .map((c) => REPORT_COLUMNS[c])
        .join(','),
    );
    expect(pageErrorsBut(staff, 401)).toEqual([]);
  });

  it('gives support, who read no reports, the waiting work and their screens', async () => {
    const support = await staffPage(await createStaff('support'), '/admin/withdrawals', {
      viewport: SCREENS.desktop,
    });
    await support
      .getByRole('navigation', { name: 'เมนูหลังบ้าน' })
      .getByRole('link', { name: 'ภาพรวม' })
      .click();
    await support.getByRole('heading', { level: 1, name: 'ภาพรวม' }).waitFor();
    const pending = figure(support, REPORT_COLUMNS.withdrawalsPending);
    await expect.poll(() => pending.textContent()).toMatch(/^ถอนรออนุมัติ\d+ดูรายการ ›$/);
    expect(await pending.getByRole('link').getAttribute('href')).toBe('/admin/withdrawals');
    await figure(support, REPORT_COLUMNS.statementsUnmatched).getByRole('link').waitFor();
    await support.getByRole('link', { name: 'สมาชิก', exact: true }).first().waitFor();
    // No figures it may not read, and no call refused.
    expect(await support.getByRole('group', { name: 'ช่วงวันที่' }).count()).toBe(0);
    expect(await figure(support, REPORT_COLUMNS.deposits).count()).toBe(0);

    await accessibleAtBothSizes(support, 'dashboard of support');
    await adminScreenshot(support, 'dashboard-support.png');
    expect(pageErrorsBut(support, 401)).toEqual([]);
    await support.context().close();
  });
});
